import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockFetch, renderSignedIn } from '@shell/test'
import type { AnalyticsDto } from '../../shared/analytics'
import { analyticsCsv } from '../../shared/csv'
import analytics from '../index'
import AnalyticsPage, { AUTO_REFRESH_MS } from './AnalyticsPage'
import { analyticsAnswer } from './testData'

const creatorList = {
  body: {
    success: true,
    data: {
      creators: [
        { id: 7, name: 'Luna Star', tiktokUsername: 'luna_star' },
        { id: 8, name: '=Night Owl', tiktokUsername: null },
      ],
      pagination: { page: 1, limit: 100, totalCount: 2, totalPages: 1 },
    },
  },
}

/** Answers GET /api/analytics with `answer` and keeps the query of every call. */
function serveAnalytics(answer: (query: URLSearchParams) => { status?: number; body: unknown }) {
  const queries: URLSearchParams[] = []
  const fetchMock = mockFetch({
    'GET /api/admin/creators': creatorList,
    'GET /api/analytics': (_init, url) => {
      queries.push(url.searchParams)
      return answer(url.searchParams)
    },
  })
  return { queries, fetchMock }
}

/** The first render loads react-admin and MUI: slow on a busy machine. */
const LOADED = { timeout: 10_000 }

const ok = (data: AnalyticsDto) => ({ body: { success: true, data } })

const renderPage = () =>
  renderSignedIn(<AnalyticsPage />, { role: 'ADMIN', path: '/admin/analytics', modules: [analytics] })

