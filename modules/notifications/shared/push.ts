import { pushTopic } from '../../../backend/core/shared/push.js'

/** New notices or read marks for these users of the creator (each screen reloads its own when listed). */
export const NOTICES_CHANGED_TOPIC = pushTopic<'notices:changed', { userIds: number[] }>('notices:changed')
