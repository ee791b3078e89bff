import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import players from '../index'
import { mockFetch, renderLedger, samplePlayer, sentBody } from '../testSupport'
import PlayerDetailPage from './PlayerDetailPage'

const zoe = samplePlayer(2, 'zoe', { aliases: ['zoe_old', 'zoe.tt'], tiktokUserId: '6900000000000000001' })
const max = samplePlayer(3, 'Max', { aliases: ['maxi'] })
const ann = samplePlayer(4, 'Ann')
const list = { body: { success: true, players: [zoe, max, ann] } }

function renderDetail(path = '/players/2', role: 'CREATOR' | 'MODERATOR' = 'CREATOR', permissions?: string[]) {
  return renderLedger(
    <Routes>
      <Route path="/players/:playerId" element={<PlayerDetailPage />} />
      <Route path="/players" element={<p>Players list</p>} />
    </Routes>,
    { role, path, permissions, modules: [players] }
  )
}

async function openMenuEntry(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Player actions' }))
  fireEvent.click(await screen.findByRole('menuitem', { name }))
  return screen.findByRole('dialog')
}

describe('Player detail: TikTok identity and merge', { timeout: 20_000 }, () => {
  it('shows the aliases and handles and the TikTok user id, or that none is linked', async () => {
    mockFetch({ 'GET /api/players': list })
    const view = renderDetail()
    expect(await screen.findByText('zoe_old, zoe.tt')).toBeInTheDocument()
    expect(screen.getByText('6900000000000000001')).toBeInTheDocument()
    view.unmount()
    renderDetail('/players/4')
    expect(await screen.findByText('Not linked yet')).toBeInTheDocument()
    expect(screen.getByText('None')).toBeInTheDocument()
  })

  it('Edit Player shows the known handles, refuses a non-numeric id and links a new one', async () => {
    const fetchMock = mockFetch({
      'GET /api/players': list,
      'PUT /api/players': { body: { success: true, player: max } },
      'PUT /api/players/tiktok': { body: { success: true, player: { ...max, tiktokUserId: '123' } } },
    })
    renderDetail('/players/3')
    const dialog = await openMenuEntry('Edit Player')
    expect(within(dialog).getByText(/Known handles: @Max, @maxi/)).toBeInTheDocument()
    const field = within(dialog).getByLabelText('TikTok user id')
    const save = within(dialog).getByRole('button', { name: 'Save Changes' })
    fireEvent.change(field, { target: { value: '12ab' } })
    expect(within(dialog).getByText('Digits only')).toBeInTheDocument()
    expect(save).toBeDisabled()
    fireEvent.change(field, { target: { value: ' 123 ' } })
    expect(save).toBeEnabled()
    fireEvent.click(save)
    expect(await screen.findByText('Player Updated')).toBeInTheDocument()
    expect(sentBody(fetchMock, '/api/players/tiktok')).toEqual({ playerId: 3, tiktokUserId: '123', source: 'players' })
  })

  it('Edit Player without an id change sends no link call; clearing it unlinks', async () => {
    const fetchMock = mockFetch({
      'GET /api/players': list,
      'PUT /api/players': { body: { success: true, player: zoe } },
      'PUT /api/players/tiktok': { body: { success: true, player: { ...zoe, tiktokUserId: null } } },
    })
    renderDetail()
    let dialog = await openMenuEntry('Edit Player')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Player Updated')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/players/tiktok'))).toBe(false)

    dialog = await openMenuEntry('Edit Player')
    fireEvent.change(within(dialog).getByLabelText('TikTok user id'), { target: { value: '' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(sentBody(fetchMock, '/api/players/tiktok')).toMatchObject({ tiktokUserId: null }))
  })

  it('Merge picks another player (by name or alias, never this one) and merges them in', async () => {
    const fetchMock = mockFetch({
      'GET /api/players': list,
      'POST /api/players/merge': {
        body: {
          success: true,
          player: { ...zoe, aliases: [...zoe.aliases, 'Max', 'maxi'] },
          merged: { id: 3, name: 'Max' },
        },
      },
    })
    renderDetail()
    const dialog = await openMenuEntry('Merge Player…')
    expect(within(dialog).getByText(/powerups, history, names and TikTok identity move/)).toBeInTheDocument()
    const merge = within(dialog).getByRole('button', { name: 'Merge' })
    expect(merge).toBeDisabled()
    const input = within(dialog).getByLabelText('Player to merge in')
    fireEvent.change(input, { target: { value: '@MAXI' } })
    const options = await screen.findAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Max(maxi)'])
    fireEvent.change(input, { target: { value: '' } })
    const all = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(all).not.toContain('zoe(zoe_old, zoe.tt)')
    fireEvent.click(screen.getByRole('option', { name: /Max/ }))
    expect(merge).toBeEnabled()
    fireEvent.click(merge)
    expect(await screen.findByText('Players Merged')).toBeInTheDocument()
    expect(sentBody(fetchMock, '/api/players/merge')).toEqual({ intoPlayerId: 2, fromPlayerId: 3, source: 'players' })
  })

  it('Merge shows the server’s refusal and stays open', async () => {
    mockFetch({
      'GET /api/players': list,
      'POST /api/players/merge': {
        status: 409,
        body: { success: false, error: 'The two players are linked to different TikTok users: unlink one first' },
      },
    })
    renderDetail()
    const dialog = await openMenuEntry('Merge Player…')
    fireEvent.change(within(dialog).getByLabelText('Player to merge in'), { target: { value: 'Ann' } })
    fireEvent.click(await screen.findByRole('option', { name: 'Ann' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge' }))
    expect(await screen.findByText(/linked to different TikTok users/)).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('a moderator without manage_players cannot merge', async () => {
    mockFetch({ 'GET /api/players': list })
    renderDetail('/players/2', 'MODERATOR', ['grant_powerups'])
    expect(await screen.findByText('Player Information')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Player actions' })).not.toBeInTheDocument()
  })
})
