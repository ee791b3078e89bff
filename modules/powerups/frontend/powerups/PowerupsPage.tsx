import { useMemo, useState } from 'react'
import BoltIcon from '@mui/icons-material/Bolt'
import CategoryIcon from '@mui/icons-material/Category'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import { EmptyState, ErrorPanel, LoadingState, PageHeader, StatCard } from '@shell'
import { NoCreatorContext, WindowVirtualList } from '../../../players/frontend/public'
import { useLedgerPlayers } from '../ledgerPlayers'
import { POWERUP_TYPES, type PowerupType } from '../../shared/powerups'
import { activeUnits, type PowerupUnit } from '../../shared/unit-queue'
import { ExpiryBadge } from '../ui/ExpiryBadges'
import { POWERUP_LABEL_KEYS, PowerupTypeIcon } from '../ui/powerupVisuals'
import { UseButton } from '../ui/UseButton'
import { usePowerupActivation } from '../ui/usePowerupActivation'
import { useNow } from '../ui/useNow'
import { countByType, filterUnits, type TypeFilter } from './powerupFilters'

function UnitRow({
  unit,
  now,
  pending,
  onUse,
}: {
  unit: PowerupUnit
  now: number
  pending: boolean
  onUse: () => void
}) {
  const translate = useTranslate()
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        minHeight: 72,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <PowerupTypeIcon type={unit.type} size={44} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {translate(POWERUP_LABEL_KEYS[unit.type])}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {translate('powerups.page.ownedBy', { name: unit.playerName })}
        </Typography>
        <Box sx={{ mt: 0.5 }}>
          <ExpiryBadge expiresAt={unit.expiresAt} now={now} />
        </Box>
      </Box>
      <UseButton type={unit.type} playerName={unit.playerName} pending={pending} onUse={onUse} />
    </Box>
  )
}

function FilterButtons({
  counts,
  total,
  value,
  onChange,
}: {
  counts: Record<PowerupType, number>
  total: number
  value: TypeFilter
  onChange: (filter: TypeFilter) => void
}) {
  const translate = useTranslate()
  const options: { value: TypeFilter; label: string; count: number }[] = [
    { value: 'all', label: translate('powerups.page.all'), count: total },
    ...POWERUP_TYPES.map((type) => ({ value: type, label: translate(POWERUP_LABEL_KEYS[type]), count: counts[type] })),
  ]
  return (
    <Stack
      direction="row"
      sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}
      role="group"
      aria-label={translate('powerups.page.filterLabel')}
    >
      {options.map((option) => (
        <Chip
          key={option.value}
          label={translate('powerups.page.filterOption', { label: option.label, count: option.count })}
          icon={
            option.value === 'all' ? undefined : (
              <Box sx={{ display: 'flex', pl: 0.5 }}>
                <PowerupTypeIcon type={option.value} size={22} decorative />
              </Box>
            )
          }
          color={option.value === value ? 'primary' : 'default'}
          variant={option.value === value ? 'filled' : 'outlined'}
          onClick={() => onChange(option.value)}
          aria-pressed={option.value === value}
          sx={{ height: 40, fontSize: '0.9rem' }}
        />
      ))}
    </Stack>
  )
}

/** My Powerups (/powerups): every active unit, next to expire first, with Use. */
export default function PowerupsPage() {
  const now = useNow()
  const translate = useTranslate()
  const { players, loading, error, forbidden, refresh } = useLedgerPlayers()
  const { activate, isPending } = usePowerupActivation('players')
  const [filter, setFilter] = useState<TypeFilter>('all')
  const units = useMemo(() => activeUnits(players, now), [players, now])
  const counts = useMemo(() => countByType(units), [units])
  const shown = useMemo(() => filterUnits(units, filter), [units, filter])
  const typesHeld = POWERUP_TYPES.filter((type) => counts[type] > 0).length

  function body() {
    if (loading) return <LoadingState label={translate('powerups.page.loading')} />
    if (error)
      return <ErrorPanel title={translate('powerups.page.loadFailed')} message={error.message} onRetry={refresh} />
    if (shown.length === 0) {
      const typeLabel = filter === 'all' ? null : translate(POWERUP_LABEL_KEYS[filter])
      return (
        <Card>
          <EmptyState
            icon={<BoltIcon />}
            title={
              typeLabel
                ? translate('powerups.page.noTypeTitle', { powerup: typeLabel })
                : translate('powerups.page.noTitle')
            }
            description={
              typeLabel
                ? translate('powerups.page.noTypeDescription', { powerup: typeLabel })
                : translate('powerups.page.noDescription')
            }
          />
        </Card>
      )
    }
    return (
      <Card>
        <WindowVirtualList
          label={translate('powerups.page.listLabel')}
          items={shown}
          getKey={(unit) => unit.key}
          estimateSize={92}
          renderItem={(unit) => (
            <UnitRow unit={unit} now={now} pending={isPending(unit.key)} onUse={() => void activate(unit)} />
          )}
        />
      </Card>
    )
  }

  if (forbidden) {
    return (
      <Box>
        <PageHeader title={translate('powerups.page.title')} />
        <NoCreatorContext title={translate('powerups.page.noCreatorTitle')} />
      </Box>
    )
  }

  return (
    <Box>
      <PageHeader title={translate('powerups.page.title')} subtitle={translate('powerups.page.subtitle')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', mb: 3 }}>
        <StatCard
          label={translate('powerups.page.totalAvailable')}
          value={units.length}
          icon={<BoltIcon />}
          loading={loading}
        />
        <StatCard
          label={translate('powerups.page.powerupTypes')}
          value={typesHeld}
          icon={<CategoryIcon />}
          loading={loading}
        />
      </Box>
      <FilterButtons counts={counts} total={units.length} value={filter} onChange={setFilter} />
      {body()}
    </Box>
  )
}
