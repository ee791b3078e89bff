import { Suspense, useDeferredValue, useState } from 'react'
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard'
import ClearAllIcon from '@mui/icons-material/ClearAll'
import DiamondIcon from '@mui/icons-material/Diamond'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { LinkBase, useTranslate } from 'react-admin'
import {
  ApiError,
  EmptyState,
  errorMessage,
  formatCount,
  formatRelativeTime,
  LoadingState,
  useHoldsPermission,
  usePushStatus,
  useSession,
  useContributions,
  useToast,
} from '@shell'
import { BoxVirtualList, lazyOnce, playersApi, useInvalidateLedger, usePlayers } from '../../../players/frontend/public'
import { useKiosk, useKioskLiveUpdates } from '../../../powerups/frontend/public'
import { playerAnswersTo, PLAYER_MESSAGES } from '../../../players/shared/players'
import { LIVE_POLLING, type GiftDto } from '../../shared/live'
import { liveApi, liveKeys, useLiveStatus } from '../liveApi'
import { gifterAction, gifterLabel, sharedDisplayNames } from '../gifters'
import { LiveStatusCard } from './LiveStatusCard'
import { RECENT_GIFTERS_PANELS } from '../extensions'
import { liveStatusText } from '../statusText'

/** A gift row's height on a wide screen (px); rows that wrap on a phone are measured. */
const GIFT_ROW_HEIGHT = 72
/** The gift list scrolls inside this height: a battle's hundreds of gifts never push the panels below it away. */
const GIFT_LIST_MAX_HEIGHT = 'min(65vh, 720px)'

const isExisting = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.serverMessage === PLAYER_MESSAGES.exists

/**
 * Kiosk › Recent Gifters (docs/api/live.md): the live connection, the latest gifts with Add Powerup
 * for gifters who are players and Add Player for new ones, and the modules' panels under the list
 * (RECENT_GIFTERS_PANELS: the chat command feed). New gifts
 * arrive by push in batches (the module's push handlers fill the cache, up to 500); without push it
 * polls every 5 s. The list is virtualised in a scrolling box: a battle's 1,000 gifts a second never
 * freeze the page or push the panels below away.
 */
