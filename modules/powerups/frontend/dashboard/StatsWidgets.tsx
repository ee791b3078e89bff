import type { ReactNode } from 'react'
import BoltIcon from '@mui/icons-material/Bolt'
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard'
import GroupsIcon from '@mui/icons-material/Groups'
import TouchAppIcon from '@mui/icons-material/TouchApp'
import Box from '@mui/material/Box'
import { useTranslate } from 'react-admin'
import { ErrorPanel, StatCard, useSession } from '@shell'
import type { PowerupStatsDto } from '../../shared/powerups'
import { usePowerupStats } from '../ledgerApi'

interface Figure {
  /** A catalog key. */
  label: string
  value: (stats: PowerupStatsDto) => number
  icon: ReactNode
  caption?: ReactNode
}

function StatsRow({ figures }: { figures: Figure[] }) {
  const translate = useTranslate()
  const { data, isPending, error, refetch } = usePowerupStats()
  if (error) {
    return (
      <ErrorPanel
        title={translate('powerups.dashboard.figuresFailed')}
        message={error.message}
        onRetry={() => void refetch()}
      />
    )
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${figures.length}, minmax(0, 1fr))` },
        // Two per row on phones; an odd last card takes the whole row.
        '& > :last-child:nth-of-type(odd)': { gridColumn: { xs: '1 / -1', md: 'auto' } },
      }}
    >
      {figures.map((figure) => (
        <StatCard
          key={figure.label}
          label={translate(figure.label)}
          icon={figure.icon}
          caption={figure.caption}
          loading={isPending}
          value={data ? figure.value(data) : 0}
        />
      ))}
    </Box>
  )
}

/** Creator Overview cards (docs/api/powerups.md). */
export function CreatorStatsWidget() {
  return (
    <StatsRow
      figures={[
        { label: 'powerups.dashboard.myActivePowerups', value: (stats) => stats.activePowerups, icon: <BoltIcon /> },
        { label: 'powerups.dashboard.grantsToday', value: (stats) => stats.grantsToday, icon: <CardGiftcardIcon /> },
        { label: 'powerups.dashboard.usesToday', value: (stats) => stats.usesToday, icon: <TouchAppIcon /> },
        { label: 'powerups.dashboard.myActivePlayers', value: (stats) => stats.activePlayers, icon: <GroupsIcon /> },
      ]}
    />
  )
}

/**
 * Moderator Overview cards (docs/api/powerups.md), for the creator they work for: the figures are the whole
 * team's (the creator and every moderator), and say so; My Activity has the moderator's own.
 */
export function ModeratorStatsWidget() {
  const { user } = useSession()
  const translate = useTranslate()
  const team = user?.creatorName
    ? translate('powerups.dashboard.teamOf', { name: user.creatorName })
    : translate('powerups.dashboard.wholeTeam')
  return (
    <StatsRow
      figures={[
        {
          label: 'powerups.dashboard.grantedToday',
          value: (stats) => stats.grantsToday,
          icon: <CardGiftcardIcon />,
          caption: team,
        },
        {
          label: 'powerups.dashboard.usedToday',
          value: (stats) => stats.usesToday,
          icon: <TouchAppIcon />,
          caption: team,
        },
        {
          label: 'powerups.dashboard.activePlayers',
          value: (stats) => stats.activePlayers,
          icon: <GroupsIcon />,
          caption: team,
        },
      ]}
    />
  )
}
