import { signalTopic } from '../../../backend/core/shared/push.js'

/**
 * Published on the creator's channel after a player was created, changed or deleted (committed): a reload
 * signal, coalesced (see signalTopic).
 */
export const PLAYERS_CHANGED_TOPIC = signalTopic('players:changed')
