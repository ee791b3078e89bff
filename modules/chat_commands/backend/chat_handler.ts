import type { ChatMessageHandler } from '#modules/live/backend/public'
import { commandPressure, commandsSettled, handleChat, lastCommandAt } from './services/chat_commands_service.js'

/**
 * Chat commands on live's CHAT_MESSAGE_HANDLERS: a message that is a command joins the creator's
 * command queue, plain chat is left to live; the queue's pressure pauses the creator's connection.
 */
const chatCommandsHandler: ChatMessageHandler = {
  handle: handleChat,
  settled: commandsSettled,
  onPressure: (pause) => {
    commandPressure.onChange = pause
  },
  lastActivity: lastCommandAt,
}

export default chatCommandsHandler
