import { pushTopic } from '../../../backend/core/shared/push.js'
import type { ShoutoutDto } from './shoutouts.js'

/** Published on the creator's channel after a shoutout was sent (committed). */
export const SHOUTOUT_TOPIC = pushTopic<'shoutout', { shoutout: ShoutoutDto }>('shoutout')
