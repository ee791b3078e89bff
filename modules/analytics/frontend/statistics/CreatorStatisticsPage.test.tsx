import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { mockFetch, renderSignedIn } from '@shell/test'
import type { CreatorStatisticsDto, CreatorStatisticsResponse, StatisticsPeriod } from '../../shared/analytics'
import analytics from '../index'
import { compactDate, formatActivityTime } from './format'
import CreatorStatisticsPage from './CreatorStatisticsPage'

const PATH = '/api/admin/creators/7/statistics'
const creator = { id: 7, name: 'Luna Star', email: 'luna@example.com', tiktokUsername: 'luna_live' }

const point = (date: string, gifts: number) => ({
  date,
  gifts,
  value: gifts * 10,
  powerupsGranted: 2,
  powerupsUsed: 1,
  activePlayers: 3,
  chatMessages: 40,
  liveMinutes: 90,
})

function statistics(
  period: StatisticsPeriod,
  overrides: Partial<CreatorStatisticsDto['summary']> = {}
): CreatorStatisticsDto {
  return {
    period,
    from: '2026-10-26',
    to: '2026-11-24',
    summary: {
      isCurrentlyLive: true,
      healthScore: 87,
      totalValue: 12450,
      totalPlayers: 31,
      totalHours: 12.75,
      totalModerators: 4,
      growthRate: 12.5,
      lastActivity: '2026-11-23T18:42:00.000Z',
      ...overrides,
    },
    liveAnalytics: { totalSessions: 6, averageDuration: 2.125, liveFrequency: { daily: 0.2, weekly: 1.4, monthly: 6 } },
    giftAnalytics: { totalGifts: 830, totalValue: 12450, averageValue: 15 },
    powerupAnalytics: { totalGranted: 57, totalUsed: 41, activePowerups: 16 },
    playerAnalytics: { totalPlayers: 31, activePlayers: 19, newPlayers: 8 },
    moderatorAnalytics: { totalModerators: 4, activeModerators: 2, totalActions: 73 },
    matchAnalytics: { totalMatches: 4, wins: 3, itemsPerMatch: 2.5 },
    chatAnalytics: { totalMessages: 1250, uniqueUsers: 300, averageMessagesPerUser: 4.1666 },
    securityAnalytics: { creatorLogins: 9, moderatorLogins: 5, totalLogins: 14 },
    performanceTrends: {
      daily: [point('2026-11-22', 5), point('2026-11-23', 8)],
      weekly: [point('2026-11-22', 13)],
      monthly: [point('2026-11', 13)],
    },
    errorAnalytics: { systemErrors: 1, liveKioskErrors: 2, apiErrors: 3, tiktokErrors: 4, totalErrors: 10 },
  }
}

const answer = (period: StatisticsPeriod, overrides?: Partial<CreatorStatisticsDto['summary']>) => ({
  body: { success: true, data: statistics(period, overrides), creator } satisfies CreatorStatisticsResponse,
})

type Answer = { status?: number; body: unknown }

/** The statistics call answers by period; the calls' periods are kept in order. */
function mockStatistics(handler: (period: StatisticsPeriod) => Answer = answer) {
  const periods: string[] = []
  const fetchMock = mockFetch({
    [`GET ${PATH}`]: (_init, url) => {
      const period = url.searchParams.get('period') as StatisticsPeriod
      periods.push(period)
      return handler(period)
    },
  })
  return { periods, fetchMock }
}

function renderPage() {
  return renderSignedIn(
    <Routes>
      <Route path="/admin/creators/:id/statistics" element={<CreatorStatisticsPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { role: 'ADMIN', path: '/admin/creators/7/statistics', modules: [analytics] }
  )
}

const figureOf = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label)

