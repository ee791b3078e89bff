import { Suspense, useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react'
import BoltIcon from '@mui/icons-material/Bolt'
import GroupsIcon from '@mui/icons-material/Groups'
import LockIcon from '@mui/icons-material/Lock'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import RefreshIcon from '@mui/icons-material/Refresh'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { LinkBase, useLocation, useNavigate, useTranslate } from 'react-admin'
import {
  ConnectionBanner,
  EmptyState,
  ErrorPanel,
  formatCount,
  LoadingState,
  PageHeader,
  SearchField,
  useContributions,
  useOnline,
  useSession,
} from '@shell'
import {
  AddPlayerDialog,
  invalidateLedger,
  lazyOnce,
  playerAbilities,
  searchPlayers,
} from '../../../players/frontend/public'
import { useLedgerPlayers } from '../ledgerPlayers'
import { compareUnits, sortPlayersByName, unitsOfPlayer } from '../../shared/unit-queue'
import { AddPowerupDialog } from '../ui/AddPowerupDialog'
import { usePowerupActivation } from '../ui/usePowerupActivation'
import { useNow } from '../ui/useNow'
import { KioskContext, type KioskContextValue } from './KioskContext'
import { KIOSK_VIEWS, kioskViewsFor } from './kioskViews'
import { KioskBanners } from './KioskBanners'
import { useKioskLiveUpdates } from './liveUpdates'

/** A count, or a dash while none is known (a count of nothing loaded is not zero). */
function Counter({ icon, value, label }: { icon: ReactNode; value: number | null; label: string }) {
  return (
    <Paper variant="outlined" sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25 }}>
      <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
      <Box>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.1 }} aria-label={label}>
          {value === null ? '–' : formatCount(value)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </Paper>
  )
}

function AccessRestricted() {
  const translate = useTranslate()
  return (
    <Box>
      <PageHeader title={translate('powerups.kiosk.title')} />
      <EmptyState
        icon={<LockIcon />}
        title={translate('powerups.kiosk.accessRestricted')}
        description={translate('powerups.kiosk.accessRestrictedDescription')}
        action={
          <Button component={LinkBase} to="/dashboard" variant="contained" sx={{ minHeight: 44 }}>
            {translate('powerups.kiosk.returnToDashboard')}
          </Button>
        }
      />
    </Box>
  )
}

/** 'Too many requests, retrying in N s', counting down to when the players are asked again. */
function RateLimitNotice({ until, showingLast }: { until: number; showingLast: boolean }) {
  const translate = useTranslate()
  const now = useNow(1_000)
  const seconds = Math.max(0, Math.ceil((until - now) / 1000))
  return (
    <Typography variant="body2" color="warning.main" sx={{ mb: 1 }} role="status">
      {translate(showingLast ? 'powerups.kiosk.rateLimitedShowingLast' : 'powerups.kiosk.rateLimited', { seconds })}
    </Typography>
  )
}

type Dialog = { kind: 'player'; name?: string } | { kind: 'powerup'; playerName: string } | null

/** Live Kiosk (/kiosk): use and add powerups during a stream, refreshed every 5 s. */
export default function KioskPage() {
  const { user } = useSession()
  if (!user || user.role === 'ADMIN') return <AccessRestricted />
  return <Kiosk />
}

