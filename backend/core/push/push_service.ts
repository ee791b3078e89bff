import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import transmit from '@adonisjs/transmit/services/main'
import { isDeclaredPushTopic } from '../module_loader.js'
import { creatorChannel, SIGNAL_WINDOW_MS, type PushPayloadArgs, type PushTopic } from '../shared/push.js'

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
  if (topic.signal) signal(channel, topic.name)
  else transmit.broadcast(channel, { type: topic.name, ...payload } as Broadcastable)
}

/**
 * The open windows of signal topics (see signalTopic), by topic and channel: whether a repeat
 * came since the window opened, and the timer that ends it.
 */
const signalWindows = new Map<string, { channel: string; type: string; repeated: boolean; timer: NodeJS.Timeout }>()

/** Sends a signal at once when its window is closed, else marks it for the window's end. */
function signal(channel: string, type: string) {
  const key = `${type} ${channel}`
  const window = signalWindows.get(key)
  if (window) {
    window.repeated = true
    return
  }
  transmit.broadcast(channel, { type })
  const timer = setTimeout(() => endSignalWindow(key), SIGNAL_WINDOW_MS)
  timer.unref()
  signalWindows.set(key, { channel, type, repeated: false, timer })
}

/** A window's end: its repeats go as one message, which opens the next window; a quiet window leaves none. */
function endSignalWindow(key: string) {
  const window = signalWindows.get(key)
  if (!window) return
  clearTimeout(window.timer)
  signalWindows.delete(key)
  if (window.repeated) signal(window.channel, window.type)
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

  /** Sends every signal still waiting for its window's end now (the app is stopping). */
  flushSignals() {
    for (const [key, window] of signalWindows) {
      clearTimeout(window.timer)
      signalWindows.delete(key)
      if (window.repeated) transmit.broadcast(window.channel, { type: window.type })
    }
  },
}
