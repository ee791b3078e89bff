import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import transmit from '@adonisjs/transmit/services/main'
import { isDeclaredPushTopic } from '../module_loader.js'
import { creatorChannel, type PushPayloadArgs, type PushTopic } from '../shared/push.js'

type Broadcastable = Parameters<typeof transmit.broadcast>[1]

/**
 * Sends one message of a declared topic to a channel. A topic no module declares is a mistake
 * (a typo, a missing manifest line): it throws in development and tests, and is logged and
 * dropped in production, where the change it reports has already committed.
 */
function broadcast<Topic extends PushTopic>(channel: string, topic: Topic, payload: object | undefined) {
  if (!isDeclaredPushTopic(topic.name)) {
    const error = new Error(`Push topic "${topic.name}" is not declared in any module's pushTopics`)
    if (!app.inProduction) throw error
    logger.error({ err: error }, 'push refused')
    return
  }
  transmit.broadcast(channel, { type: topic.name, ...payload } as Broadcastable)
}

/**
 * The kernel's push service (Transmit SSE; across processes through Redis when REDIS_URL is set).
 * Publishers call it after their change committed; readers follow channels through core/push's
 * gate (tickets, caps, authorizers).
 */
export const push = {
  /** To everyone following the creator: their users' screens, the CLI. */
  publish<Topic extends PushTopic>(creatorId: number, topic: Topic, ...payload: PushPayloadArgs<Topic>) {
    broadcast(creatorChannel(creatorId), topic, payload[0])
  },

  /** To another channel a module authorizes with `authorizeChannel` (the live module's overlays). */
  publishTo<Topic extends PushTopic>(channel: string, topic: Topic, ...payload: PushPayloadArgs<Topic>) {
    broadcast(channel, topic, payload[0])
  },
}
