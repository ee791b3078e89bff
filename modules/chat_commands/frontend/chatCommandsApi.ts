import { api } from '@shell'
import type { ChatCommandName, ChatCommandsResponse, CommandFeedResponse } from '../shared/chat_commands'
import type { ServerLanguage } from '../../../backend/core/shared/error_codes'

export const chatCommandKeys = {
  settings: ['chat-commands', 'settings'] as const,
  feed: ['chat-commands', 'feed'] as const,
  streamLanguage: ['chat-commands', 'stream-language'] as const,
}

/** `/api/live/chat-commands` and `/api/live/commands/recent` (docs/api/chat_commands.md). */
export const chatCommandsApi = {
  settings: () => api.get<ChatCommandsResponse>('/api/live/chat-commands').then((answer) => answer.commands),
  update: (commands: Partial<Record<ChatCommandName, boolean>>) =>
    api.put<ChatCommandsResponse>('/api/live/chat-commands', { commands }).then((answer) => answer.commands),
  feed: () => api.get<CommandFeedResponse>('/api/live/commands/recent').then((answer) => answer.commands),
  streamLanguage: () =>
    api.get<ChatCommandsResponse>('/api/live/chat-commands').then((answer) => answer.streamLanguage),
  setStreamLanguage: (streamLanguage: ServerLanguage) =>
    api
      .put<ChatCommandsResponse>('/api/live/chat-commands', { streamLanguage })
      .then((answer) => answer.streamLanguage),
}
