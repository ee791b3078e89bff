import { lazy, Suspense, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import AddIcon from '@mui/icons-material/PersonAdd'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import DeleteIcon from '@mui/icons-material/Delete'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import GroupsIcon from '@mui/icons-material/Groups'
import SearchIcon from '@mui/icons-material/Search'
import Avatar from '@mui/material/Avatar'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Checkbox from '@mui/material/Checkbox'
import Chip from '@mui/material/Chip'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { LinkBase, useTranslate } from 'react-admin'
import { EmptyState, ErrorPanel, holdsPermission, LoadingState, PageHeader, useContributions, useSession } from '@shell'
import type { PlayerDto } from '../../shared/players'
import { AddPlayerDialog } from '../dialogs/AddPlayerDialog'
import {
  allowedActions,
  byOrder,
  PLAYER_BULK_ACTIONS,
  PLAYER_LIST_ACTIONS,
  PLAYER_LIST_BADGES,
  type PlayerBulkAction,
  type PlayerListBadge,
} from '../extensions'
import { BulkToolbar } from './BulkToolbar'
import { playerAbilities, searchPlayers } from '../playerForm'
import { usePlayers } from '../playersApi'
import { CreatorPicker } from './CreatorPicker'
import { NoCreatorContext } from './NoCreatorContext'
import { WindowVirtualList } from './WindowVirtualList'

/** Green when the player is active, grey otherwise. */
export function ActiveDot({ active }: { active: boolean }) {
  const translate = useTranslate()
  return (
    <Box
      component="span"
      role="img"
      aria-label={translate(active ? 'players.list.active' : 'players.list.inactive')}
      sx={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: '50%',
        bgcolor: active ? 'success.main' : 'grey.600',
        border: 2,
        borderColor: 'background.paper',
      }}
    />
  )
}

export function ModeratorBadge() {
  const translate = useTranslate()
  return (
    <Chip
      label={translate('players.list.moderator')}
      size="small"
      color="secondary"
      variant="outlined"
      sx={{ height: 22 }}
    />
  )
}

/**
 * A player's row: a link to their page, or (`linked` false: an admin looking at a creator's
 * roster, whose player pages need the creator's context) a plain row.
 */
function PlayerRow({
  player,
  badges,
  linked,
}: {
  player: PlayerDto
  badges: readonly PlayerListBadge[]
  linked: boolean
}) {
  const translate = useTranslate()
  const link = linked ? { component: LinkBase, to: `/players/${player.id}` } : {}
  return (
    <Box
      {...link}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        minHeight: 68,
        color: 'inherit',
        flex: 1,
        minWidth: 0,
        textDecoration: 'none',
        ...(linked ? { '&:hover, &:focus-visible': { bgcolor: 'action.hover' } } : {}),
      }}
    >
      <Badge
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeContent={<ActiveDot active={player.isActive} />}
      >
        <Avatar sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText' }}>
          {player.name.charAt(0).toUpperCase()}
        </Avatar>
      </Badge>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {player.name}
          </Typography>
          {player.isModerator && <ModeratorBadge />}
        </Box>
        {player.aliases.length > 0 && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {translate('players.list.aka', { aliases: player.aliases.join(', ') })}
          </Typography>
        )}
      </Box>
      {badges.map((badge) => (
        <badge.component key={badge.id} player={player} />
      ))}
      {/* It points to the player's page: mirrored right to left. */}
      {linked && (
        <ChevronRightIcon
          color="action"
          sx={{ display: { xs: 'none', sm: 'block' }, '[dir="rtl"] &': { transform: 'scaleX(-1)' } }}
        />
      )}
    </Box>
  )
}

/** A row with its selection checkbox (outside the link: the row still opens the player). */
function SelectableRow({
  player,
  badges,
  linked,
  selected,
  onToggle,
}: {
  player: PlayerDto
  badges: readonly PlayerListBadge[]
  linked: boolean
  selected?: boolean
  onToggle?: () => void
}) {
  const translate = useTranslate()
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
      {onToggle && (
        <Checkbox
          checked={selected}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': translate('players.list.select', { name: player.name }) } }}
          sx={{ ml: 0.5, p: 1.25 }}
        />
      )}
      <PlayerRow player={player} badges={badges} linked={linked} />
    </Box>
  )
}

/** Delete is players' own bulk action; powerups contributes Grant and Expire. */
const bulkDelete: PlayerBulkAction = {
  id: 'players.delete',
  order: 100,
  label: 'players.list.delete',
  icon: DeleteIcon,
  roles: ['CREATOR', 'ADMIN'],
  danger: true,
  dialog: () => import('../dialogs/BulkDeleteDialog'),
}
const ImportDialog = lazy(() => import('../dialogs/ImportPlayersDialog'))

