import { pushTopic } from '../../../backend/core/shared/push.js'

/** Published on the creator's channel after a player was created, changed or deleted (committed). */
export const PLAYERS_CHANGED_TOPIC = pushTopic('players:changed')
