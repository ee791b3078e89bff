import { contributionsTo } from '#core/module_loader'
import type { MatchEvent, MatchEventResult } from '../../shared/live.js'
import { MATCH_EVENT_HANDLERS, type MatchEventHandler } from '../extension_points.js'

export type MatchOutcome = { outcome: 'match'; match: MatchEventResult }

let loaded: Promise<MatchEventHandler[]> | null = null

/** The enabled modules' handlers of match events, loaded once. */
function handlers() {
  loaded ??= Promise.all(contributionsTo(MATCH_EVENT_HANDLERS).map(async (load) => (await load()).default))
  return loaded
}

/** Hands a match event to every handler; answers the first one's result, or `unhandled`. */
export async function handleMatchEvent(creatorId: number, event: MatchEvent): Promise<MatchOutcome> {
  const results = await Promise.all((await handlers()).map((handler) => handler.handle(creatorId, event)))
  return { outcome: 'match', match: results[0] ?? { outcome: 'unhandled' } }
}

/** The stream ended: every handler ends what is still running. */
export async function matchesStreamEnded(creatorId: number) {
  await Promise.all((await handlers()).map((handler) => handler.streamEnded?.(creatorId)))
}
