import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LedgerHistoryEntryDto } from '../../shared/undo'
import { mockFetch, renderLedger, sampleHolding, samplePlayer, sentBody } from '../testSupport'
import PlayerHistorySection from './PlayerHistorySection'
import PlayerPowerupsSection from './PlayerPowerupsSection'

const MINUTE = 60_000
const zoe = samplePlayer(2, 'zoe', [sampleHolding(21, 'glove', 2)])

function entry(id: string, overrides: Partial<LedgerHistoryEntryDto> = {}): LedgerHistoryEntryDto {
  const kind = id.startsWith('grant') ? 'grant' : 'use'
  return {
    id,
    kind,
    type: 'mist',
    count: kind === 'grant' ? 3 : 1,
    at: new Date(Date.now() - MINUTE).toISOString(),
    byName: 'Creator User',
    source: 'kiosk',
    left: kind === 'grant' ? 2 : null,
    expiresAt: null,
    revokedAt: null,
    revokedAs: null,
    undoableUntil: new Date(Date.now() + 9 * MINUTE).toISOString(),
    ...overrides,
  }
}

const history = {
  body: {
    success: true,
    undoWindowMinutes: 10,
    entries: [
      entry('use-8'),
      entry('grant-7'),
      entry('use-6', { revokedAt: new Date().toISOString(), revokedAs: 'undone', undoableUntil: null }),
      entry('grant-5', { undoableUntil: null }),
      entry('grant-4', { left: 0, byName: 'System', source: 'gift' }),
    ],
  },
}

// MUI dialogs and toasts render slowly on the shared 2-core machine.
const SLOW = { timeout: 5000 }
describe('Player history and Remove', { timeout: 20_000 }, () => {
  it('lists grants and uses with their ids, Undo only while the window lasts', async () => {
    mockFetch({ 'GET /api/powerups/players/2/history': history })
    renderLedger(<PlayerHistorySection player={zoe} />)
    expect(
      await screen.findByText('Grants and uses, newest first; undo within 10 minutes', {}, SLOW)
    ).toBeInTheDocument()
    const rows = await screen.findAllByTestId('history-entry')
    expect(rows).toHaveLength(5)
    expect(within(rows[0]).getByText('Used Mist')).toBeInTheDocument()
    expect(within(rows[1]).getByText('Granted 3 Mist')).toBeInTheDocument()
    expect(within(rows[1]).getByText('2 left')).toBeInTheDocument()
    expect(within(rows[1]).getByText('grant-7')).toBeInTheDocument()
    expect(within(rows[2]).getByText('Undone')).toBeInTheDocument()
    // a kiosk grant names who made it; an automatic one says which automation
    expect(rows[1]).toHaveTextContent(/Creator User · .* · grant-7/)
    expect(rows[4]).toHaveTextContent(/System \(gift rule\) · .* · grant-4/)
    expect(screen.getAllByRole('button', { name: /^Undo / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Undo use-8',
      'Undo grant-7',
    ])
  })

  it('a use-only moderator may undo uses, not grants', async () => {
    mockFetch({ 'GET /api/powerups/players/2/history': history })
    renderLedger(<PlayerHistorySection player={zoe} />, { role: 'MODERATOR', permissions: ['use_powerups'] })
    await screen.findAllByTestId('history-entry')
    expect(screen.getAllByRole('button', { name: /^Undo / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Undo use-8',
    ])
  })

  it('Undo asks for an optional reason and shows what was taken back', async () => {
    const fetchMock = mockFetch({
      'GET /api/powerups/players/2/history': history,
      'POST /api/powerups/ledger/grant-7/undo': {
        body: {
          success: true,
          entryId: 'grant-7',
          kind: 'grant',
          type: 'mist',
          playerId: 2,
          takenBack: 2,
          alreadyUsed: 1,
          message: '2 of 3 Mist taken back from zoe; 1 already used',
        },
      },
    })
    renderLedger(<PlayerHistorySection player={zoe} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Undo grant-7' }))
    const dialog = await screen.findByRole('dialog', { name: 'Undo grant-7?' }, SLOW)
    expect(within(dialog).getByText(/has not used yet \(2 of 3\)/)).toBeInTheDocument()
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'wrong viewer' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('Grant Undone', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('2 of 3 Mist taken back from zoe; 1 already used')).toBeInTheDocument()
    expect(sentBody(fetchMock, '/api/powerups/ledger/grant-7/undo')).toEqual({ reason: 'wrong viewer' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it("Remove takes a holding away outright: 'Powerup Removed'", async () => {
    const fetchMock = mockFetch({
      'POST /api/powerups/holdings/21/remove': {
        body: {
          success: true,
          holdingId: 21,
          type: 'glove',
          playerId: 2,
          removed: 2,
          message: 'Removed 2 units of Glove from zoe',
        },
      },
    })
    renderLedger(<PlayerPowerupsSection player={zoe} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Glove × 2' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove Glove × 2?' }, SLOW)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Powerup Removed', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('Removed 2 units of Glove from zoe')).toBeInTheDocument()
    expect(sentBody(fetchMock, '/api/powerups/holdings/21/remove')).toEqual({})
  })

  it('a use-only moderator gets no Remove', async () => {
    renderLedger(<PlayerPowerupsSection player={zoe} />, { role: 'MODERATOR', permissions: ['use_powerups'] })
    await screen.findAllByTestId('player-holding')
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument()
  })
})
