import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import simpleRestProvider from 'ra-data-simple-rest'
import { ResourceContextProvider } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { mockFetch, renderInAdmin, sampleUser, storeSession } from '@shell/test'
import { formatDate, type Role } from '@shell'
import admin from '../index'
import type { UserAccountDto, UserCountsDto } from '../../shared/users'
import UserList from './UserList'

const account = (id: number, name: string, role: Role): UserAccountDto => ({
  id,
  name,
  email: `${name.toLowerCase().replace(/\s/g, '.')}@example.com`,
  role,
  isActive: true,
  createdAt: '2025-03-04T10:00:00.000Z',
  lastLogin: null,
  tiktokUsername: role === 'ADMIN' ? null : 'tiktok',
  username: null,
  creatorId: null,
})

const rows = (users: UserAccountDto[]) => ({
  body: users,
  headers: { 'Content-Range': users.length ? `users 0-${users.length - 1}/${users.length}` : 'users */0' },
})
const counts = (data: UserCountsDto) => ({ body: { success: true, data } })

function renderList(role: Role = 'ADMIN') {
  storeSession(sampleUser(role))
  return renderInAdmin(
    <ResourceContextProvider value="users">
      <UserList />
    </ResourceContextProvider>,
    { path: '/users', modules: [admin], dataProvider: simpleRestProvider('/api/resources') }
  )
}

describe('/users (User Management)', () => {
  it('shows the four cards from the server and one row per account', async () => {
    mockFetch({
      'GET /api/resources/users': rows([account(7, 'Luna Star', 'CREATOR'), account(8, 'ada admin', 'ADMIN')]),
      'GET /api/admin/users/summary': counts({ total: 12, creators: 5, moderators: 4, admins: 3 }),
    })
    renderList()

    const [luna, ada] = await screen.findAllByTestId('user-row')
    expect(luna).toHaveTextContent('L')
    expect(luna).toHaveTextContent('Luna Star')
    expect(luna).toHaveTextContent('luna.star@example.com')
    expect(luna).toHaveTextContent('Creator')
    expect(within(luna).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/users/7')
    expect(within(luna).getByRole('button', { name: 'Delete' })).toBeInTheDocument()
    // The avatar's initial is upper case even for a lower-case name.
    expect(within(ada).getByText('A')).toBeInTheDocument()
    expect(ada).toHaveTextContent('Admin')
    expect(luna).toHaveTextContent(`Joined ${formatDate('2025-03-04T10:00:00.000Z')}`)
    await waitFor(() => expect(screen.getByLabelText('Total Users')).toHaveTextContent('12'))
    expect(screen.getByLabelText('Creators')).toHaveTextContent('5')
    expect(screen.getByLabelText('Moderators')).toHaveTextContent('4')
    expect(screen.getByLabelText('Admins')).toHaveTextContent('3')
    expect(screen.getByRole('link', { name: 'Create User' })).toHaveAttribute('href', '/users/create')
  })

  it("offers no Delete on the signed-in admin's own row (the server refuses it)", async () => {
    mockFetch({
      'GET /api/resources/users': rows([account(1, 'Avery Admin', 'ADMIN'), account(8, 'Other Admin', 'ADMIN')]),
      'GET /api/admin/users/summary': counts({ total: 2, creators: 0, moderators: 0, admins: 2 }),
    })
    renderList()
    const [self, other] = await screen.findAllByTestId('user-row')
    expect(within(self).getByRole('button', { name: 'Delete' })).toBeDisabled()
    expect(within(other).getByRole('button', { name: 'Delete' })).toBeEnabled()
  })

  it('searches by name or email on the server, cards included, and shows the empty state', async () => {
    const fetchMock = mockFetch({
      'GET /api/resources/users': (_init, url) =>
        rows(url.searchParams.get('filter')?.includes('nobody') ? [] : [account(1, 'Luna Star', 'CREATOR')]),
      'GET /api/admin/users/summary': (_init, url) =>
        counts(
          url.searchParams.get('search') === 'nobody'
            ? { total: 0, creators: 0, moderators: 0, admins: 0 }
            : { total: 1, creators: 1, moderators: 0, admins: 0 }
        ),
    })
    renderList()
    await screen.findByText('Luna Star')

    await userEvent.type(screen.getByRole('textbox', { name: 'Search users' }), 'nobody')
    expect(await screen.findByText('No users found', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByText('Try adjusting your search criteria.')).toBeInTheDocument()
    const urls = fetchMock.mock.calls.map(([input]) => decodeURIComponent(String(input)))
    expect(urls.some((url) => url.includes('/api/resources/users') && url.includes('"q":"nobody"'))).toBe(true)
    await waitFor(() => expect(screen.getByLabelText('Total Users')).toHaveTextContent('0'))
  })

  it('deletes an account after the confirmation', async () => {
    let deleted = false
    const fetchMock = mockFetch({
      'GET /api/resources/users': () => rows(deleted ? [] : [account(9, 'Night Owl', 'MODERATOR')]),
      'GET /api/admin/users/summary': counts({ total: 1, creators: 0, moderators: 1, admins: 0 }),
      'DELETE /api/resources/users/9': () => {
        deleted = true
        return { body: account(9, 'Night Owl', 'MODERATOR') }
      },
    })
    renderList()
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('Delete Night Owl?')
    expect(dialog).toHaveTextContent('The moderator is removed from their creator and can no longer sign in.')
    await userEvent.click(within(dialog).getByRole('button', { name: /confirm/i }))
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input, init]) => init?.method === 'DELETE' && String(input).endsWith('/users/9'))
      ).toBe(true)
    )
    expect(await screen.findByText('No users found')).toBeInTheDocument()
  })

  it.each(['CREATOR', 'MODERATOR'] as const)(
    'answers a %s with Access Denied and asks the server nothing',
    async (role) => {
      const fetchMock = mockFetch({})
      renderList(role)
      expect(
        screen.getByText("Access Denied - You don't have permission to access user management.")
      ).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard')
      expect(fetchMock).not.toHaveBeenCalled()
    }
  )
})
