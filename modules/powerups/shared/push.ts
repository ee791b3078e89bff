import { pushTopic } from '../../../backend/core/shared/push.js'

/** Published on the creator's channel after a grant, use or expiry (committed). */
export const POWERUPS_CHANGED_TOPIC = pushTopic('powerups:changed')