function Kiosk() {
  const { user } = useSession()
  const translate = useTranslate()
  const role = user!.role
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  const now = useNow()
  const { players: allPlayers, loaded, loading, error, limitedUntil, refresh } = useLedgerPlayers()
  const { activate, isPending, isQueued, queued } = usePowerupActivation('kiosk')
  const online = useOnline()
  const contributedViews = useContributions(KIOSK_VIEWS)
  const [dialog, setDialog] = useState<Dialog>(null)
  const [refreshing, setRefreshing] = useState(false)
  const [search, setSearch] = useState('')
  // Typing stays fluid at 10,000 players: the views follow the search a moment later.
  const shownSearch = useDeferredValue(search)

  // While rate limited the players are asked again once the limit lifts (usePlayers), not sooner.
  const reload = useCallback(() => {
    if (limitedUntil === null || limitedUntil <= Date.now()) void invalidateLedger(queryClient)
  }, [queryClient, limitedUntil])
  const { liveDropped } = useKioskLiveUpdates(reload)

  /** Refresh: everything the kiosk shows (players, and a view's own data such as gifts). */
  async function refreshAll() {
    setRefreshing(true)
    await queryClient.invalidateQueries()
    setRefreshing(false)
  }

  const views = kioskViewsFor(contributedViews, role)
  const requested = new URLSearchParams(location.search).get('view')
  const view = views.find((candidate) => candidate.id === requested) ?? views[0]

  const active = useMemo(() => allPlayers.filter((player) => player.isActive), [allPlayers])
  const activeUnits = useMemo(
    () => active.reduce((sum, player) => sum + unitsOfPlayer(player, now).length, 0),
    [active, now]
  )
  const searching = Boolean(view?.searchable && shownSearch.trim())
  const data = useMemo(() => {
    const players = searching ? searchPlayers(active, shownSearch) : sortPlayersByName(active)
    const unitsByPlayer = new Map(players.map((player) => [player.id, unitsOfPlayer(player, now)]))
    const units = [...unitsByPlayer.values()].flat().sort(compareUnits)
    return { players, units, unitsByPlayer }
  }, [active, searching, shownSearch, now])

  const canAddPlayer = playerAbilities(role).add
  // One value per change of data, clock or pending uses: views and cards re-render only then.
  const context = useMemo<KioskContextValue>(
    () => ({
      ...data,
      now,
      canAddPlayer,
      openAddPlayer: (name) => setDialog({ kind: 'player', name }),
      openAddPowerup: (playerName) => setDialog({ kind: 'powerup', playerName }),
      activate,
      isPending,
      isQueued,
      refresh: reload,
    }),
    [data, now, canAddPlayer, activate, isPending, isQueued, reload]
  )
  const View = view ? lazyOnce(view.component) : null
  // The same element across renders, so a refresh of the page chrome leaves the view alone.
  // eslint-disable-next-line react-hooks/static-components, react-hooks/preserve-manual-memoization -- lazyOnce gives one component per loader
  const viewElement = useMemo(() => View && <View />, [View])

  function content() {
    if (loading || (!loaded && limitedUntil !== null))
      return <LoadingState label={translate('powerups.kiosk.loading')} />
    // Opened offline (from the installed app's cache): the banner says why; the data follows the connection.
    if (error && !loaded && !online) return <LoadingState label={translate('powerups.kiosk.waitingForConnection')} />
    if (error && !loaded)
      return <ErrorPanel title={translate('powerups.kiosk.loadFailed')} message={error.message} onRetry={refresh} />
    if (searching && data.players.length === 0) {
      const name = shownSearch.trim()
      return (
        <EmptyState
          icon={<GroupsIcon />}
          title={translate('powerups.kiosk.noPlayerTitle')}
          description={translate('powerups.kiosk.noPlayerDescription', { name })}
          action={
            canAddPlayer && (
              <Button
                variant="contained"
                startIcon={<PersonAddIcon />}
                onClick={() => setDialog({ kind: 'player', name })}
                disabled={!online}
                sx={{ minHeight: 44 }}
              >
                {translate('powerups.kiosk.addNamed', { name })}
              </Button>
            )
          }
        />
      )
    }
    return <Suspense fallback={<LoadingState />}>{viewElement}</Suspense>
  }

  return (
    <KioskContext.Provider value={context}>
      <PageHeader
        title={translate('powerups.kiosk.title')}
        subtitle={translate('powerups.kiosk.subtitle')}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              onClick={() => void refreshAll()}
              disabled={refreshing}
              sx={{ minHeight: 44 }}
            >
              {translate('powerups.kiosk.refresh')}
            </Button>
            {canAddPlayer && (
              <Button
                variant="contained"
                startIcon={<PersonAddIcon />}
                onClick={() => setDialog({ kind: 'player' })}
                disabled={!online}
                sx={{ minHeight: 44 }}
              >
                {translate('powerups.kiosk.addPlayer')}
              </Button>
            )}
          </>
        }
      />
      <ConnectionBanner
        liveDropped={liveDropped}
        pending={queued ? translate('powerups.kiosk.queuedUses', { smart_count: queued }) : null}
      />
      <KioskBanners />
      <Box sx={{ display: 'flex', gap: 1.5, mb: 2 }}>
        <Counter
          icon={<GroupsIcon />}
          value={loaded ? active.length : null}
          label={translate('powerups.kiosk.activePlayers')}
        />
        <Counter
          icon={<BoltIcon />}
          value={loaded ? activeUnits : null}
          label={translate('powerups.kiosk.activePowerups')}
        />
      </Box>
      {views.length > 1 && (
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          value={view?.id}
          onChange={(_, id: string | null) => id && navigate({ search: `?view=${id}` }, { replace: true })}
          aria-label={translate('powerups.kiosk.viewsLabel')}
          sx={{ mb: 2 }}
        >
          {views.map((candidate) => (
            <ToggleButton
              key={candidate.id}
              value={candidate.id}
              sx={{
                minHeight: 48,
                gap: 1,
                px: 1,
                fontSize: { xs: '0.8rem', sm: '0.875rem' },
                '& svg': { display: { xs: 'none', sm: 'inline-block' } },
              }}
            >
              <candidate.icon />
              {translate(candidate.label)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {view?.searchable && (
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder={translate('powerups.kiosk.searchPlaceholder')}
          label={translate('powerups.kiosk.searchLabel')}
        />
      )}
      {limitedUntil !== null && <RateLimitNotice until={limitedUntil} showingLast={loaded} />}
      {error && loaded && limitedUntil === null && online && (
        <Typography variant="body2" color="warning.main" sx={{ mb: 1 }} role="status">
          {translate('powerups.kiosk.refreshFailed', { error: error.message })}
        </Typography>
      )}
      {content()}
      {dialog?.kind === 'player' && (
        <AddPlayerDialog source="kiosk" initialName={dialog.name} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'powerup' && (
        <AddPowerupDialog playerName={dialog.playerName} source="kiosk" onClose={() => setDialog(null)} />
      )}
    </KioskContext.Provider>
  )
}
