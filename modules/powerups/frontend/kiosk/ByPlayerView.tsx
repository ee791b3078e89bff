import { memo } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { styled } from '@mui/material/styles'
import { useTranslate } from 'react-admin'
import { WindowVirtualList } from '../../../players/frontend/public'
import type { LedgerPlayerDto } from '../../shared/powerups'
import { truncateQueue, type PowerupUnit } from '../../shared/unit-queue'
import { KioskBadge } from '../ui/ExpiryBadges'
import { POWERUP_LABEL_KEYS, PowerupTypeIcon } from '../ui/powerupVisuals'
import { UseButton } from '../ui/UseButton'
import { AddPowerupButton } from './AddPowerupButton'
import { useKiosk } from './KioskContext'
import { KioskEmptyState } from './KioskEmptyState'

const NO_UNITS: PowerupUnit[] = []

// Styled elements rather than `sx`: a screen of cards holds a few dozen of these rows.
const QueueRow = styled('li')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.25),
  padding: theme.spacing(0.75, 0),
  minWidth: 0,
}))
const Position = styled('span')(({ theme }) => ({
  width: 22,
  flexShrink: 0,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  color: theme.palette.text.secondary,
}))
const UnitInfo = styled('span')({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: 8,
  rowGap: 4,
})
const UnitName = styled('span')({ fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' })

const QueueItem = memo(function QueueItem({ unit, position }: { unit: PowerupUnit; position: number }) {
  const { now, activate, isPending, isQueued } = useKiosk()
  const translate = useTranslate()
  return (
    <QueueRow data-testid="kiosk-queue-item">
      <Position>{`${position}.`}</Position>
      <PowerupTypeIcon type={unit.type} size={34} />
      <UnitInfo>
        <UnitName>{translate(POWERUP_LABEL_KEYS[unit.type])}</UnitName>
        <KioskBadge expiresAt={unit.expiresAt} now={now} />
      </UnitInfo>
      <UseButton
        type={unit.type}
        playerName={unit.playerName}
        pending={isPending(unit.key)}
        queued={isQueued(unit.key)}
        onUse={() => void activate(unit)}
      />
    </QueueRow>
  )
})

/** Memoized: scrolling mounts new cards but leaves the ones on screen alone. */
const PlayerCard = memo(function PlayerCard({ player }: { player: LedgerPlayerDto }) {
  const { unitsByPlayer } = useKiosk()
  const translate = useTranslate()
  const units = unitsByPlayer.get(player.id) ?? NO_UNITS
  const { shown, more } = truncateQueue(units)
  return (
    <Card sx={{ p: 1.5 }} data-testid="kiosk-player" aria-label={player.name}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText' }}>
          {player.name.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }} noWrap>
            {player.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('powerups.kiosk.playerPowerups', { smart_count: units.length })}
          </Typography>
        </Box>
        <AddPowerupButton playerName={player.name} />
      </Box>
      {shown.length > 0 && (
        <Box
          component="ol"
          aria-label={translate('powerups.kiosk.queueLabel', { name: player.name })}
          sx={{
            listStyle: 'none',
            m: 0,
            mt: 1,
            p: 0,
            display: 'grid',
            columnGap: 3,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          {shown.map((unit, index) => (
            <QueueItem key={unit.key} unit={unit} position={index + 1} />
          ))}
        </Box>
      )}
      {more > 0 && (
        <Chip label={translate('powerups.kiosk.moreInQueue', { count: more })} size="small" sx={{ mt: 1 }} />
      )}
    </Card>
  )
})

/** By Player: players by name, each with the next 8 units in the order they will be used. */
export default function ByPlayerView() {
  const { players } = useKiosk()
  const translate = useTranslate()
  if (players.length === 0) return <KioskEmptyState />
  return (
    <WindowVirtualList
      label={translate('powerups.kiosk.playersLabel')}
      items={players}
      getKey={(player) => player.id}
      estimateSize={300}
      gap={12}
      renderItem={(player) => <PlayerCard player={player} />}
    />
  )
}
