import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockFetch, renderLedger, sampleHolding, samplePlayer, sentBody } from '../testSupport'
import KioskPage from './KioskPage'

const players = [samplePlayer(2, 'zoe', [sampleHolding(21, 'mist', 1, 48)])]
const list = { body: { success: true, players } }
const undoAnswer = (entryId: string, kind: 'grant' | 'use', message: string) => ({
  body: { success: true, entryId, kind, type: 'mist', playerId: 2, takenBack: 1, alreadyUsed: 0, message },
})

// MUI dialogs and toasts render slowly on the shared 2-core machine.
const SLOW = { timeout: 5000 }
describe('Undo from the kiosk toasts', { timeout: 20_000 }, () => {
  it("the 'Powerup Added' toast undoes the grant it announces", async () => {
    const fetchMock = mockFetch({
      'GET /api/players': list,
      'POST /api/players/powerups/grant': { body: { success: true, entryId: 'grant-77' } },
      'POST /api/powerups/ledger/grant-77/undo': undoAnswer(
        'grant-77',
        'grant',
        '1 of 1 Time Maker taken back from zoe'
      ),
    })
    renderLedger(<KioskPage />, { path: '/kiosk?view=by-player' })
    await waitFor(() => expect(screen.getAllByTestId('kiosk-player')).toHaveLength(1))
    fireEvent.click(screen.getByRole('button', { name: 'Add powerup for zoe' }))
    const dialog = await screen.findByRole('dialog', {}, SLOW)
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Time Maker' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 1 Time Maker' }))
    const toast = (await screen.findByText('Powerup Added', {}, SLOW)).closest('[role="alert"]') as HTMLElement
    fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('Grant Undone', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('1 of 1 Time Maker taken back from zoe')).toBeInTheDocument()
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/api/powerups/ledger/grant-77/undo'))).toBe(
      true
    )
  })

  it("the 'Powerup Used!' toast undoes the use; a refusal is shown as an error", async () => {
    const fetchMock = mockFetch({
      'GET /api/players': list,
      'POST /api/players/powerups/use': { body: { success: true, entryId: 'use-5' } },
      'POST /api/powerups/ledger/use-5/undo': {
        status: 409,
        body: { success: false, error: 'The undo window has passed: use-5 is older than 10 minutes' },
      },
    })
    renderLedger(<KioskPage />, { path: '/kiosk?view=by-player' })
    await waitFor(() => expect(screen.getAllByTestId('kiosk-player')).toHaveLength(1))
    fireEvent.click(screen.getAllByRole('button', { name: /^Use / })[0])
    const toast = (await screen.findByText('Powerup Used!', {}, SLOW)).closest('[role="alert"]') as HTMLElement
    fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('Could not undo', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('The undo window has passed: use-5 is older than 10 minutes')).toBeInTheDocument()
    expect(sentBody(fetchMock, '/api/powerups/ledger/use-5/undo')).toEqual({})
  })
})
