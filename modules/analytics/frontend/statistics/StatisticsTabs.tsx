import { useState } from 'react'
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useTranslate } from 'react-admin'
import { StatCard } from '@shell'
import type { CreatorStatisticsDto } from '../../shared/analytics'
import { average, figure, formatActivityTime, growthText, hours } from './format'
import { PerformanceTrends } from './PerformanceTrends'

/** A figure of a tab: its label and caption are message keys. */
interface Figure {
  label: string
  value: string
  caption?: string
  captionOptions?: Record<string, string>
  /** A long value (a date) takes a whole row on a phone. */
  wide?: boolean
}

/** The nine tabs and their figures, in the order and words of docs/api/analytics.md. */
const TABS: { id: string; label: string; figures: (data: CreatorStatisticsDto) => Figure[] }[] = [
  {
    id: 'overview',
    label: 'analytics.tabs.overview.title',
    figures: ({ summary }) => [
      {
        label: 'analytics.tabs.overview.growthRate',
        value: growthText(summary.growthRate),
        caption: 'analytics.tabs.overview.vsPreviousPeriodCaption',
      },
      { label: 'analytics.tabs.overview.lastActivity', value: formatActivityTime(summary.lastActivity), wide: true },
    ],
  },
  {
    id: 'live',
    label: 'analytics.tabs.live.title',
    figures: ({ summary, liveAnalytics: live }) => [
      {
        label: 'analytics.tabs.live.liveSessions',
        value: figure(live.totalSessions),
        caption: 'analytics.tabs.live.totalSessionsCaption',
      },
      {
        label: 'analytics.tabs.live.totalDuration',
        value: hours(summary.totalHours),
        caption: 'analytics.tabs.live.hoursLiveCaption',
      },
      {
        label: 'analytics.tabs.live.avgSession',
        value: hours(live.averageDuration),
        caption: 'analytics.tabs.live.averageDurationCaption',
      },
      {
        label: 'analytics.tabs.live.liveFrequency',
        value: average(live.liveFrequency?.daily),
        caption: 'analytics.tabs.live.frequencyCaption',
        captionOptions: {
          weekly: average(live.liveFrequency?.weekly),
          monthly: average(live.liveFrequency?.monthly),
        },
      },
    ],
  },
  {
    id: 'gifts',
    label: 'analytics.tabs.gifts.title',
    figures: ({ giftAnalytics: gifts }) => [
      { label: 'analytics.tabs.gifts.totalGifts', value: figure(gifts.totalGifts) },
      {
        label: 'analytics.tabs.gifts.totalValue',
        value: figure(gifts.totalValue),
        caption: 'analytics.tabs.gifts.diamondsCaption',
      },
      {
        label: 'analytics.tabs.gifts.avgValue',
        value: average(gifts.averageValue),
        caption: 'analytics.tabs.gifts.diamondsPerGiftCaption',
      },
    ],
  },
  {
    id: 'powerups',
    label: 'analytics.tabs.powerups.title',
    figures: ({ powerupAnalytics: powerups }) => [
      { label: 'analytics.tabs.powerups.granted', value: figure(powerups.totalGranted) },
      { label: 'analytics.tabs.powerups.used', value: figure(powerups.totalUsed) },
      {
        label: 'analytics.tabs.powerups.active',
        value: figure(powerups.activePowerups),
        caption: 'analytics.tabs.powerups.heldByActivePlayersNowCaption',
      },
    ],
  },
  {
    id: 'players',
    label: 'analytics.tabs.players.title',
    figures: ({ playerAnalytics: players }) => [
      { label: 'analytics.tabs.players.total', value: figure(players.totalPlayers) },
      {
        label: 'analytics.tabs.players.active',
        value: figure(players.activePlayers),
        caption: 'analytics.tabs.players.gotOrUsedAPowerupInThePeriodCaption',
      },
      { label: 'analytics.tabs.players.new', value: figure(players.newPlayers) },
    ],
  },
  {
    id: 'moderators',
    label: 'analytics.tabs.moderators.title',
    figures: ({ moderatorAnalytics: moderators }) => [
      { label: 'analytics.tabs.moderators.total', value: figure(moderators.totalModerators) },
      {
        label: 'analytics.tabs.moderators.active',
        value: figure(moderators.activeModerators),
        caption: 'analytics.tabs.moderators.actedInThePeriodCaption',
      },
      { label: 'analytics.tabs.moderators.totalActions', value: figure(moderators.totalActions) },
    ],
  },
  {
    id: 'chat',
    label: 'analytics.tabs.chat.title',
    figures: ({ chatAnalytics: chat }) => [
      { label: 'analytics.tabs.chat.totalMessages', value: figure(chat.totalMessages) },
      { label: 'analytics.tabs.chat.uniqueUsers', value: figure(chat.uniqueUsers) },
      { label: 'analytics.tabs.chat.avgPerUser', value: average(chat.averageMessagesPerUser) },
    ],
  },
  {
    id: 'security',
    label: 'analytics.tabs.security.title',
    figures: ({ securityAnalytics: security }) => [
      { label: 'analytics.tabs.security.creatorLogins', value: figure(security.creatorLogins) },
      { label: 'analytics.tabs.security.moderatorLogins', value: figure(security.moderatorLogins) },
      { label: 'analytics.tabs.security.totalLogins', value: figure(security.totalLogins) },
    ],
  },
  {
    id: 'errors',
    label: 'analytics.tabs.errors.title',
    figures: ({ errorAnalytics: errors }) => [
      {
        label: 'analytics.tabs.errors.systemErrors',
        value: figure(errors.systemErrors),
        caption: 'analytics.tabs.errors.generalCaption',
      },
      {
        label: 'analytics.tabs.errors.liveKioskErrors',
        value: figure(errors.liveKioskErrors),
        caption: 'analytics.tabs.errors.powerupUsageErrorsCaption',
      },
      {
        label: 'analytics.tabs.errors.apiErrors',
        value: figure(errors.apiErrors),
        caption: 'analytics.tabs.errors.externalAPIFailuresCaption',
      },
      {
        label: 'analytics.tabs.errors.tiktokErrors',
        value: figure(errors.tiktokErrors),
        caption: 'analytics.tabs.errors.liveConnectionIssuesCaption',
      },
      { label: 'analytics.tabs.errors.totalErrors', value: figure(errors.totalErrors) },
    ],
  },
]

