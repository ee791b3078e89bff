import { useState } from 'react'
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { StatCard } from '@shell'
import type { CreatorStatisticsDto } from '../../shared/analytics'
import { average, figure, formatActivityTime, growthText, hours } from './format'
import { PerformanceTrends } from './PerformanceTrends'

interface Figure {
  label: string
  value: string
  caption?: string
  /** A long value (a date) takes a whole row on a phone. */
  wide?: boolean
}

/** The nine tabs and their figures, in the order and words of docs/api/analytics.md. */
const TABS: { id: string; label: string; figures: (data: CreatorStatisticsDto) => Figure[] }[] = [
  {
    id: 'overview',
    label: 'Overview',
    figures: ({ summary }) => [
      { label: 'Growth Rate', value: growthText(summary.growthRate), caption: 'vs previous period' },
      { label: 'Last Activity', value: formatActivityTime(summary.lastActivity), wide: true },
    ],
  },
  {
    id: 'live',
    label: 'Live',
    figures: ({ summary, liveAnalytics: live }) => [
      { label: 'Live Sessions', value: figure(live.totalSessions), caption: 'total sessions' },
      { label: 'Total Duration', value: hours(summary.totalHours), caption: 'hours live' },
      { label: 'Avg Session', value: hours(live.averageDuration), caption: 'average duration' },
      {
        label: 'Live Frequency',
        value: average(live.liveFrequency?.daily),
        caption: `per day · ${average(live.liveFrequency?.weekly)} per week · ${average(live.liveFrequency?.monthly)} per month`,
      },
    ],
  },
  {
    id: 'gifts',
    label: 'Gifts',
    figures: ({ giftAnalytics: gifts }) => [
      { label: 'Total Gifts', value: figure(gifts.totalGifts) },
      { label: 'Total Value', value: figure(gifts.totalValue), caption: 'diamonds' },
      { label: 'Avg Value', value: average(gifts.averageValue), caption: 'diamonds per gift' },
    ],
  },
  {
    id: 'powerups',
    label: 'Powerups',
    figures: ({ powerupAnalytics: powerups }) => [
      { label: 'Granted', value: figure(powerups.totalGranted) },
      { label: 'Used', value: figure(powerups.totalUsed) },
      { label: 'Active', value: figure(powerups.activePowerups), caption: 'held by active players now' },
    ],
  },
  {
    id: 'players',
    label: 'Players',
    figures: ({ playerAnalytics: players }) => [
      { label: 'Total', value: figure(players.totalPlayers) },
      { label: 'Active', value: figure(players.activePlayers), caption: 'got or used a powerup in the period' },
      { label: 'New', value: figure(players.newPlayers) },
    ],
  },
  {
    id: 'moderators',
    label: 'Moderators',
    figures: ({ moderatorAnalytics: moderators }) => [
      { label: 'Total', value: figure(moderators.totalModerators) },
      { label: 'Active', value: figure(moderators.activeModerators), caption: 'acted in the period' },
      { label: 'Total Actions', value: figure(moderators.totalActions) },
    ],
  },
  {
    id: 'chat',
    label: 'Chat',
    figures: ({ chatAnalytics: chat }) => [
      { label: 'Total Messages', value: figure(chat.totalMessages) },
      { label: 'Unique Users', value: figure(chat.uniqueUsers) },
      { label: 'Avg per User', value: average(chat.averageMessagesPerUser) },
    ],
  },
  {
    id: 'security',
    label: 'Security',
    figures: ({ securityAnalytics: security }) => [
      { label: 'Creator Logins', value: figure(security.creatorLogins) },
      { label: 'Moderator Logins', value: figure(security.moderatorLogins) },
      { label: 'Total Logins', value: figure(security.totalLogins) },
    ],
  },
  {
    id: 'errors',
    label: 'Errors',
    figures: ({ errorAnalytics: errors }) => [
      { label: 'System Errors', value: figure(errors.systemErrors), caption: 'general' },
      { label: 'Live Kiosk Errors', value: figure(errors.liveKioskErrors), caption: 'powerup usage errors' },
      { label: 'API Errors', value: figure(errors.apiErrors), caption: 'external API failures' },
      { label: 'TikTok Errors', value: figure(errors.tiktokErrors), caption: 'live connection issues' },
      { label: 'Total Errors', value: figure(errors.totalErrors) },
    ],
  },
]

function FigureGrid({ figures }: { figures: Figure[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(auto-fit, minmax(180px, 1fr))' },
      }}
    >
      {figures.map(({ label, value, caption, wide }) => (
        <Box key={label} sx={wide ? { gridColumn: { xs: '1 / -1', md: 'auto' } } : undefined}>
          <StatCard label={label} value={value} caption={caption} />
        </Box>
      ))}
    </Box>
  )
}

/** The statistics' nine tabs; Overview adds the Performance Trends charts. */
export function StatisticsTabs({ data }: { data: CreatorStatisticsDto }) {
  const [tabId, setTabId] = useState(TABS[0].id)
  const tab = TABS.find(({ id }) => id === tabId) ?? TABS[0]

  return (
    <Box>
      <Tabs
        value={tab.id}
        onChange={(_, next: string) => setTabId(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Statistics"
        // contain: the nine tabs scroll on a phone instead of widening the page to their width
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', contain: 'inline-size' }}
      >
        {TABS.map(({ id, label }) => (
          <Tab key={id} value={id} label={label} id={`statistics-tab-${id}`} aria-controls="statistics-panel" />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id="statistics-panel"
        aria-labelledby={`statistics-tab-${tab.id}`}
        sx={{ display: 'grid', gap: 2 }}
      >
        <FigureGrid figures={tab.figures(data)} />
        {tab.id === 'overview' && <PerformanceTrends trends={data.performanceTrends} />}
      </Box>
    </Box>
  )
}