describe('CreatorStatisticsPage', () => {
  it('shows the spinner, then the header, the creator card and the four tiles from the answer', async () => {
    const { periods } = mockStatistics()
    renderPage()

    expect(screen.getByRole('status', { name: 'Loading statistics...' })).toHaveTextContent('Loading statistics...')
    expect(await screen.findByRole('heading', { name: "Luna Star's Statistics" })).toBeInTheDocument()
    expect(periods).toEqual(['month'])
    expect(screen.getByText('Oct 26, 2026 – Nov 24, 2026 (UTC days)')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Creators' })).toHaveAttribute('href', '/admin/creators')
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('30 Days')

    const card = screen.getByRole('region', { name: 'Creator' })
    expect(card).toHaveTextContent('luna@example.com')
    expect(card).toHaveTextContent('@luna_live')
    expect(within(card).getByText('Live Now')).toBeInTheDocument()
    expect(within(card).getByText('Health: 87%')).toBeInTheDocument()

    const tiles = screen.getByRole('heading', { name: "Luna Star's Statistics" }).closest('header')!.parentElement!
    expect(figureOf(tiles, 'Total Players')).toHaveTextContent('31')
    expect(figureOf(tiles, 'Live Hours')).toHaveTextContent('12.8h')
    expect(figureOf(tiles, 'Moderators')).toHaveTextContent('4')
    expect(figureOf(tiles, 'Total Value')).toHaveTextContent('12,450')
  })

  // Nine tabs clicked one after another: more than the default 20 s when the machine is busy.
  it("shows every tab's figures from the answer", { timeout: 60_000 }, async () => {
    mockStatistics()
    renderPage()
    await screen.findByRole('heading', { name: "Luna Star's Statistics" })

    const panel = () => screen.getByRole('tabpanel')
    const expected: Record<string, Record<string, string>> = {
      Overview: { 'Growth Rate': '+12.5%', 'Last Activity': formatActivityTime('2026-11-23T18:42:00.000Z') },
      Live: { 'Live Sessions': '6', 'Total Duration': '12.8h', 'Avg Session': '2.1h', 'Live Frequency': '0.2' },
      Gifts: { 'Total Gifts': '830', 'Total Value': '12,450', 'Avg Value': '15.0' },
      Powerups: { Granted: '57', Used: '41', Active: '16' },
      Players: { Total: '31', Active: '19', New: '8' },
      Moderators: { Total: '4', Active: '2', 'Total Actions': '73' },
      Chat: { 'Total Messages': '1,250', 'Unique Users': '300', 'Avg per User': '4.2' },
      Security: { 'Creator Logins': '9', 'Moderator Logins': '5', 'Total Logins': '14' },
      Errors: {
        'System Errors': '1',
        'Live Kiosk Errors': '2',
        'API Errors': '3',
        'TikTok Errors': '4',
        'Total Errors': '10',
      },
    }
    expect(screen.getAllByRole('tab', { name: /./ }).map((tab) => tab.textContent)).toEqual(
      expect.arrayContaining(Object.keys(expected))
    )
    for (const [tab, figures] of Object.entries(expected)) {
      await userEvent.click(screen.getByRole('tab', { name: tab }))
      for (const [label, value] of Object.entries(figures)) expect(figureOf(panel(), label)).toHaveTextContent(value)
    }
    expect(panel()).not.toHaveTextContent('Performance Trends')
    expect(figureOf(screen.getByRole('tabpanel'), 'Total Errors')).toHaveTextContent('10')
    await userEvent.click(screen.getByRole('tab', { name: 'Live' }))
    expect(panel()).toHaveTextContent('1.4 per week')
    expect(panel()).toHaveTextContent('6.0 per month')
  })

  it("shows Offline, a negative growth with '-', no growth as '—' and the Performance Trends tabs", async () => {
    mockStatistics((period) =>
      period === 'month'
        ? answer(period, { isCurrentlyLive: false, growthRate: -8.25 })
        : answer(period, { growthRate: null, lastActivity: null })
    )
    renderPage()

    const card = await screen.findByRole('region', { name: 'Creator' })
    expect(within(card).getByText('Offline')).toBeInTheDocument()
    expect(figureOf(screen.getByRole('tabpanel'), 'Growth Rate')).toHaveTextContent('-8.3%')
    expect(screen.getByText('vs previous period')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Performance Trends' })).toBeInTheDocument()
    for (const granularity of ['Daily', 'Weekly', 'Monthly'])
      expect(screen.getByRole('tab', { name: granularity })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }))
    await userEvent.click(screen.getByRole('option', { name: 'All Time' }))
    await waitFor(() => expect(figureOf(screen.getByRole('tabpanel'), 'Growth Rate')).toHaveTextContent('—'))
    expect(figureOf(screen.getByRole('tabpanel'), 'Last Activity')).toHaveTextContent('Never')
  })

  it('refetches when the period changes and on Refresh Data', { timeout: 60_000 }, async () => {
    const { periods } = mockStatistics()
    renderPage()
    await screen.findByRole('heading', { name: "Luna Star's Statistics" })

    for (const [label, period] of [
      ['7 Days', 'week'],
      ['24 Hours', 'day'],
      ['1 Year', 'year'],
      ['All Time', 'all'],
    ]) {
      await userEvent.click(screen.getByRole('combobox', { name: 'Period' }))
      await userEvent.click(screen.getByRole('option', { name: label }))
      await waitFor(() => expect(periods.at(-1)).toBe(period))
    }
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Data' }))
    await waitFor(() => expect(periods).toEqual(['month', 'week', 'day', 'year', 'all', 'all']))
  })

  it('exports the creator and the statistics shown as a JSON file on the device', async () => {
    const { fetchMock } = mockStatistics()
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:statistics')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const downloads: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download)
    })
    renderPage()
    await screen.findByRole('heading', { name: "Luna Star's Statistics" })
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }))
    await userEvent.click(screen.getByRole('option', { name: '7 Days' }))
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('7 Days'))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh Data' })).toBeEnabled())
    const callsBefore = fetchMock.mock.calls.length

    await userEvent.click(screen.getByRole('button', { name: 'Export Data' }))

    expect(downloads).toEqual([`creator_statistics_Luna_Star_week_${compactDate(new Date())}.json`])
    const file = createObjectURL.mock.calls[0][0]
    expect(file.type).toBe('application/json')
    expect(JSON.parse(await file.text())).toEqual({ creator, statistics: statistics('week') })
    expect(fetchMock.mock.calls.length).toBe(callsBefore)
    expect(await screen.findByText('Export Successful')).toBeInTheDocument()
    expect(screen.getByText('Creator statistics exported as JSON.')).toBeInTheDocument()
  })

  it("shows the server's error in the card and a destructive toast titled Error", async () => {
    mockStatistics(() => ({ status: 404, body: { success: false, error: 'Creator not found' } }))
    renderPage()

    expect(await screen.findByText('Error: Creator not found')).toBeInTheDocument()
    expect(await screen.findByText('Error')).toBeInTheDocument()
    expect(screen.getByText('Creator not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Creators' })).toHaveAttribute('href', '/admin/creators')
  })

  it("says 'Failed to fetch creator statistics' without a server text, and 'An unexpected error occurred.' otherwise", async () => {
    mockStatistics(() => ({ status: 500, body: { success: false } }))
    const first = renderPage()
    expect(await screen.findByText('Error: Failed to fetch creator statistics')).toBeInTheDocument()
    first.unmount()

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    renderPage()
    expect(await screen.findByText('Error: An unexpected error occurred.')).toBeInTheDocument()
    expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument()
  })

  it("shows 'No statistics available for this creator.' when the answer holds no statistics", async () => {
    mockStatistics(() => ({ body: { success: true, creator } }))
    renderPage()

    expect(await screen.findByText('No statistics available for this creator.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Creators' })).toHaveAttribute('href', '/admin/creators')
  })

  it("sends the admin to /dashboard with the 'Access Denied' toast when the server answers 403", async () => {
    mockStatistics(() => ({ status: 403, body: { success: false, error: 'Forbidden' } }))
    const view = renderPage()

    expect(await screen.findByText('Access Denied')).toBeInTheDocument()
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument()
    await waitFor(() => expect(view.location().pathname).toBe('/dashboard'))
  })
})