function FigureGrid({ figures }: { figures: Figure[] }) {
  const translate = useTranslate()
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(auto-fit, minmax(180px, 1fr))' },
      }}
    >
      {figures.map(({ label, value, caption, captionOptions, wide }) => (
        <Box key={label} sx={wide ? { gridColumn: { xs: '1 / -1', md: 'auto' } } : undefined}>
          <StatCard label={translate(label)} value={value} caption={caption && translate(caption, captionOptions)} />
        </Box>
      ))}
    </Box>
  )
}

/** The statistics' nine tabs; Overview adds the Performance Trends charts. */
export function StatisticsTabs({ data }: { data: CreatorStatisticsDto }) {
  const translate = useTranslate()
  const [tabId, setTabId] = useState(TABS[0].id)
  const tab = TABS.find(({ id }) => id === tabId) ?? TABS[0]

  return (
    <Box>
      <Tabs
        value={tab.id}
        onChange={(_, next: string) => setTabId(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate('analytics.tabs.label')}
        // contain: the nine tabs scroll on a phone instead of widening the page to their width
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', contain: 'inline-size' }}
      >
        {TABS.map(({ id, label }) => (
          <Tab
            key={id}
            value={id}
            label={translate(label)}
            id={`statistics-tab-${id}`}
            aria-controls="statistics-panel"
          />
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
