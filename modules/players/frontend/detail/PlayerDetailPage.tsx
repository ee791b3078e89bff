import { Suspense, useState, type ReactNode } from 'react'
import MoreVertIcon from '@mui/icons-material/MoreVert'
import PersonOffIcon from '@mui/icons-material/PersonOff'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { LinkBase, useNavigate, useParams, useTranslate } from 'react-admin'
import {
  EmptyState,
  ErrorPanel,
  formatDate,
  formatRelativeTime,
  LoadingState,
  PageHeader,
  holdsPermission,
  useContributions,
  useSession,
  type SessionUser,
} from '@shell'
import type { PlayerDto } from '../../shared/players'
import {
  lazyOnce,
  PLAYER_DETAIL_SECTIONS,
  PLAYER_MENU_ACTIONS,
  playerDetailSectionsFor,
  playerMenuActionsFor,
  type PlayerMenuAction,
} from '../extensions'
import { usePlayers } from '../playersApi'
import { ActiveDot, ModeratorBadge } from '../list/PlayersPage'
import { NoCreatorContext } from '../list/NoCreatorContext'

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography color="text.secondary">{label}</Typography>
      <Box sx={{ textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  )
}

function PlayerInformation({ player, menu }: { player: PlayerDto; menu: ReactNode }) {
  const translate = useTranslate()
  return (
    <Card>
      <CardHeader
        title={translate('players.detail.information')}
        titleTypographyProps={{ variant: 'h6' }}
        action={menu}
      />
      <CardContent sx={{ pt: 0 }}>
        <InfoRow label={translate('players.detail.name')}>
          <Typography sx={{ fontWeight: 600 }}>{player.name}</Typography>
        </InfoRow>
        <InfoRow label={translate('players.detail.status')}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
            <ActiveDot active={player.isActive} />
            <Typography>{translate(player.isActive ? 'players.list.active' : 'players.list.inactive')}</Typography>
          </Stack>
        </InfoRow>
        <InfoRow label={translate('players.detail.aliases')}>
          {player.aliases.length ? player.aliases.join(', ') : translate('players.detail.none')}
        </InfoRow>
        <InfoRow label={translate('players.detail.tiktokUser')}>
          {player.tiktokUserId ? (
            <Typography sx={{ fontFamily: 'monospace' }}>{player.tiktokUserId}</Typography>
          ) : (
            <Typography color="text.secondary">{translate('players.detail.notLinked')}</Typography>
          )}
        </InfoRow>
        <InfoRow label={translate('players.detail.lastActive')}>
          {player.lastActive ? formatRelativeTime(player.lastActive) : translate('players.detail.never')}
        </InfoRow>
        <InfoRow label={translate('players.detail.added')}>{formatDate(player.createdAt)}</InfoRow>
      </CardContent>
    </Card>
  )
}

function PlayerMenu({
  user,
  player,
  onChoose,
}: {
  user: SessionUser
  player: PlayerDto
  onChoose: (action: PlayerMenuAction) => void
}) {
  const translate = useTranslate()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const actions = playerMenuActionsFor(useContributions(PLAYER_MENU_ACTIONS), user.role, player, (permission) =>
    holdsPermission(user, permission)
  )
  if (actions.length === 0) return null
  return (
    <>
      <IconButton
        aria-label={translate('players.detail.actions')}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: 48, height: 48 }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.id}
            sx={{ minHeight: 48, color: action.danger ? 'error.main' : undefined }}
            onClick={() => {
              setAnchor(null)
              onChoose(action)
            }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              <action.icon />
            </ListItemIcon>
            <ListItemText>{translate(action.label(player)!)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}

/** Player detail (/players/:playerId): information, the modules' sections, the player menu. */
export default function PlayerDetailPage() {
  const { playerId } = useParams()
  const navigate = useNavigate()
  const { user } = useSession()
  const translate = useTranslate()
  const back = { to: '/players', label: translate('players.detail.back') }
  const { players, loading, error, forbidden, refresh } = usePlayers()
  const [action, setAction] = useState<PlayerMenuAction | null>(null)
  const sections = useContributions(PLAYER_DETAIL_SECTIONS)
  const player = players.find((candidate) => String(candidate.id) === playerId)

  if (!user) return null
  if (forbidden) return <NoCreatorContext />
  if (loading) return <LoadingState label={translate('players.detail.loading')} />
  if (error) {
    return <ErrorPanel title={translate('players.detail.loadFailed')} message={error.message} onRetry={refresh} />
  }
  if (!player) {
    return (
      <Box>
        <PageHeader title={translate('players.detail.title')} back={back} />
        <EmptyState
          icon={<PersonOffIcon />}
          title={translate('players.detail.notFoundTitle')}
          description={translate('players.detail.notFoundDescription')}
          action={
            <Button component={LinkBase} to="/players" variant="contained">
              {translate('players.detail.back')}
            </Button>
          }
        />
      </Box>
    )
  }

  const Dialog = action && lazyOnce(action.dialog)
  return (
    <Box>
      <PageHeader
        back={back}
        title={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            {player.name}
            {player.isModerator && <ModeratorBadge />}
          </Box>
        }
      />
      <Stack spacing={3}>
        <PlayerInformation player={player} menu={<PlayerMenu user={user} player={player} onChoose={setAction} />} />
        {playerDetailSectionsFor(sections, user.role).map((section) => {
          const Section = lazyOnce(section.component)
          return (
            <Suspense key={section.id} fallback={<LoadingState />}>
              <Section player={player} />
            </Suspense>
          )
        })}
      </Stack>
      {Dialog && (
        <Suspense fallback={null}>
          {/* eslint-disable-next-line react-hooks/static-components -- lazyOnce gives one component per loader */}
          <Dialog player={player} onClose={() => setAction(null)} onRemoved={() => navigate('/players')} />
        </Suspense>
      )}
    </Box>
  )
}
