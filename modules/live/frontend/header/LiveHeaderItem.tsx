import { useCallback } from 'react'
import Chip from '@mui/material/Chip'
import { useQueryClient } from '@tanstack/react-query'
import { useSession } from '@shell'
import { ledgerKey } from '../../../players/frontend/public'
import { LIVE_POLLING, type GiftDto } from '../../shared/live'
import type { CommandFeedEntryDto } from '../../shared/chat_commands'
import type { PushMessage } from '../../shared/push'
import { liveKeys, useLiveStatus } from '../liveApi'
import { useLivePush } from '../push/useLivePush'

const RECENT = 50

/**
 * Mounted in the header on every page of creators and moderators: applies the creator channel's
 * pushes to the cached queries (players and powerups pages, kiosk, gifts, command feed, live
 * status), and shows the spec's LIVE indicator to creators while their stream is on.
 */
export default function LiveHeaderItem() {
  const { user } = useSession()
  const queryClient = useQueryClient()

  const apply = useCallback(
    (message: PushMessage) => {
      switch (message.type) {
        case 'players:changed':
        case 'powerups:changed':
          void queryClient.invalidateQueries({ queryKey: ledgerKey })
          return
        case 'gift':
          queryClient.setQueryData<GiftDto[]>(liveKeys.gifts, (gifts) =>
            gifts && !gifts.some((gift) => gift.id === message.gift.id) ? [message.gift, ...gifts].slice(0, RECENT) : gifts
          )
          return
        case 'gifts:cleared':
          queryClient.setQueryData<GiftDto[]>(liveKeys.gifts, [])
          return
        case 'command':
          queryClient.setQueryData<CommandFeedEntryDto[]>(liveKeys.commandFeed, (entries) =>
            entries ? [message.entry, ...entries].slice(0, RECENT) : entries
          )
          return
        case 'status':
          queryClient.setQueryData(liveKeys.status, message.status)
      }
    },
    [queryClient]
  )
  const pushConnected = useLivePush(apply)
  const status = useLiveStatus(pushConnected ? false : LIVE_POLLING.kioskStatusMs, user?.role === 'CREATOR')

  if (user?.role !== 'CREATOR' || !status.data?.isLive) return null
  return <Chip label="LIVE" color="error" size="small" sx={{ fontWeight: 800, letterSpacing: 1 }} aria-label="Your stream is live" />
}
