import { lazy, Suspense } from 'react'
import { screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { CreatorStatisticsDto } from '../../../analytics/frontend/public'
import analytics from '../../../analytics/frontend/index'
import { mockFetch, renderMatches } from '../testSupport'

const SLOW = { timeout: 5000 }
// The statistics page as the analytics manifest routes it (its public surface holds the slot only).
const StatisticsPage = lazy(analytics.routes!.find((route) => route.path === '/admin/creators/:id/statistics')!.element)
const point = { date: '2026-11-23', gifts: 0, value: 0, powerupsGranted: 0, powerupsUsed: 0, activePlayers: 0 }
const statistics: CreatorStatisticsDto = {
  period: 'month',
  from: '2026-10-26',
  to: '2026-11-24',
  summary: {
    isCurrentlyLive: false,
    healthScore: 50,
    totalValue: 0,
    totalPlayers: 0,
    totalHours: 0,
    totalModerators: 0,
    growthRate: 0,
    lastActivity: null,
  },
  liveAnalytics: { totalSessions: 0, averageDuration: 0, liveFrequency: { daily: 0, weekly: 0, monthly: 0 } },
  giftAnalytics: { totalGifts: 0, totalValue: 0, averageValue: 0 },
  powerupAnalytics: { totalGranted: 0, totalUsed: 0, activePowerups: 0 },
  playerAnalytics: { totalPlayers: 0, activePlayers: 0, newPlayers: 0 },
  moderatorAnalytics: { totalModerators: 0, activeModerators: 0, totalActions: 0 },
  matchAnalytics: { totalMatches: 8, wins: 6, itemsPerMatch: 2.25 },
  chatAnalytics: { totalMessages: 0, uniqueUsers: 0, averageMessagesPerUser: 0 },
  securityAnalytics: { creatorLogins: 0, moderatorLogins: 0, totalLogins: 0 },
  performanceTrends: {
    daily: [{ ...point, chatMessages: 0, liveMinutes: 0 }],
    weekly: [],
    monthly: [],
  },
  errorAnalytics: { systemErrors: 0, liveKioskErrors: 0, apiErrors: 0, tiktokErrors: 0, totalErrors: 0 },
}

describe("the creator statistics page's Matches card", { timeout: 20_000 }, () => {
  it('shows matches, wins and items per match from the statistics answer', async () => {
    mockFetch({
      'GET /api/admin/creators/7/statistics': {
        body: {
          success: true,
          data: statistics,
          creator: { id: 7, name: 'Luna Star', email: 'luna@example.com', tiktokUsername: null },
        },
      },
    })
    renderMatches(
      <Routes>
        <Route
          path="/admin/creators/:id/statistics"
          element={
            <Suspense>
              <StatisticsPage />
            </Suspense>
          }
        />
      </Routes>,
      { role: 'ADMIN', path: '/admin/creators/7/statistics', modules: [analytics] }
    )
    const card = await screen.findByRole('region', { name: 'Matches' }, SLOW)
    expect(within(card).getByRole('heading', { name: 'Matches' })).toBeInTheDocument()
    expect(within(card).getByText('8')).toBeInTheDocument()
    expect(within(card).getByText('6')).toBeInTheDocument()
    expect(within(card).getByText('75% won')).toBeInTheDocument()
    expect(within(card).getByText('Items per match')).toBeInTheDocument()
    expect(within(card).getByText('2.3')).toBeInTheDocument()
  })
})
