import type { MatchEventHandler } from '#modules/live/backend/public'
import { endMatchesOfStream, handleMatchEvent } from './services/match_events.js'

/** The matches module's part of live's MATCH_EVENT_HANDLERS: matches stored once, pushed. */
const handler: MatchEventHandler = {
  handle: (creatorId, event) => handleMatchEvent(creatorId, event),
  streamEnded: endMatchesOfStream,
}

export default handler
