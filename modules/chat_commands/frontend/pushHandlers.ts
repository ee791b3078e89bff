import { onPush } from '@shell'
import type { CommandFeedEntryDto } from '../shared/chat_commands'
import { CHAT_COMMAND_TOPICS } from '../shared/push'
import { chatCommandKeys } from './chatCommandsApi'

/** How many command answers the cached feed keeps. */
export const RECENT_COMMANDS = 50

/** A pushed command answer goes on top of the cached feed (when the feed was loaded). */
export const chatCommandPushHandlers = [
  onPush(CHAT_COMMAND_TOPICS.command, ({ entry }, { queryClient }) =>
    queryClient.setQueryData<CommandFeedEntryDto[]>(chatCommandKeys.feed, (entries) =>
      entries ? [entry, ...entries].slice(0, RECENT_COMMANDS) : entries
    )
  ),
]