export default function RecentGiftersView() {
  const { user } = useSession()
  const translate = useTranslate()
  const kiosk = useKiosk()
  const toast = useToast()
  const queryClient = useQueryClient()
  const invalidateLedger = useInvalidateLedger()
  const pushConnected = usePushStatus()
  const panels = useContributions(RECENT_GIFTERS_PANELS)
  const status = useLiveStatus(LIVE_POLLING.kioskStatusMs)
  const gifts = useQuery<GiftDto[], Error>({ queryKey: liveKeys.gifts, queryFn: liveApi.recentGifts })
  // The list renders in a background pass React cuts into short slices: a phone keeps answering taps.
  const shownGifts = useDeferredValue(gifts.data)
  // Every player (inactive ones too) may be the gifter.
  const { players } = usePlayers()
  const [busy, setBusy] = useState<string | null>(null)
  // While a pointer or a finger is on the list, rows stay where they are: new gifts wait behind a pill.
  const [held, setHeld] = useState<GiftDto[] | null>(null)

  useKioskLiveUpdates(() => void gifts.refetch())

  const canClear = user?.role === 'CREATOR'
  const mayGrant = useHoldsPermission('grant_powerups')

  async function clear() {
    setBusy('clear')
    try {
      const answer = await liveApi.clearGifts()
      queryClient.setQueryData(liveKeys.gifts, [])
      toast({ title: translate('live.gifts.cleared'), description: liveStatusText(answer.message, translate) })
    } catch (error) {
      toast({ title: errorMessage(error, translate('live.gifts.clearFailed')), variant: 'error' })
    } finally {
      setBusy(null)
    }
  }

  async function addGifter(name: string) {
    // The same name with or without @ is an existing player: no add (docs/api/live.md).
    if (players.some((player) => playerAnswersTo(player, name))) {
      toast({
        title: translate('live.gifts.playerExists'),
        description: translate('live.gifts.playerExistsDescription', { name }),
        variant: 'info',
      })
      return
    }
    setBusy(name)
    try {
      const player = await playersApi.create({ name }, 'kiosk')
      toast({
        title: translate('live.gifts.playerAdded'),
        description: translate('live.gifts.playerAddedDescription', { name: player.name }),
      })
    } catch (error) {
      if (isExisting(error)) toast({ title: translate('live.gifts.playerExists'), variant: 'info' })
      else toast({ title: translate('live.gifts.addPlayerFailed'), variant: 'error' })
    } finally {
      setBusy(null)
      void invalidateLedger()
    }
  }

  function giftList() {
    if (gifts.isPending || (gifts.data && !shownGifts)) return <LoadingState label={translate('live.gifts.loading')} />
    const latest = shownGifts ?? []
    const list = held ?? latest
    const shownIds = new Set(list.map((gift) => gift.id))
    const waiting = held ? latest.filter((gift) => !shownIds.has(gift.id)).length : 0
    if (list.length === 0) {
      // Connected, or a username saved (Powerdeck connects when the stream starts): gifts will come.
      const giftsWillCome = Boolean(status.data?.isConnected || status.data?.tiktokUsername)
      return (
        <EmptyState
          icon={<CardGiftcardIcon />}
          title={translate('live.gifts.emptyTitle')}
          description={giftsWillCome ? translate('live.gifts.emptyWaiting') : translate('live.gifts.emptyNotConnected')}
          action={
            !giftsWillCome && (
              <Button component={LinkBase} to="/settings" variant="contained" sx={{ minHeight: 44 }}>
                {translate('live.card.goToSettings')}
              </Button>
            )
          }
        />
      )
    }
    const sharedNames = sharedDisplayNames(list)
    return (
      <Box sx={{ position: 'relative' }} onPointerEnter={() => setHeld(latest)} onPointerLeave={() => setHeld(null)}>
        {/* Floating over the top rows: the pill itself moves nothing either. */}
        <Box
          sx={{ position: 'absolute', top: 8, left: 0, right: 0, zIndex: 2, display: 'flex', justifyContent: 'center' }}
        >
          {waiting > 0 && (
            <Button
              variant="contained"
              size="small"
              onClick={() => setHeld(latest)}
              sx={{ borderRadius: 4, boxShadow: 3 }}
            >
              {translate('live.gifts.newGifts', { smart_count: waiting })}
            </Button>
          )}
        </Box>
        {/* A box of its own, so the command feed below stays in reach; only the rows in view are in the page. */}
        <BoxVirtualList
          items={list}
          maxHeight={GIFT_LIST_MAX_HEIGHT}
          getKey={(gift) => gift.id}
          estimateSize={GIFT_ROW_HEIGHT}
          gap={8}
          label={translate('live.gifts.listLabel')}
          renderItem={(gift) => {
            const action = gifterAction(gift, players)
            return (
              <Paper
                variant="outlined"
                sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
                data-testid="gift-row"
              >
                <Box sx={{ flex: 1, minWidth: 180 }}>
                  <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
                    <bdi>{gifterLabel(gift, sharedNames)}</bdi>
                  </Typography>
                  <Typography variant="body2" component="p">
                    {`${gift.giftName} x${gift.giftCount}`}
                  </Typography>
                </Box>
                <Box
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'info.main' }}
                  aria-label={translate('live.gifts.diamonds', { smart_count: gift.diamondValue })}
                >
                  <DiamondIcon fontSize="small" />
                  <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                    {formatCount(gift.diamondValue)}
                  </Typography>
                </Box>
                <Typography variant="caption" color="text.secondary" sx={{ minWidth: 64 }}>
                  {formatRelativeTime(gift.timestamp, kiosk.now)}
                </Typography>
                {action.kind === 'addPowerup' && mayGrant && (
                  <Button
                    variant="contained"
                    size="small"
                    onClick={() => kiosk.openAddPowerup(action.player.name)}
                    sx={{ minHeight: 40 }}
                  >
                    {translate('live.gifts.addPowerup')}
                  </Button>
                )}
                {action.kind === 'addPlayer' && kiosk.canAddPlayer && (
                  <Button
                    variant="outlined"
                    size="small"
                    onClick={() => void addGifter(action.name)}
                    disabled={busy === action.name}
                    sx={{ minHeight: 40 }}
                  >
                    {translate('live.gifts.addPlayer')}
                  </Button>
                )}
              </Paper>
            )
          }}
        />
      </Box>
    )
  }

  return (
    <Stack spacing={2}>
      <LiveStatusCard status={status.data} pushConnected={pushConnected} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('live.gifts.title')}
        </Typography>
        {canClear && (
          <Button
            variant="outlined"
            color="warning"
            startIcon={<ClearAllIcon />}
            onClick={() => void clear()}
            disabled={busy === 'clear' || !gifts.data?.length}
            sx={{ minHeight: 44 }}
          >
            {translate('live.gifts.clear')}
          </Button>
        )}
      </Box>
      {giftList()}
      {[...panels]
        .sort((a, b) => a.order - b.order)
        .map((panel) => {
          const Panel = lazyOnce(panel.component)
          return (
            <Suspense key={panel.id} fallback={<LoadingState />}>
              <Panel now={kiosk.now} />
            </Suspense>
          )
        })}
    </Stack>
  )
}
