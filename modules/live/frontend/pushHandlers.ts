import { onPush } from '@shell'
import type { CommandFeedEntryDto } from '../shared/chat_commands'
import type { GiftDto } from '../shared/live'
import { LIVE_TOPICS } from '../shared/push'
import { liveKeys } from './liveApi'

/** How many gifts and command answers the cached lists keep. */
const RECENT = 50

/** The live module's pushes applied to its own cached queries: gifts, command feed, status. */
export const livePushHandlers = [
  onPush(LIVE_TOPICS.gift, ({ gift }, { queryClient }) =>
    queryClient.setQueryData<GiftDto[]>(liveKeys.gifts, (gifts) =>
      gifts && !gifts.some((known) => known.id === gift.id) ? [gift, ...gifts].slice(0, RECENT) : gifts
    )
  ),
  onPush(LIVE_TOPICS.giftsCleared, (_message, { queryClient }) =>
    queryClient.setQueryData<GiftDto[]>(liveKeys.gifts, [])
  ),
  onPush(LIVE_TOPICS.command, ({ entry }, { queryClient }) =>
    queryClient.setQueryData<CommandFeedEntryDto[]>(liveKeys.commandFeed, (entries) =>
      entries ? [entry, ...entries].slice(0, RECENT) : entries
    )
  ),
  onPush(LIVE_TOPICS.status, ({ status }, { queryClient }) => queryClient.setQueryData(liveKeys.status, status)),
]
