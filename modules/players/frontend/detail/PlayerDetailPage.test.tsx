import StarIcon from '@mui/icons-material/Star'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { contribute, defineFrontendModule, type FrontendModule } from '@shell'
import players from '../index'
import { PLAYER_DETAIL_SECTIONS, PLAYER_MENU_ACTIONS } from '../extensions'
import { mockFetch, renderLedger, samplePlayer } from '../testSupport'
import PlayerDetailPage from './PlayerDetailPage'

const zoe = samplePlayer(2, 'zoe')
const list = { body: { success: true, players: [zoe] } }

/** Another module's section under Player Information, as a contribution. */
const withSection = defineFrontendModule({
  dependsOn: [],
  name: 'test-section',
  contributes: [
    contribute(PLAYER_DETAIL_SECTIONS, {
      id: 'test.section',
      order: 20,
      component: async () => ({ default: ({ player }) => <p>Holdings of {player.name}</p> }),
    }),
  ],
})

function renderDetail(
  role: 'CREATOR' | 'MODERATOR' = 'CREATOR',
  path = '/players/2',
  permissions?: string[],
  extra: FrontendModule[] = []
) {
  return renderLedger(
    <Routes>
      <Route path="/players/:playerId" element={<PlayerDetailPage />} />
      <Route path="/players" element={<p>Players list</p>} />
    </Routes>,
    { role, path, permissions, modules: [players, withSection, ...extra] }
  )
}

async function openMenuEntry(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Player actions' }))
  fireEvent.click(await screen.findByRole('menuitem', { name }))
  return screen.findByRole('dialog')
}

// MUI dialogs render slowly on the shared 2-core machine.
describe('Player detail', { timeout: 20_000 }, () => {
  it('shows Player Information and the sections other modules contribute', async () => {
    mockFetch({ 'GET /api/players': list })
    renderDetail()
    expect(await screen.findByText('Player Information')).toBeInTheDocument()
    expect(screen.getByText('Active')).toBeInTheDocument()
    expect(await screen.findByText('Holdings of zoe')).toBeInTheDocument()
  })

  it('says so for an unknown player', async () => {
    mockFetch({ 'GET /api/players': list })
    renderDetail('CREATOR', '/players/99')
    expect(await screen.findByText('Player not found')).toBeInTheDocument()
  })

  it('disables Save in Edit Player while the name is blank', async () => {
    const fetchMock = mockFetch({
      'GET /api/players': list,
      'PUT /api/players': { body: { success: true, player: zoe } },
    })
    renderDetail()
    const dialog = await openMenuEntry('Edit Player')
    const save = within(dialog).getByRole('button', { name: 'Save Changes' })
    fireEvent.change(within(dialog).getByLabelText(/Player name/), { target: { value: '  ' } })
    expect(save).toBeDisabled()
    fireEvent.change(within(dialog).getByLabelText(/Player name/), { target: { value: 'Zoe Live ' } })
    expect(save).toBeEnabled()
    fireEvent.click(save)
    expect(await screen.findByText('Player Updated')).toBeInTheDocument()
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({
      playerId: 2,
      updates: { name: 'Zoe Live', isActive: true },
    })
  })

  it('confirms Delete Player with the spec text and returns to the list', async () => {
    const fetchMock = mockFetch({ 'GET /api/players': list, 'DELETE /api/players/delete': { body: { success: true } } })
    renderDetail()
    const dialog = await openMenuEntry('Delete Player')
    expect(
      within(dialog).getByText('This will permanently remove the player and all their powerups, history, and data.')
    ).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Player' }))
    expect(await screen.findByText('Player Deleted')).toBeInTheDocument()
    expect(await screen.findByText('Players list')).toBeInTheDocument()
    const deleteAt = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'DELETE')
    const call = fetchMock.mock.calls[deleteAt]
    expect(new URL(String(call[0]), 'http://localhost').searchParams.get('playerName')).toBe('zoe')
    // The deleted player's page is left without asking for them again (that would answer 404).
    expect(fetchMock.mock.calls.slice(deleteAt + 1)).toEqual([])
  })

  it('shows moderators Edit but not Delete', async () => {
    mockFetch({ 'GET /api/players': list })
    renderDetail('MODERATOR')
    fireEvent.click(await screen.findByRole('button', { name: 'Player actions' }))
    expect(await screen.findByRole('menuitem', { name: 'Edit Player' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Delete Player' })).not.toBeInTheDocument()
  })

  it('a moderator without manage_players gets no player menu', async () => {
    mockFetch({ 'GET /api/players': list })
    renderDetail('MODERATOR', '/players/2', ['grant_powerups'])
    expect(await screen.findByText('Holdings of zoe')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Player actions' })).not.toBeInTheDocument()
  })

  it('shows menu entries other modules contribute, hidden where their label is null', async () => {
    const promote = defineFrontendModule({
      dependsOn: [],
      name: 'test-promote',
      contributes: [
        contribute(PLAYER_MENU_ACTIONS, {
          id: 'test.promote',
          order: 50,
          roles: ['CREATOR'],
          label: (player) => (player.isModerator ? null : 'Promote to Moderator'),
          icon: StarIcon,
          dialog: async () => ({ default: ({ player }) => <div role="dialog">Promoting {player.name}</div> }),
        }),
      ],
    })
    mockFetch({ 'GET /api/players': list })
    renderDetail('CREATOR', '/players/2', undefined, [promote])
    fireEvent.click(await screen.findByRole('button', { name: 'Player actions' }))
    const entries = (await screen.findAllByRole('menuitem')).map((item) => item.textContent)
    expect(entries).toEqual(['Edit Player', 'Promote to Moderator', 'Merge Player…', 'Delete Player'])
    fireEvent.click(screen.getByRole('menuitem', { name: 'Promote to Moderator' }))
    await waitFor(() => expect(screen.getByText('Promoting zoe')).toBeInTheDocument())
  })
})
