import { contributionsTo } from '#core/module_loader'
import type { ChatEvent, ChatMessageResult } from '../../shared/live.js'
import { CHAT_MESSAGE_HANDLERS, type ChatMessageHandler } from '../extension_points.js'

/** What the pipeline answers for a chat message: 'chat', or the result of the module that handled it. */
export type ChatMessageOutcome = { outcome: 'chat' } | ChatMessageResult

/**
 * Where a handler's queue pressure goes (the connection wiring points it at the connection
 * manager); `source` tells the handlers apart.
 */
export const chatPressure = { onChange: (_creatorId: number, _source: string, _paused: boolean) => {} }

let loaded: Promise<ChatMessageHandler[]> | null = null

/** The enabled modules' chat message handlers, loaded once. */
function handlers() {
  loaded ??= Promise.all(
    contributionsTo(CHAT_MESSAGE_HANDLERS).map(async (load, index) => {
      const handler = (await load()).default
      handler.onPressure?.((creatorId, paused) => chatPressure.onChange(creatorId, `chat.${index}`, paused))
      return handler
    })
  )
  return loaded
}

/**
 * Hands a chat message to every handler; answers the first result (module order), or 'chat' when
 * no handler took it. A handler decides at once on a message it does not take.
 */
export async function handleChatMessage(creatorId: number, event: ChatEvent): Promise<ChatMessageOutcome> {
  const results = await Promise.all((await handlers()).map((handler) => handler.handle(creatorId, event)))
  return results.find((result) => result !== null) ?? { outcome: 'chat' }
}

/** Waits until every chat message of the creator handed in so far is handled (the stream's end). */
export async function chatMessagesSettled(creatorId: number) {
  await Promise.all((await handlers()).map((handler) => handler.settled?.(creatorId)))
}

/** The latest time a handler stored something for the creator at or after `since` (ms), or 0. */
export async function lastChatHandlerActivity(creatorId: number, since: Date): Promise<number> {
  const times = await Promise.all((await handlers()).map((handler) => handler.lastActivity?.(creatorId, since)))
  return Math.max(0, ...times.map((time) => time?.getTime() ?? 0))
}
