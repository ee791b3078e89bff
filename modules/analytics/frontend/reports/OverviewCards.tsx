import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import BoltIcon from '@mui/icons-material/Bolt'
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard'
import DiamondIcon from '@mui/icons-material/Diamond'
import GroupsIcon from '@mui/icons-material/Groups'
import PersonIcon from '@mui/icons-material/Person'
import ShieldIcon from '@mui/icons-material/Shield'
import type { ReactNode } from 'react'
import { useTranslate } from 'react-admin'
import { StatCards, type Translate } from '@shell'
import type { AnalyticsOverviewDto } from '../../shared/analytics'
import { growthColor } from './display'
import { figure, growthText } from '../statistics/format'

/** What the cards show: the figures, skeletons while loading, or no figures when the call failed. */
export type OverviewState = { overview: AnalyticsOverviewDto } | { loading: true } | { unavailable: true }

interface CardSpec {
  label: string
  icon: ReactNode
  value: (overview: AnalyticsOverviewDto) => number
  caption?: (overview: AnalyticsOverviewDto, translate: Translate) => ReactNode
}

const CARDS: CardSpec[] = [
  {
    label: 'analytics.overview.totalCreators',
    icon: <GroupsIcon />,
    value: (overview) => overview.totalCreators,
    caption: (overview, translate) =>
      translate('analytics.overview.activeCreators', { count: figure(overview.activeCreators) }),
  },
  { label: 'analytics.overview.moderators', icon: <ShieldIcon />, value: (overview) => overview.totalModerators },
  { label: 'analytics.overview.players', icon: <PersonIcon />, value: (overview) => overview.totalPlayers },
  { label: 'analytics.overview.powerupsGranted', icon: <BoltIcon />, value: (overview) => overview.totalPowerups },
  { label: 'analytics.overview.gifts', icon: <CardGiftcardIcon />, value: (overview) => overview.totalGifts },
  {
    label: 'analytics.overview.revenue',
    icon: <DiamondIcon />,
    value: (overview) => overview.revenue,
    caption: (overview, translate) =>
      overview.growthRate === null ? (
        translate('analytics.overview.noPrevious')
      ) : (
        <Box component="span" sx={{ color: growthColor(overview.growthRate) }}>
          {translate('analytics.overview.vsPrevious', { growth: growthText(overview.growthRate) })}
        </Box>
      ),
  },
]

/** The six overview cards (docs/api/analytics.md); phones stack them two by two. */
export function OverviewCards({ state }: { state: OverviewState }) {
  const translate = useTranslate()
  return (
    <StatCards
      label={translate('analytics.overview.title')}
      columns={{ xs: 2, md: 3, xl: 6 }}
      loading={'loading' in state}
      cards={CARDS.map((card) => ({
        label: translate(card.label),
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
          'overview' in state
            ? card.caption?.(state.overview, translate)
            : 'unavailable' in state
              ? translate('analytics.overview.unavailable')
              : undefined,
      }))}
    />
  )
}
