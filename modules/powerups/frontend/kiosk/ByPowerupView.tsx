import { memo, useMemo, useRef } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import { WindowVirtualList } from '../../../players/frontend/public'
import type { PowerupUnit } from '../../shared/unit-queue'
import { KioskBadge } from '../ui/ExpiryBadges'
import { POWERUP_LABEL_KEYS, PowerupTypeIcon } from '../ui/powerupVisuals'
import { UseButton } from '../ui/UseButton'
import { AddPowerupButton } from './AddPowerupButton'
import { useKiosk } from './KioskContext'
import { KioskEmptyState } from './KioskEmptyState'
import { chunkRows, columnsFor } from './kioskLayout'
import { useElementWidth } from './useElementWidth'

const TILE_MIN_WIDTH = 280
const GAP = 12

const UnitTile = memo(function UnitTile({ unit }: { unit: PowerupUnit }) {
  const { now, activate, isPending, isQueued } = useKiosk()
  const translate = useTranslate()
  return (
    <Card sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.25, minWidth: 0 }} data-testid="kiosk-unit">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <PowerupTypeIcon type={unit.type} size={44} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {translate(POWERUP_LABEL_KEYS[unit.type])}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {unit.playerName}
          </Typography>
        </Box>
        <KioskBadge expiresAt={unit.expiresAt} now={now} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <UseButton
          type={unit.type}
          playerName={unit.playerName}
          pending={isPending(unit.key)}
          queued={isQueued(unit.key)}
          onUse={() => void activate(unit)}
          grow
        />
        <AddPowerupButton playerName={unit.playerName} />
      </Box>
    </Card>
  )
})

const TileRow = memo(function TileRow({ row, columns }: { row: PowerupUnit[]; columns: number }) {
  return (
    <Box sx={{ display: 'grid', gap: `${GAP}px`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {row.map((unit) => (
        <UnitTile key={unit.key} unit={unit} />
      ))}
    </Box>
  )
})

/** By Powerup: one tile per unit, soonest expiry first, in as many columns as fit. */
export default function ByPowerupView() {
  const { units } = useKiosk()
  const translate = useTranslate()
  const gridRef = useRef<HTMLDivElement>(null)
  const width = useElementWidth(gridRef)
  const columns = columnsFor(width, TILE_MIN_WIDTH, GAP)
  const rows = useMemo(() => chunkRows(units, columns), [units, columns])

  if (units.length === 0) return <KioskEmptyState />
  return (
    <Box ref={gridRef}>
      <WindowVirtualList
        label={translate('powerups.kiosk.unitsLabel')}
        items={rows}
        getKey={(row) => row[0].key}
        estimateSize={118}
        gap={GAP}
        renderItem={(row) => <TileRow row={row} columns={columns} />}
      />
    </Box>
  )
}
