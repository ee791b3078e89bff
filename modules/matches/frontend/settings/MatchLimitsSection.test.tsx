import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockFetch, renderMatches, sentBody } from '../testSupport'
import MatchLimitsSection, { parseLimit } from './MatchLimitsSection'

const SLOW = { timeout: 5000 }
const limits = { body: { success: true, limits: { 'time-maker': 3 }, custom: false } }

describe('Settings › Match Limits', { timeout: 20_000 }, () => {
  it('takes a whole number from 0 to 1,000, empty for no limit', () => {
    expect(parseLimit('3')).toBe(3)
    expect(parseLimit(' 0 ')).toBe(0)
    expect(parseLimit('1000')).toBe(1000)
    expect(parseLimit('')).toBeNull()
    for (const bad of ['-1', '1001', '2.5', 'three']) expect(parseLimit(bad)).toBeUndefined()
  })

  it('an admin sees Time Maker 3 and the others unlimited, and why a value is refused', async () => {
    mockFetch({ 'GET /api/live/matches/limits': limits })
    renderMatches(<MatchLimitsSection />, { role: 'ADMIN' })
    const timeMaker = await screen.findByLabelText('Time Maker', {}, SLOW)
    expect(timeMaker).toHaveValue(3)
    expect(timeMaker).toBeEnabled()
    expect(screen.getByLabelText('Glove')).toHaveValue(null)
    expect(screen.getByLabelText('Glove')).toHaveAttribute('placeholder', 'No limit')
    fireEvent.change(screen.getByLabelText('Glove'), { target: { value: '2.5' } })
    expect(screen.getByText('A whole number from 0 to 1,000, or empty')).toBeInTheDocument()
  })

  it('a creator edits their own limits and can go back to the default', async () => {
    const own = { body: { success: true, limits: { 'time-maker': 1, glove: 2 }, custom: true } }
    const fetchMock = mockFetch({ 'GET /api/live/matches/limits': own, 'PUT /api/live/matches/limits': limits })
    renderMatches(<MatchLimitsSection />)
    const timeMaker = await screen.findByLabelText('Time Maker', {}, SLOW)
    expect(timeMaker).toHaveValue(1)
    expect(timeMaker).toBeEnabled()
    expect(screen.getByText('These are your own limits.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Use the default limits' }))
    expect(await screen.findByText('You are using the default limits.', {}, SLOW)).toBeInTheDocument()
    expect(sentBody(fetchMock, '/api/live/matches/limits')).toEqual({ limits: null })
    expect(screen.getByLabelText('Time Maker')).toHaveValue(3)
    expect(screen.queryByRole('button', { name: 'Use the default limits' })).not.toBeInTheDocument()
  })

  it("a moderator reads the creator's limits in force", async () => {
    mockFetch({ 'GET /api/live/matches/limits': limits })
    renderMatches(<MatchLimitsSection />, { role: 'MODERATOR', permissions: ['use_powerups'] })
    expect(await screen.findByLabelText('Time Maker', {}, SLOW)).toHaveValue(3)
    expect(screen.getByLabelText('Time Maker')).toBeDisabled()
    expect(screen.getByText(/set by the creator/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Use the default limits' })).not.toBeInTheDocument()
  })
})
