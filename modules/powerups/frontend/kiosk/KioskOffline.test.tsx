import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockFetch, renderLedger, sampleHolding, samplePlayer } from '../testSupport'
import KioskPage from './KioskPage'

const players = [samplePlayer(2, 'zoe', [sampleHolding(21, 'mist', 1, 48)])]
const list = { body: { success: true, players } }
const used = { body: { success: true, entryId: 'use-5', message: 'Mist has been activated.' } }
const SLOW = { timeout: 5000 }

const keyOf = (init: RequestInit) => (init.headers as Record<string, string>)['Idempotency-Key']
const network = (state: 'online' | 'offline') => act(() => void window.dispatchEvent(new Event(state)))

/** The kiosk without network (issue 36): queued uses, one key per use, resends. */
describe('the kiosk offline', { timeout: 20_000 }, () => {
  afterEach(() => network('online'))

  it('a Use tapped offline is queued visibly and sent once, with its key, when the network returns', async () => {
    const keys: string[] = []
    mockFetch({
      'GET /api/players': list,
      'GET /api/health': { body: { success: true, status: 'ok' } },
      'POST /api/players/powerups/use': (init) => {
        keys.push(keyOf(init))
        return used
      },
    })
    renderLedger(<KioskPage />, { path: '/kiosk?view=by-player' })
    await waitFor(() => expect(screen.getAllByTestId('kiosk-player')).toHaveLength(1))

    network('offline')
    expect(screen.getByText("You're offline").closest('[role="status"]')).toHaveTextContent(
      'Changes will be sent when the connection returns.'
    )
    expect(screen.getByRole('button', { name: 'Add Player' })).toBeDisabled()
    fireEvent.click(screen.getByRole('button', { name: 'Use Mist of zoe' }))
    expect(await screen.findByRole('button', { name: 'Mist of zoe queued, sent when back online' })).toHaveTextContent(
      'Queued'
    )
    expect(screen.getByText(/\(1 queued use\)/)).toBeInTheDocument()
    expect(keys).toEqual([])

    network('online')
    expect(await screen.findByText('Powerup Used!', {}, SLOW)).toBeInTheDocument()
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/)
    expect(screen.queryByText("You're offline")).not.toBeInTheDocument()
  })

  it('a lost answer, then a first send still running: sent again with the same key until answered', async () => {
    const keys: string[] = []
    mockFetch({
      'GET /api/players': list,
      'GET /api/health': { body: { success: true, status: 'ok' } },
      'POST /api/players/powerups/use': (init) => {
        keys.push(keyOf(init))
        if (keys.length === 1) throw new TypeError('Failed to fetch')
        if (keys.length === 2)
          return { status: 409, body: { success: false, error: 'Still running', inProgress: true } }
        return used
      },
    })
    renderLedger(<KioskPage />, { path: '/kiosk?view=by-player' })
    await waitFor(() => expect(screen.getAllByTestId('kiosk-player')).toHaveLength(1))

    fireEvent.click(screen.getByRole('button', { name: 'Use Mist of zoe' }))
    expect(await screen.findByText('Powerup Used!', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(1)
    expect(screen.queryByText('Failed to use powerup.')).not.toBeInTheDocument()
  })
})
