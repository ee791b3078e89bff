import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockFetch, renderSignedIn, sentBody } from '@shell/test'
import { BATTLE_CARD_LABELS, BATTLE_CARDS, DEFAULT_BOOSTER_MAPPING, type BoosterMappingDto } from '../shared/boosters'
import BattleBoostersSection from './BattleBoostersSection'

const mappings = (changes: Partial<Record<string, BoosterMappingDto['powerupType']>> = {}): BoosterMappingDto[] =>
  BATTLE_CARDS.map((card) => ({
    card,
    ...BATTLE_CARD_LABELS[card],
    powerupType: card in changes ? changes[card]! : DEFAULT_BOOSTER_MAPPING[card],
    defaultPowerupType: DEFAULT_BOOSTER_MAPPING[card],
  }))

describe('Settings › Battle Boosters', { timeout: 20_000 }, () => {
  it('lists every card with its powerup; the creator changes one, saved at once', async () => {
    const fetchMock = mockFetch({
      'GET /api/boosters/mappings': { body: { success: true, mappings: mappings() } },
      'PUT /api/boosters/mappings': { body: { success: true, mappings: mappings({ potion: 'no2-booster' }) } },
    })
    renderSignedIn(<BattleBoostersSection />)
    expect(await screen.findByRole('combobox', { name: /^Glove powerup/ })).toHaveTextContent('Glove')
    expect(screen.getAllByRole('combobox')).toHaveLength(BATTLE_CARDS.length)
    expect(screen.getByText('Critical Strike')).toBeInTheDocument()

    // Potion starts ignored; the creator maps it to the NO2 Booster.
    const potion = screen.getByRole('combobox', { name: /^Potion powerup/ })
    expect(potion).toHaveTextContent('Ignored')
    fireEvent.mouseDown(potion)
    fireEvent.click(await screen.findByRole('option', { name: 'NO2 Booster' }))
    await waitFor(() =>
      expect(sentBody(fetchMock, '/api/boosters/mappings')).toEqual({ mappings: { potion: 'no2-booster' } })
    )
    expect(await screen.findByText('Settings saved')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Potion powerup/ })).toHaveTextContent('NO2 Booster')
    )
    expect(screen.getByText(/default: Ignored/)).toBeInTheDocument()
  })

  it('moderators see the mapping but cannot change it; a refused save says why', async () => {
    mockFetch({ 'GET /api/boosters/mappings': { body: { success: true, mappings: mappings() } } })
    const moderator = renderSignedIn(<BattleBoostersSection />, { role: 'MODERATOR' })
    expect(await screen.findByText(/Only the creator can change the mapping/)).toBeInTheDocument()
    for (const select of screen.getAllByRole('combobox')) expect(select).toHaveAttribute('aria-disabled', 'true')
    moderator.unmount()

    mockFetch({
      'GET /api/boosters/mappings': { body: { success: true, mappings: mappings() } },
      'PUT /api/boosters/mappings': { status: 403, body: { success: false, error: 'Access denied' } },
    })
    renderSignedIn(<BattleBoostersSection />)
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Smoke \(Mist\) powerup/ }))
    fireEvent.click(await screen.findByRole('option', { name: 'Ignored' }))
    expect(await screen.findByText('Access denied')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: /^Smoke \(Mist\) powerup/ })).toHaveTextContent('Mist')
  })

  it("admins see the 'Admin View' only", () => {
    mockFetch({})
    renderSignedIn(<BattleBoostersSection />, { role: 'ADMIN' })
    expect(screen.getByText('Admin View')).toBeInTheDocument()
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
  })
})
