import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useQueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockFetch, renderSignedIn, sentBody } from '@shell/test'
import type { NoticeDto, NoticesResponse } from '../../shared/notices'
import { noticesKey } from '../noticesApi'
import NoticeBell from './NoticeBell'

const notice = (id: number, message: string, read = false): NoticeDto => ({
  id,
  kind: 'new_player',
  title: 'New player',
  message,
  link: `/players/${id}`,
  read,
  createdAt: new Date().toISOString(),
})
const answer = (notices: NoticeDto[], browserPush = false): { body: NoticesResponse } => ({
  body: {
    success: true,
    notices,
    unreadCount: notices.filter((item) => !item.read).length,
    browserPush,
  },
})

/** Stands for the module's push handler: reloads the notices as a `notices:changed` message does. */
function PushArrives() {
  const queryClient = useQueryClient()
  return <button onClick={() => queryClient.invalidateQueries({ queryKey: noticesKey })}>push</button>
}

afterEach(() => vi.unstubAllGlobals())

describe('NoticeBell', { timeout: 20_000 }, () => {
  it('shows the unread count, lists the notices and marks one read when opened', async () => {
    const fetchMock = mockFetch({
      'GET /api/notifications': answer([notice(2, 'Bo joined your players.'), notice(1, 'Ada joined.', true)]),
      'POST /api/notifications/read': {
        body: { ...answer([notice(2, 'Bo joined your players.', true)]).body, marked: 1 },
      },
    })
    const view = renderSignedIn(<NoticeBell />, { role: 'CREATOR' })
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByLabelText('Unread: New player: Bo joined your players.')).toBeInTheDocument()
    expect(within(menu).getByLabelText('New player: Ada joined.')).toBeInTheDocument()
    fireEvent.click(within(menu).getByLabelText('Unread: New player: Bo joined your players.'))
    await waitFor(() => expect(sentBody(fetchMock, '/api/notifications/read')).toEqual({ ids: [2] }))
    expect(view.location().pathname).toBe('/players/2')
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument()
  })

  it('marks all read', async () => {
    const fetchMock = mockFetch({
      'GET /api/notifications': answer([notice(1, 'Ada joined.')]),
      'POST /api/notifications/read': { body: { ...answer([notice(1, 'Ada joined.', true)]).body, marked: 1 } },
    })
    renderSignedIn(<NoticeBell />, { role: 'CREATOR' })
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' }))
    await waitFor(() => expect(sentBody(fetchMock, '/api/notifications/read')).toEqual({}))
    expect(await screen.findByRole('button', { name: 'Mark all read' })).toBeDisabled()
  })

  it('says when there is nothing yet', async () => {
    mockFetch({ 'GET /api/notifications': answer([]) })
    renderSignedIn(<NoticeBell />, { role: 'MODERATOR' })
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }))
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument()
  })

  it('shows notices a push brings as browser notifications when the user turned Push on and the browser allows', async () => {
    const shown = vi.fn()
    vi.stubGlobal('Notification', Object.assign(shown, { permission: 'granted' }))
    let notices = [notice(1, 'Ada joined.')]
    mockFetch({ 'GET /api/notifications': () => answer(notices, true) })
    renderSignedIn(
      <>
        <NoticeBell />
        <PushArrives />
      </>,
      { role: 'CREATOR' }
    )
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument()
    expect(shown).not.toHaveBeenCalled() // what the user already had is not announced again
    notices = [notice(2, 'Bo joined your players.'), ...notices]
    fireEvent.click(screen.getByRole('button', { name: 'push' }))
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument()
    expect(shown).toHaveBeenCalledOnce()
    expect(shown).toHaveBeenCalledWith('New player', { body: 'Bo joined your players.', tag: 'notice-2' })
  })

  it('stays quiet in the browser when Push is off', async () => {
    const shown = vi.fn()
    vi.stubGlobal('Notification', Object.assign(shown, { permission: 'granted' }))
    let notices = [notice(1, 'Ada joined.')]
    mockFetch({ 'GET /api/notifications': () => answer(notices, false) })
    renderSignedIn(
      <>
        <NoticeBell />
        <PushArrives />
      </>,
      { role: 'CREATOR' }
    )
    await screen.findByRole('button', { name: 'Notifications, 1 unread' })
    notices = [notice(2, 'Bo joined your players.'), ...notices]
    fireEvent.click(screen.getByRole('button', { name: 'push' }))
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument()
    expect(shown).not.toHaveBeenCalled()
  })
})
