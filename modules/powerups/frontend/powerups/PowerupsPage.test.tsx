import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockFetch, renderLedger, sampleHolding, samplePlayer, sentBody } from '../testSupport'
import PowerupsPage from './PowerupsPage'

const players = [
  samplePlayer(1, 'alice', [sampleHolding(11, 'glove', 2, 100)]),
  samplePlayer(2, 'bob', [sampleHolding(21, 'mist', 1, 2)]),
]
const list = { body: { success: true, players } }

const rows = () => screen.getAllByRole('listitem')

// MUI dialogs render slowly on the shared 2-core machine.
describe('My Powerups', { timeout: 20_000 }, () => {
  it('shows one row per unit, soonest expiry first, with the stat cards', async () => {
    mockFetch({ 'GET /api/players': list })
    renderLedger(<PowerupsPage />)
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(within(rows()[0]).getByText('Owned by bob')).toBeInTheDocument()
    expect(within(rows()[0]).getByText(/^Expires in 1h 59m$/)).toBeInTheDocument()
    expect(within(rows()[1]).getByText('Owned by alice')).toBeInTheDocument()
    expect(screen.getByLabelText('Total Available')).toHaveTextContent('3')
    expect(screen.getByLabelText('Powerup Types')).toHaveTextContent('2')
  })

  it('colours the expiry badge by urgency', async () => {
    mockFetch({ 'GET /api/players': list })
    renderLedger(<PowerupsPage />)
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(screen.getByText(/^Expires in 1h/).closest('[data-urgency]')).toHaveAttribute('data-urgency', 'critical')
    expect(screen.getAllByText(/^Expires in 4d/)[0].closest('[data-urgency]')).toHaveAttribute('data-urgency', 'safe')
  })

  it('filters by type, with an empty state per type', async () => {
    mockFetch({ 'GET /api/players': list })
    renderLedger(<PowerupsPage />)
    await waitFor(() => expect(rows()).toHaveLength(3))
    fireEvent.click(screen.getByText('Mist (1)'))
    expect(rows()).toHaveLength(1)
    fireEvent.click(screen.getByText('Time Maker (0)'))
    expect(screen.getByText('No Time Maker Powerups')).toBeInTheDocument()
  })

  it('shows Using... while a use is pending and clears it shortly after success', async () => {
    let release: () => void = () => undefined
    const fetchMock = mockFetch({
      'GET /api/players': list,
      'POST /api/players/powerups/use': { body: { success: true } },
    })
    const pendingUse = new Promise<void>((resolve) => (release = resolve))
    const original = fetchMock.getMockImplementation()!
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/powerups/use')) await pendingUse
      return original(input, init)
    })
    renderLedger(<PowerupsPage />)
    await waitFor(() => expect(rows()).toHaveLength(3))

    fireEvent.click(screen.getByRole('button', { name: 'Use Mist of bob' }))
    expect(await screen.findByRole('button', { name: 'Using...' })).toBeDisabled()
    release()
    expect(await screen.findByText('Powerup Used!')).toBeInTheDocument()
    expect(screen.getByText('Mist has been activated.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Using...' })).not.toBeInTheDocument(), {
      timeout: 5000,
    })
    expect(sentBody(fetchMock, '/api/players/powerups/use')).toMatchObject({
      playerId: 'bob',
      powerupType: 'mist',
      powerupId: 21,
      powerupIndex: 0,
      source: 'players',
    })
  })

  it('clears the mark at once and shows the server reason when a use fails', async () => {
    mockFetch({
      'GET /api/players': list,
      'POST /api/players/powerups/use': {
        status: 400,
        body: { success: false, error: 'No Powerups Available: bob has no Mist powerups to use.' },
      },
    })
    renderLedger(<PowerupsPage />)
    await waitFor(() => expect(rows()).toHaveLength(3))
    fireEvent.click(screen.getByRole('button', { name: 'Use Mist of bob' }))
    expect(await screen.findByText('Failed to use powerup.')).toBeInTheDocument()
    expect(screen.getByText('No Powerups Available: bob has no Mist powerups to use.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Use Mist of bob' })).toBeEnabled()
  })

  it('says when there is nothing to use', async () => {
    mockFetch({ 'GET /api/players': { body: { success: true, players: [samplePlayer(1, 'alice')] } } })
    renderLedger(<PowerupsPage />)
    expect(screen.getByText('Loading powerups...')).toBeInTheDocument()
    expect(await screen.findByText('No Active Powerups')).toBeInTheDocument()
  })

  it('tells an admin without a creator context how to get one', async () => {
    mockFetch({
      'GET /api/players': { status: 403, body: { success: false, error: 'This action needs a creator context' } },
    })
    renderLedger(<PowerupsPage />, { role: 'ADMIN' })
    expect(await screen.findByText('Powerups belong to a creator')).toBeInTheDocument()
  })
})
