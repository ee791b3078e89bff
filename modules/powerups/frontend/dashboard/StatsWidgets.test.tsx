import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockFetch, renderLedger } from '../testSupport'
import { ModeratorStatsWidget } from './StatsWidgets'

const stats = {
  activePowerups: 9,
  grantsToday: 4,
  usesToday: 2,
  activePlayers: 3,
  soonToExpire: [],
  mine: { powerupsGranted: 1, powerupsUsed: 0, totalActions: 1, lastActive: null },
}

describe('Moderator Overview', () => {
  it("says the figures are the whole team's, not the moderator's own", async () => {
    mockFetch({ 'GET /api/powerups/stats': { body: { success: true, stats } } })
    renderLedger(<ModeratorStatsWidget />, { role: 'MODERATOR' })
    expect(await screen.findByText('4')).toBeInTheDocument()
    expect(screen.getAllByText("All of Creator User's team")).toHaveLength(3)
  })
})
