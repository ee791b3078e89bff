import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mockFetch, renderInAdmin, sampleUser, sentBody, storeSession } from '@shell/test'
import admin from '../index'
import type { CreatorSummary } from '../types'
import CreatorManagementPage from './CreatorManagementPage'

const creator = (id: number, name: string, overrides: Partial<CreatorSummary> = {}): CreatorSummary => ({
  id,
  name,
  email: `${name.toLowerCase().replace(/\s/g, '')}@example.com`,
  tiktokUsername: name.toLowerCase().replace(/\s/g, '_'),
  isActive: true,
  createdAt: '2025-01-02T10:00:00.000Z',
  lastLoginAt: null,
  lastActivity: null,
  totalGifts: 0,
  _count: { powerups: 4, players: 2, moderators: 1 },
  ...overrides,
})

const listAnswer = (creators: CreatorSummary[]) => ({
  body: {
    success: true,
    data: { creators, pagination: { page: 1, limit: 10, totalCount: creators.length, totalPages: 1 } },
  },
})

function renderPage() {
  storeSession(sampleUser('ADMIN'))
  return renderInAdmin(<CreatorManagementPage />, { path: '/admin/creators', modules: [admin] })
}

describe('CreatorManagementPage', () => {
  it('shows the summary cards and one card per creator', async () => {
    mockFetch({
      'GET /api/admin/creators': listAnswer([
        creator(1, 'Luna Star', { totalGifts: 12 }),
        creator(2, 'Night Owl', { isActive: false }),
      ]),
      'GET /api/admin/creators/summary': {
        body: { success: true, data: { total: 2, active: 1, inactive: 1, powerups: 8 } },
      },
    })
    renderPage()

    const luna = await screen.findByRole('article', { name: 'Luna Star' })
    expect(luna).toHaveTextContent('@luna_star')
    expect(luna).toHaveTextContent('Gifts')
    expect(screen.getByRole('article', { name: 'Night Owl' })).toHaveTextContent('Inactive')
    expect(screen.getByRole('article', { name: 'Night Owl' })).not.toHaveTextContent('Gifts')
    expect(screen.getByLabelText('Total Powerups')).toHaveTextContent('8')
    expect(screen.getAllByText('Never').length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'Impersonate Night Owl' })).toBeDisabled()
  })

  it("shows 'Error Loading Creators' with Try Again, and the toast", async () => {
    let fail = true
    mockFetch({
      'GET /api/admin/creators': () =>
        fail
          ? { status: 500, body: { success: false, error: 'Database unavailable' } }
          : listAnswer([creator(1, 'Luna Star')]),
    })
    renderPage()

    expect(await screen.findByText('Error Loading Creators')).toBeInTheDocument()
    // the panel and the destructive toast
    await waitFor(() => expect(screen.getAllByText('Failed to load creators: Database unavailable')).toHaveLength(2))
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('article', { name: 'Luna Star' })).toBeInTheDocument()
  })

  it('validates the Add Creator dialog before calling the server', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/creators': listAnswer([]),
      'POST /api/admin/creators': {
        status: 201,
        body: { success: true, data: { creator: creator(3, 'Pixel Panda') } },
      },
    })
    renderPage()
    expect(await screen.findByText('No creators yet')).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Add Creator' }))
    const dialog = within(screen.getByRole('dialog'))
    await user.type(dialog.getByLabelText(/^Name/), 'Pixel Panda')
    await user.type(dialog.getByLabelText(/^Email/), 'pixel@example.com')
    await user.type(dialog.getByLabelText(/^TikTok Username/), 'pixelpanda')
    await user.type(dialog.getByLabelText(/^Password/), 'secret1')
    await user.click(dialog.getByRole('button', { name: 'Add Creator' }))
    expect(dialog.getByText('TikTok username must start with @')).toBeInTheDocument()
    expect(sentBody(fetchMock, '/api/admin/creators')).toBeUndefined()
    // The spec's text as is, with no added 'Validation Error' title.
    expect(dialog.getByRole('alert')).toHaveTextContent(/^TikTok username must start with @$/)
    // The wrong field itself is marked, the right ones are not.
    expect(dialog.getByLabelText(/^TikTok Username/)).toHaveAttribute('aria-invalid', 'true')
    expect(dialog.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'false')
  })

  it("counts 'Total Powerups' over every creator, not the page shown", async () => {
    const page = [creator(1, 'Luna Star'), creator(2, 'Night Owl')]
    mockFetch({
      'GET /api/admin/creators': {
        body: {
          success: true,
          data: { creators: page, pagination: { page: 1, limit: 10, totalCount: 25, totalPages: 3 } },
        },
      },
      'GET /api/admin/creators/summary': {
        body: { success: true, data: { total: 25, active: 20, inactive: 5, powerups: 312 } },
      },
    })
    renderPage()
    expect(await screen.findByRole('article', { name: 'Luna Star' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Total Powerups')).toHaveTextContent('312'))
    expect(screen.getByLabelText('Total Powerups')).not.toHaveTextContent('on this page')
    expect(screen.getByLabelText('Total Creators')).toHaveTextContent('25')
    expect(screen.getByLabelText('Inactive')).toHaveTextContent('5')
  })

  it('a search gives the list and all four cards the same creators', async () => {
    const everyone = [creator(1, 'Luna Star'), creator(2, 'Night Owl', { isActive: false }), creator(3, 'Luna Moth')]
    const matching = (url: URL) =>
      everyone.filter((c) => c.name.toLowerCase().includes((url.searchParams.get('search') ?? '').toLowerCase()))
    mockFetch({
      'GET /api/admin/creators': (_init, url) => listAnswer(matching(url)),
      'GET /api/admin/creators/summary': (_init, url) => {
        const matched = matching(url)
        const active = matched.filter((c) => c.isActive).length
        return {
          body: {
            success: true,
            data: { total: matched.length, active, inactive: matched.length - active, powerups: matched.length * 4 },
          },
        }
      },
    })
    renderPage()
    expect(await screen.findByRole('article', { name: 'Night Owl' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Total Creators')).toHaveTextContent('3'))

    await userEvent.type(screen.getByRole('textbox', { name: 'Search creators' }), 'luna')
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Night Owl' })).not.toBeInTheDocument())
    const cards = screen.getAllByRole('article')
    await waitFor(() => expect(screen.getByLabelText('Total Creators')).toHaveTextContent(String(cards.length)))
    expect(screen.getByLabelText('Active')).toHaveTextContent('2')
    expect(screen.getByLabelText('Inactive')).toHaveTextContent('0')
    expect(screen.getByLabelText('Total Powerups')).toHaveTextContent(String(cards.length * 4))
    // The cards say they count the search's creators, not everyone.
    expect(screen.getAllByText('matching “luna”')).toHaveLength(4)
  })

  it('asks before deactivating and sends the new state', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/creators': listAnswer([creator(1, 'Luna Star')]),
      'PATCH /api/admin/creators/1/toggle-active': { body: { success: true } },
    })
    renderPage()
    await userEvent.click(await screen.findByRole('switch', { name: 'Deactivate Luna Star' }))
    expect(screen.getByText('Deactivate Luna Star?')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }))
    await waitFor(() => expect(sentBody(fetchMock, '/api/admin/creators/1/toggle-active')).toEqual({ isActive: false }))
    expect(await screen.findByText('Creator Deactivated')).toBeInTheDocument()
  })
})
