import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PlayersPage } from '../../../players/frontend/testSupport'
import { transferRows, transferText } from '../../shared/transfer'
import { mockFetch, renderLedger, sampleHolding, samplePlayer, sentBody } from '../testSupport'

const players = [samplePlayer(1, 'ann', [sampleHolding(10, 'glove', 2)]), samplePlayer(2, 'bob')]

// MUI dialogs render slowly on the shared 2-core machine.
describe('My Players with powerups: bulk grant and the balances file', { timeout: 60_000 }, () => {
  it('Grant sends one call for the selected players and shows who was skipped and why', async () => {
    const fetchMock = mockFetch({
      'GET /api/players': { body: { success: true, players } },
      'POST /api/players/powerups/bulk-grant': {
        body: {
          success: true,
          ok: 1,
          skipped: 1,
          results: [
            { playerId: 1, name: 'ann', status: 'ok' },
            {
              playerId: 2,
              name: 'bob',
              status: 'skipped',
              reason: 'bob already holds 10 powerups; the maximum per player is 10.',
            },
          ],
        },
      },
    })
    renderLedger(<PlayersPage />, { role: 'MODERATOR', permissions: ['grant_powerups'] })
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select ann' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select bob' }))
    const toolbar = screen.getByRole('toolbar', { name: 'Selected players' })
    expect(within(toolbar).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument() // creators only
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Grant' }))
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Powerup' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Time Maker' }))
    fireEvent.change(within(dialog).getByLabelText('Count'), { target: { value: '3' } })
    fireEvent.change(within(dialog).getByLabelText('Expires in (days)'), { target: { value: '7' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant 3 Time Maker each' }))
    expect(await within(dialog).findByText('1 done, 1 skipped')).toBeInTheDocument()
    expect(
      within(dialog).getByText('Skipped: bob already holds 10 powerups; the maximum per player is 10.')
    ).toBeInTheDocument()
    expect(sentBody(fetchMock, '/api/players/powerups/bulk-grant')).toEqual({
      playerIds: [1, 2],
      powerupType: 'time-maker',
      count: 3,
      expiresInDays: 7,
      source: 'players',
    })
  })

  it('a moderator without grant_powerups gets no selection at all', async () => {
    mockFetch({ 'GET /api/players': { body: { success: true, players } } })
    renderLedger(<PlayersPage />, { role: 'MODERATOR', permissions: [] })
    expect(await screen.findByText('ann')).toBeInTheDocument()
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  })

  it('the balances file: a row per holding, a player without any on a row of their own', () => {
    const csv = transferText('csv', transferRows(players))
    const [header, ann, bob] = csv.trimEnd().split('\n')
    expect(header).toBe('player,aliases,isActive,type,units,expiresAt,grantedAt,grantedBy')
    expect(ann).toMatch(/^ann,,true,glove,2,\d{4}-[^,]+,\d{4}-[^,]+,Creator User$/)
    expect(bob).toBe('bob,,true,,,,,')
  })
})