const card = (label: string) => screen.getByLabelText(label).closest('.MuiCard-root') as HTMLElement

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('AnalyticsPage', () => {
  it('shows the figures of the answer: cards, creator performance, powerup usage, top gifters', async () => {
    serveAnalytics(() => ok(analyticsAnswer()))
    renderPage()

    await waitFor(() => expect(screen.getByLabelText('Total Creators')).toHaveTextContent('3'), LOADED)
    expect(card('Total Creators')).toHaveTextContent('2 active')
    expect(screen.getByLabelText('Moderators')).toHaveTextContent('4')
    expect(screen.getByLabelText('Players')).toHaveTextContent('17')
    expect(screen.getByLabelText('Powerups Granted')).toHaveTextContent('1,250')
    expect(screen.getByLabelText('Gifts')).toHaveTextContent('42')
    expect(screen.getByLabelText('Revenue (diamonds)')).toHaveTextContent('9,876')
    expect(card('Revenue (diamonds)')).toHaveTextContent('+12.5% vs previous period')

    const table = screen.getByRole('table', { name: 'Creator Performance' })
    const luna = within(table).getByRole('row', { name: 'Luna Star' })
    expect(
      within(luna)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    ).toEqual([
      'Luna Star@luna_star',
      '12',
      '3',
      '1,000',
      '40',
      '9,800',
      '-3.0%',
      expect.stringMatching(/^Mar 4, 2025/),
    ])
    const owl = within(table).getByRole('row', { name: '=Night Owl' })
    expect(owl).toHaveTextContent('Inactive')
    expect(owl).toHaveTextContent('—')
    expect(owl).toHaveTextContent('Never')

    expect(screen.getByTestId('powerup-totals')).toHaveTextContent('1,250 granted, 500 used')
    expect(screen.getByRole('listitem', { name: 'Glove utilization' })).toHaveTextContent('450 / 1,000 used · 45.0%')
    expect(screen.getByRole('listitem', { name: 'Mist utilization' })).toHaveTextContent('50 / 250 used · 20.0%')
    expect(screen.getByRole('img', { name: 'Powerups granted and used per type' })).toBeInTheDocument()

    const gifters = screen
      .getAllByRole('listitem')
      .filter((item) => ['bigfan', 'rosebud'].includes(item.ariaLabel ?? ''))
    expect(gifters.map((item) => item.textContent)).toEqual([
      '1bigfan30 gifts9,000 diamonds',
      '2rosebud12 gifts876 diamonds',
    ])
    expect(screen.getByRole('heading', { name: 'Growth Trends' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Growth trends per day' })).toBeInTheDocument()
    expect(screen.queryByText(/available soon/i)).not.toBeInTheDocument()
    expect(screen.getByTestId('last-updated')).toHaveTextContent(/^Last updated .*, refreshing every 60 seconds$/)
  })

  it('lists one card per creator on a phone instead of the table', async () => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: true,
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }))
    serveAnalytics(() => ok(analyticsAnswer()))
    renderPage()
    const luna = await screen.findByRole('article', { name: 'Luna Star' })
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(luna).toHaveTextContent('@luna_star')
    expect(luna).toHaveTextContent('-3.0%')
    expect(luna).toHaveTextContent('Revenue9,800')
    expect(screen.getByRole('article', { name: '=Night Owl' })).toHaveTextContent('Last activity: Never')
  })

  it('sends the date range (30d by default), the creator and the debounced search', async () => {
    const { queries } = serveAnalytics((query) =>
      ok(analyticsAnswer({ range: (query.get('dateRange') ?? '30d') as AnalyticsDto['range'] }))
    )
    renderPage()
    const user = userEvent.setup()
    await waitFor(() => expect(queries).toHaveLength(1))
    expect(Object.fromEntries(queries[0])).toEqual({ dateRange: '30d' })

    await user.click(screen.getByRole('combobox', { name: 'Date range' }))
    await user.click(await screen.findByRole('option', { name: 'Last 90 days' }))
    await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toEqual({ dateRange: '90d' }))

    await user.click(screen.getByRole('combobox', { name: 'Creator' }))
    await user.click(await screen.findByRole('option', { name: 'Luna Star (@luna_star)' }))
    await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toEqual({ dateRange: '90d', creatorId: '7' }))

    const before = queries.length
    await user.type(screen.getByLabelText('Search creators'), 'luna')
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toEqual({ dateRange: '90d', creatorId: '7', search: 'luna' })
    )
    // One call for the whole word: the search waits 300 ms after the last key.
    expect(queries.length).toBe(before + 1)

    await user.click(screen.getByRole('combobox', { name: 'Creator' }))
    await user.click(await screen.findByRole('option', { name: 'All creators' }))
    await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toEqual({ dateRange: '90d', search: 'luna' }))
  })

  it('exports exactly the shown data as CSV and JSON, named analytics_{range}_{yyyyMMdd}', async () => {
    const data = analyticsAnswer()
    serveAnalytics(() => ok(data))
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:analytics')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download)
    })
    renderPage()
    const user = userEvent.setup()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled(), LOADED)

    const now = new Date()
    const day = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`
    await user.click(screen.getByRole('button', { name: 'Export' }))
    await user.click(screen.getByRole('menuitem', { name: /CSV/ }))
    expect(clicked).toEqual([`analytics_30d_${day}.csv`])
    expect(await createObjectURL.mock.calls[0][0].text()).toBe(analyticsCsv(data))
    expect(await screen.findByText('Export Successful')).toBeInTheDocument()
    expect(screen.getByText(`Analytics exported as CSV (analytics_30d_${day}.csv).`)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Export' }))
    await user.click(screen.getByRole('menuitem', { name: /JSON/ }))
    expect(clicked).toEqual([`analytics_30d_${day}.csv`, `analytics_30d_${day}.json`])
    expect(JSON.parse(await createObjectURL.mock.calls[1][0].text())).toEqual(data)
  })

  it('on a failed call shows the fallback warning with Try Again and no figures, then loads on retry', async () => {
    let fail = true
    serveAnalytics(() =>
      fail ? { status: 500, body: { success: false, error: 'Database unavailable' } } : ok(analyticsAnswer())
    )
    renderPage()

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Warning: Using fallback data - API connection failed')
    expect(alert).toHaveTextContent('Database unavailable')
    for (const label of [
      'Total Creators',
      'Moderators',
      'Players',
      'Powerups Granted',
      'Gifts',
      'Revenue (diamonds)',
    ]) {
      expect(screen.getByLabelText(label)).toHaveTextContent(/^—$/)
      expect(card(label)).toHaveTextContent('Unavailable')
    }
    // No digit in the overview, and no other section.
    expect(screen.getByRole('region', { name: 'Overview' })).not.toHaveTextContent(/\d/)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByTestId('last-updated')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled()

    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }))
    await waitFor(() => expect(screen.getByLabelText('Total Creators')).toHaveTextContent('3'), LOADED)
    expect(screen.queryByText('Warning: Using fallback data - API connection failed')).not.toBeInTheDocument()
  })

  it('shows the empty state when the range recorded no activity', async () => {
    const quiet = analyticsAnswer()
    serveAnalytics(() =>
      ok({
        ...quiet,
        overview: { ...quiet.overview, totalPowerups: 0, totalGifts: 0, revenue: 0, growthRate: null },
        creators: quiet.creators.map((creator) => ({
          ...creator,
          totalPowerups: 0,
          totalGifts: 0,
          revenue: 0,
          growthRate: null,
        })),
        powerups: { totalGranted: 0, totalUsed: 0, byType: [] },
        gifts: { totalValue: 0, totalCount: 0, topGifters: [] },
        trends: quiet.trends.map((point) => ({
          ...point,
          creators: 0,
          moderators: 0,
          players: 0,
          powerups: 0,
          gifts: 0,
        })),
      })
    )
    renderPage()
    expect(await screen.findByText('No activity in this range')).toBeInTheDocument()
    expect(
      screen.getByText(/Nothing was recorded for these filters from Feb 3, 2025 to Mar 5, 2025/)
    ).toBeInTheDocument()
    expect(card('Revenue (diamonds)')).toHaveTextContent('No previous period to compare')
    expect(screen.queryByRole('heading', { name: 'Growth Trends' })).not.toBeInTheDocument()
  })

  it('refreshes every 60 s while Auto-refresh is on (the default), not once it is off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { queries } = serveAnalytics(() => ok(analyticsAnswer()))
    renderPage()
    await waitFor(() => expect(queries).toHaveLength(1))
    const toggle = screen.getByRole('switch', { name: 'Auto-refresh' })
    expect(toggle).toBeChecked()

    await act(() => vi.advanceTimersByTimeAsync(AUTO_REFRESH_MS))
    await waitFor(() => expect(queries).toHaveLength(2))

    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(toggle)
    expect(toggle).not.toBeChecked()
    expect(screen.getByTestId('last-updated')).not.toHaveTextContent('refreshing every 60 seconds')
    await act(() => vi.advanceTimersByTimeAsync(3 * AUTO_REFRESH_MS))
    expect(queries).toHaveLength(2)

    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(queries).toHaveLength(3))
  })
})
