import { signalTopic } from '../../../backend/core/shared/push.js'

/**
 * Published on the creator's channel after a grant, use or expiry (committed): a reload
 * signal, coalesced (see signalTopic).
 */
export const POWERUPS_CHANGED_TOPIC = signalTopic('powerups:changed')
