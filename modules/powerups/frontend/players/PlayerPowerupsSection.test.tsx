import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockFetch, renderLedger, sampleHolding, samplePlayer, sentBody } from '../testSupport'
import PlayerPowerupsSection from './PlayerPowerupsSection'
import { PowerupCountBadge } from './PowerupCountBadge'
import { starterPackText } from './starterPack'

const zoe = samplePlayer(2, 'zoe', [sampleHolding(21, 'glove', 2), sampleHolding(22, 'mist', 1, 10)])

// MUI dialogs render slowly on the shared 2-core machine.
describe('Powerups on the player pages', { timeout: 20_000 }, () => {
  it('shows the Active Powerups grid, next to expire first', async () => {
    renderLedger(<PlayerPowerupsSection player={zoe} />)
    expect(await screen.findByText('Active Powerups')).toBeInTheDocument()
    const holdings = await screen.findAllByTestId('player-holding')
    expect(within(holdings[0]).getByText('Mist')).toBeInTheDocument()
    expect(within(holdings[1]).getByText('× 2')).toBeInTheDocument()
  })

  it('a grant-only moderator gets no Use buttons, only Add Powerup', async () => {
    renderLedger(<PlayerPowerupsSection player={zoe} />, { role: 'MODERATOR', permissions: ['grant_powerups'] })
    expect(await screen.findByRole('button', { name: 'Add Powerup' })).toBeInTheDocument()
    expect(screen.getAllByTestId('player-holding')).toHaveLength(2)
    expect(screen.queryAllByRole('button', { name: /^Use / })).toHaveLength(0)
  })

  it('adds powerups with a count of 1 to 10, defaulting to 1 when invalid', async () => {
    const fetchMock = mockFetch({ 'POST /api/players/powerups/grant': { body: { success: true } } })
    renderLedger(<PlayerPowerupsSection player={zoe} />)
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

  it("badges a row of My Players with the player's active powerups", () => {
    render(<PowerupCountBadge player={zoe} />)
    expect(screen.getByLabelText('3 active powerups')).toBeInTheDocument()
    render(<PowerupCountBadge player={samplePlayer(1, 'alice')} />)
    expect(screen.getByLabelText('0 active powerups')).toBeInTheDocument()
  })

  it('describes the starter pack', () => {
    expect(starterPackText()).toBe('Starter pack: 2 Gloves and 1 Mist.')
  })
})
