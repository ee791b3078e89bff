import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import BoltIcon from '@mui/icons-material/Bolt'
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard'
import DiamondIcon from '@mui/icons-material/Diamond'
import GroupsIcon from '@mui/icons-material/Groups'
import PersonIcon from '@mui/icons-material/Person'
import ShieldIcon from '@mui/icons-material/Shield'
import type { ReactNode } from 'react'
import { StatCards } from '@shell'
import type { AnalyticsOverviewDto } from '../../shared/analytics'
import { growthColor } from './display'
import { figure, growthText } from '../statistics/format'

/** What the cards show: the figures, skeletons while loading, or no figures when the call failed. */
export type OverviewState = { overview: AnalyticsOverviewDto } | { loading: true } | { unavailable: true }

interface CardSpec {
  label: string
  icon: ReactNode
  value: (overview: AnalyticsOverviewDto) => number
  caption?: (overview: AnalyticsOverviewDto) => ReactNode
}

const CARDS: CardSpec[] = [
  {
    label: 'Total Creators',
    icon: <GroupsIcon />,
    value: (overview) => overview.totalCreators,
    caption: (overview) => `${figure(overview.activeCreators)} active`,
  },
  { label: 'Moderators', icon: <ShieldIcon />, value: (overview) => overview.totalModerators },
  { label: 'Players', icon: <PersonIcon />, value: (overview) => overview.totalPlayers },
  { label: 'Powerups Granted', icon: <BoltIcon />, value: (overview) => overview.totalPowerups },
  { label: 'Gifts', icon: <CardGiftcardIcon />, value: (overview) => overview.totalGifts },
  {
    label: 'Revenue (diamonds)',
    icon: <DiamondIcon />,
    value: (overview) => overview.revenue,
    caption: (overview) =>
      overview.growthRate === null ? (
        'No previous period to compare'
      ) : (
        <Box component="span" sx={{ color: growthColor(overview.growthRate) }}>
          {growthText(overview.growthRate)} vs previous period
        </Box>
      ),
  },
]

/** The six overview cards (docs/api/analytics.md); phones stack them two by two. */
export function OverviewCards({ state }: { state: OverviewState }) {
  return (
    <StatCards
      label="Overview"
      columns={{ xs: 2, md: 3, xl: 6 }}
      loading={'loading' in state}
      cards={CARDS.map((card) => ({
        label: card.label,
        icon: card.icon,
        value:
          'overview' in state ? (
            figure(card.value(state.overview))
          ) : (
            <Typography component="span" variant="h4" color="text.disabled">
              —
            </Typography>
          ),
        caption:
          'overview' in state ? card.caption?.(state.overview) : 'unavailable' in state ? 'Unavailable' : undefined,
      }))}
    />
  )
}
