import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents'
import InventoryIcon from '@mui/icons-material/Inventory2'
import SportsKabaddiIcon from '@mui/icons-material/SportsKabaddi'
import { useTranslate } from 'react-admin'
import { formatCount, StatCards } from '@shell'
import type { CreatorStatisticsSectionProps } from '../../../analytics/frontend/public'

/**
 * The creator statistics page's Matches card (analytics' CREATOR_STATISTICS_SECTIONS): TikTok
 * matches in the period, those won, and powerups used per match (docs/api/analytics.md).
 */
export default function MatchStatisticsCard({ statistics }: CreatorStatisticsSectionProps) {
  const translate = useTranslate()
  const { totalMatches, wins, itemsPerMatch } = statistics.matchAnalytics
  const winRate = totalMatches ? Math.round((wins / totalMatches) * 100) : 0
  return (
    <Box component="section" aria-label={translate('matches.statistics.title')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('matches.statistics.title')}
      </Typography>
      <StatCards
        columns={{ xs: 1, sm: 3 }}
        cards={[
          {
            label: translate('matches.statistics.matches'),
            value: formatCount(totalMatches),
            icon: <SportsKabaddiIcon />,
          },
          {
            label: translate('matches.statistics.wins'),
            value: formatCount(wins),
            caption: translate('matches.statistics.winRate', { rate: formatCount(winRate) }),
            icon: <EmojiEventsIcon />,
          },
          {
            label: translate('matches.statistics.itemsPerMatch'),
            value: formatCount(Math.round(itemsPerMatch * 10) / 10),
            icon: <InventoryIcon />,
          },
        ]}
      />
    </Box>
  )
}
