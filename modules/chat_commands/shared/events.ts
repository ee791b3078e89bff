/** Audit event types the chat commands module writes. */
export const CHAT_COMMAND_EVENTS = {
  CHAT_COMMAND: 'CHAT_COMMAND',
  CHAT_COMMANDS_UPDATED: 'CHAT_COMMANDS_UPDATED',
} as const
