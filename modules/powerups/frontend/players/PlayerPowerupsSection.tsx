import { useState } from 'react'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import type { PlayerDto } from '../../../players/shared/players'
import { asLedgerPlayer } from '../ledgerPlayers'
import { isHoldingActive, unitsOfPlayer, type PowerupUnit } from '../../shared/unit-queue'
import { AddPowerupDialog } from '../ui/AddPowerupDialog'
import { ExpiryBadge } from '../ui/ExpiryBadges'
import { POWERUP_LABEL_KEYS, PowerupTypeIcon } from '../ui/powerupVisuals'
import { UseButton } from '../ui/UseButton'
import { usePowerupActivation } from '../ui/usePowerupActivation'
import { useNow } from '../ui/useNow'
import { useHoldsPermission } from '@shell'
import { RevertDialog } from '../ui/RevertDialog'
import { useRemoveHolding } from '../ui/useUndo'

/** Player detail: the player's active holdings as a grid, each with Use and Remove, and Add Powerup. */
export default function PlayerPowerupsSection({ player: rosterPlayer }: { player: PlayerDto }) {
  const player = asLedgerPlayer(rosterPlayer)
  const translate = useTranslate()
  const label = (unit: PowerupUnit) => translate(POWERUP_LABEL_KEYS[unit.type])
  const now = useNow()
  const { activate, isPending } = usePowerupActivation('players')
  const [adding, setAdding] = useState(false)
  const mayGrant = useHoldsPermission('grant_powerups')
  const [removing, setRemoving] = useState<PowerupUnit | null>(null)
  const remove = useRemoveHolding()
  // A holding's first unit stands for the holding (the server uses the first-expiring unit).
  const holdings = unitsOfPlayer(player, now).filter((unit) => unit.unitIndex === 0)
  const countOf = (holdingId: number) => player.powerups.find((holding) => holding.id === holdingId)?.count ?? 0
  const total = player.powerups.reduce((sum, holding) => sum + (isHoldingActive(holding, now) ? holding.count : 0), 0)

  return (
    <Card>
      <CardHeader
        title={translate('powerups.player.activeTitle')}
        subheader={translate('powerups.player.activeCount', { smart_count: total })}
        titleTypographyProps={{ variant: 'h6' }}
        action={
          mayGrant && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setAdding(true)}
              sx={{ minHeight: 44, mt: 1, mr: 1 }}
            >
              {translate('powerups.player.addPowerup')}
            </Button>
          )
        }
        sx={{ flexWrap: 'wrap', gap: 1 }}
      />
      <CardContent sx={{ pt: 0 }}>
        {holdings.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {translate('powerups.player.none', { name: player.name })}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
            {holdings.map((unit) => (
              <Paper
                key={unit.holdingId}
                variant="outlined"
                sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}
                data-testid="player-holding"
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <PowerupTypeIcon type={unit.type} size={44} />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }} noWrap>
                      {label(unit)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate('powerups.player.count', { count: countOf(unit.holdingId) })}
                    </Typography>
                  </Box>
                </Box>
                <ExpiryBadge expiresAt={unit.expiresAt} now={now} />
                <UseButton
                  type={unit.type}
                  playerName={player.name}
                  pending={isPending(unit.key)}
                  onUse={() => void activate(unit)}
                  grow
                />
                {mayGrant && (
                  <Button
                    color="error"
                    startIcon={<DeleteOutlineIcon />}
                    onClick={() => setRemoving(unit)}
                    aria-label={translate('powerups.player.removeLabel', {
                      powerup: label(unit),
                      count: countOf(unit.holdingId),
                    })}
                    sx={{ minHeight: 44 }}
                  >
                    {translate('powerups.player.remove')}
                  </Button>
                )}
              </Paper>
            ))}
          </Box>
        )}
      </CardContent>
      {removing && (
        <RevertDialog
          title={translate('powerups.player.removeTitle', {
            powerup: label(removing),
            count: countOf(removing.holdingId),
          })}
          text={translate('powerups.player.removeText', { name: player.name, powerup: label(removing) })}
          submitLabel={translate('powerups.player.remove')}
          busyLabel={translate('powerups.player.removing')}
          onClose={() => setRemoving(null)}
          onSubmit={(reason) => remove(removing.holdingId, { reason })}
        />
      )}
      {adding && (
        <AddPowerupDialog playerName={player.name} source="players" withCount onClose={() => setAdding(false)} />
      )}
    </Card>
  )
}