/** My Players (/players): search over names and aliases, each player's active powerups. */
export default function PlayersPage() {
  const { user } = useSession()
  const translate = useTranslate()
  const abilities = playerAbilities(user?.role)
  const isAdmin = user?.role === 'ADMIN'
  // An admin works on the roster of the creator chosen in the URL (?creator=<id>), never impersonating.
  const [params, setParams] = useSearchParams()
  const chosen = Number(params.get('creator'))
  const creatorId = isAdmin && Number.isSafeInteger(chosen) && chosen > 0 ? chosen : undefined
  const chooseCreator = (id: number | undefined) => setParams(id === undefined ? {} : { creator: String(id) })
  const { players, loading, error, forbidden, refresh } = usePlayers({ creatorId })
  const [search, setSearch] = useState('')
  const [adding, setAdding] = useState(false)
  const shown = useMemo(() => searchPlayers(players, search), [players, search])
  const contributedBadges = useContributions(PLAYER_LIST_BADGES)
  const badges = useMemo(() => [...contributedBadges].sort(byOrder), [contributedBadges])
  const holds = (permission: string) => (user ? holdsPermission(user, permission) : false)
  const contributedBulk = useContributions(PLAYER_BULK_ACTIONS)
  const contributedListActions = useContributions(PLAYER_LIST_ACTIONS)
  // Bulk actions and the import act on the signed-in roster: not for an admin's chosen creator.
  const ownRoster = user !== null && user !== undefined && creatorId === undefined && !forbidden
  const bulkActions = ownRoster ? allowedActions([...contributedBulk, bulkDelete], user.role, holds) : []
  const listActions = ownRoster ? allowedActions(contributedListActions, user.role) : []
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set())
  const selected = players.filter((player) => selectedIds.has(player.id))
  const toggle = (id: number) =>
    setSelectedIds((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const [importing, setImporting] = useState(false)

  const addButton = abilities.add && !forbidden && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} sx={{ minHeight: 44 }}>
      {translate('players.list.addPlayer')}
    </Button>
  )
  const headerActions = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {listActions.map((action) => (
        <action.component key={action.id} players={players} />
      ))}
      {ownRoster && abilities.add && (
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => setImporting(true)}
          sx={{ minHeight: 44 }}
        >
          {translate('players.list.import')}
        </Button>
      )}
      {addButton}
    </Box>
  )

  function body() {
    if (isAdmin && creatorId === undefined) {
      return (
        <EmptyState
          icon={<GroupsIcon />}
          title={translate('players.list.chooseCreatorTitle')}
          description={translate('players.list.chooseCreatorDescription')}
        />
      )
    }
    if (forbidden) return <NoCreatorContext />
    if (loading) return <LoadingState label={translate('players.list.loading')} />
    if (error)
      return <ErrorPanel title={translate('players.list.loadFailed')} message={error.message} onRetry={refresh} />
    if (players.length === 0) {
      return (
        <EmptyState
          icon={<GroupsIcon />}
          title={translate('players.list.emptyTitle')}
          description={translate(abilities.add ? 'players.list.emptyCanAdd' : 'players.list.emptyCannotAdd')}
          action={addButton}
        />
      )
    }
    if (shown.length === 0) {
      return (
        <EmptyState
          icon={<SearchIcon />}
          title={translate('players.list.notFoundTitle')}
          description={translate('players.list.notFoundDescription', { search: search.trim() })}
        />
      )
    }
    return (
      <Card>
        <WindowVirtualList
          label={translate('players.list.listLabel')}
          items={shown}
          getKey={(player) => player.id}
          estimateSize={69}
          renderItem={(player) => (
            <SelectableRow
              player={player}
              badges={badges}
              linked={ownRoster}
              selected={selectedIds.has(player.id)}
              onToggle={bulkActions.length ? () => toggle(player.id) : undefined}
            />
          )}
        />
      </Card>
    )
  }

  return (
    <Box>
      <PageHeader
        title={translate('players.list.title')}
        subtitle={translate('players.list.subtitle')}
        actions={headerActions}
      />
      {isAdmin && <CreatorPicker creatorId={creatorId} onChange={chooseCreator} />}
      {!forbidden && players.length > 0 && (
        <TextField
          placeholder={translate('players.list.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ mb: 2 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: {
              'aria-label': translate('players.list.searchLabel'),
              autoCapitalize: 'none',
              autoCorrect: 'off',
            },
          }}
        />
      )}
      {!forbidden && players.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {shown.length === players.length
            ? translate('players.list.count', { smart_count: players.length })
            : translate('players.list.countOf', { shown: shown.length, smart_count: players.length })}
        </Typography>
      )}
      {selected.length > 0 && (
        <BulkToolbar
          selected={selected}
          shown={shown.length}
          actions={bulkActions}
          onSelectAll={() => setSelectedIds(new Set(shown.map((player) => player.id)))}
          onClear={() => setSelectedIds(new Set())}
        />
      )}
      {body()}
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog onClose={() => setImporting(false)} />
        </Suspense>
      )}
      {adding && <AddPlayerDialog source="players" creatorId={creatorId} onClose={() => setAdding(false)} />}
    </Box>
  )
}
