import StarIcon from '@mui/icons-material/Star'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import '../index'
import '../../../powerups/frontend/index'
import { registerPlayerMenuAction } from '../extensions'
import { mockFetch, renderLedger, sampleHolding, samplePlayer, sentBody } from '../testSupport'
import PlayerDetailPage from './PlayerDetailPage'

const zoe = samplePlayer(2, 'zoe', [sampleHolding(21, 'glove', 2), sampleHolding(22, 'mist', 1, 10)])
const list = { body: { success: true, players: [zoe] } }

function renderDetail(role: 'CREATOR' | 'MODERATOR' = 'CREATOR', path = '/players/2', permissions?: string[]) {
  return renderLedger(
    <Routes>
      <Route path="/players/:playerId" element={<PlayerDetailPage />} />
      <Route path="/players" element={<p>Players list</p>} />
    </Routes>,
    { role, path, permissions }
  )
}

async function openMenuEntry(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Player actions' }))
  fireEvent.click(await screen.findByRole('menuitem', { name }))
  return screen.findByRole('dialog')
}

// MUI dialogs render slowly on the shared 2-core machine.
describe('Player detail', { timeout: 20_000 }, () => {
  it('shows Player Information and the Active Powerups grid, next to expire first', async () => {
    mockFetch({ 'GET /api/players': list })
    renderDetail()
    expect(await screen.findByText('Player Information')).toBeInTheDocument()
    expect(screen.getByText('Active')).toBeInTheDocument()
    expect(await screen.findByText('Active Powerups')).toBeInTheDocument()
    const holdings = await screen.findAllByTestId('player-holding')
    expect(within(holdings[0]).getByText('Mist')).toBeInTheDocument()
    expect(within(holdings[1]).getByText('× 2')).toBeInTheDocument()
  })

  it('says so for an unknown player', async () => {
    mockFetch({ 'GET /api/players': list })
    renderDetail('CREATOR', '/players/99')
    expect(await screen.findByText('Player not found')).toBeInTheDocument()
  })

  it('disables Save in Edit Player while the name is blank', async () => {
    const fetchMock = mockFetch({ 'GET /api/players': list, 'PUT /api/players': { body: { success: true, player: zoe } } })
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
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({ playerId: 2, updates: { name: 'Zoe Live', isActive: true } })
  })

  it('confirms Delete Player with the spec text and returns to the list', async () => {
    const fetchMock = mockFetch({ 'GET /api/players': list, 'DELETE /api/players/delete': { body: { success: true } } })
    renderDetail()
    const dialog = await openMenuEntry('Delete Player')
    expect(within(dialog).getByText('This will permanently remove the player and all their powerups, history, and data.')).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Player' }))
    expect(await screen.findByText('Player Deleted')).toBeInTheDocument()
    expect(await screen.findByText('Players list')).toBeInTheDocument()
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')!
    expect(new URL(String(call[0]), 'http://localhost').searchParams.get('playerName')).toBe('zoe')
  })

  it('shows moderators Edit but not Delete', async () => {
    mockFetch({ 'GET /api/players': list })
    renderDetail('MODERATOR')
    fireEvent.click(await screen.findByRole('button', { name: 'Player actions' }))
    expect(await screen.findByRole('menuitem', { name: 'Edit Player' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Delete Player' })).not.toBeInTheDocument()
  })

  it('a grant-only moderator gets no player menu and no Use buttons, only Add Powerup', async () => {
    mockFetch({ 'GET /api/players': list })
    renderDetail('MODERATOR', '/players/2', ['grant_powerups'])
    expect(await screen.findByRole('button', { name: 'Add Powerup' })).toBeInTheDocument()
    expect(screen.getAllByTestId('player-holding')).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Player actions' })).not.toBeInTheDocument()
    expect(screen.queryAllByRole('button', { name: /^Use / })).toHaveLength(0)
  })

  it('adds powerups with a count of 1 to 10, defaulting to 1 when invalid', async () => {
    const fetchMock = mockFetch({ 'GET /api/players': list, 'POST /api/players/powerups/grant': { body: { success: true } } })
    renderDetail()
    fireEvent.click(await screen.findByRole('button', { name: 'Add Powerup' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('button', { name: 'Add Powerup' })).toBeDisabled()
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Stun Hammer' }))
    fireEvent.change(within(dialog).getByLabelText('Count'), { target: { value: '3' } })
    expect(within(dialog).getByRole('button', { name: 'Add 3 Stun Hammer' })).toBeEnabled()
    fireEvent.change(within(dialog).getByLabelText('Count'), { target: { value: '25' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 1 Stun Hammer' }))
    expect(await screen.findByText('Powerup Added')).toBeInTheDocument()
    expect(sentBody(fetchMock, '/api/players/powerups/grant')).toMatchObject({
      playerName: 'zoe',
      powerupType: 'stun-hammer',
      count: 1,
      expiresInDays: 5,
      source: 'players',
    })
  })

  it('shows menu entries other modules register, hidden where their label is null', async () => {
    registerPlayerMenuAction({
      id: 'test.promote',
      order: 50,
      roles: ['CREATOR'],
      label: (player) => (player.isModerator ? null : 'Promote to Moderator'),
      icon: StarIcon,
      dialog: async () => ({ default: ({ player }) => <div role="dialog">Promoting {player.name}</div> }),
    })
    mockFetch({ 'GET /api/players': list })
    renderDetail()
    fireEvent.click(await screen.findByRole('button', { name: 'Player actions' }))
    const entries = (await screen.findAllByRole('menuitem')).map((item) => item.textContent)
    expect(entries).toEqual(['Edit Player', 'Promote to Moderator', 'Delete Player'])
    fireEvent.click(screen.getByRole('menuitem', { name: 'Promote to Moderator' }))
    await waitFor(() => expect(screen.getByText('Promoting zoe')).toBeInTheDocument())
  })
})
