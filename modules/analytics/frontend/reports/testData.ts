import type { AnalyticsDto } from '../../shared/analytics'

/** One answer of GET /api/analytics as the page tests feed it (fixed, known figures). */
export function analyticsAnswer(overrides: Partial<AnalyticsDto> = {}): AnalyticsDto {
  return {
    range: '30d',
    from: '2025-02-03T00:00:00.000Z',
    to: '2025-03-05T00:00:00.000Z',
    overview: {
      totalCreators: 3,
      activeCreators: 2,
      totalModerators: 4,
      totalPlayers: 17,
      totalPowerups: 1250,
      totalGifts: 42,
      revenue: 9876,
      growthRate: 12.5,
    },
    creators: [
      {
        id: 7,
        name: 'Luna Star',
        email: 'luna@example.com',
        tiktokUsername: 'luna_star',
        isActive: true,
        totalPlayers: 12,
        totalModerators: 3,
        totalPowerups: 1000,
        totalGifts: 40,
        revenue: 9800,
        lastActivity: '2025-03-04T18:30:00.000Z',
        growthRate: -3,
      },
      {
        id: 8,
        name: '=Night Owl',
        email: 'owl@example.com',
        tiktokUsername: null,
        isActive: false,
        totalPlayers: 5,
        totalModerators: 1,
        totalPowerups: 250,
        totalGifts: 2,
        revenue: 76,
        lastActivity: null,
        growthRate: null,
      },
    ],
    powerups: {
      totalGranted: 1250,
      totalUsed: 500,
      byType: [
        { type: 'glove', granted: 1000, used: 450, utilization: 45 },
        { type: 'mist', granted: 250, used: 50, utilization: 20 },
      ],
    },
    gifts: {
      totalValue: 9876,
      totalCount: 42,
      topGifters: [
        { username: 'bigfan', totalValue: 9000, giftCount: 30 },
        { username: 'rosebud', totalValue: 876, giftCount: 12 },
      ],
    },
    trends: [
      { date: '2025-03-03', creators: 2, moderators: 1, players: 6, powerups: 700, gifts: 20 },
      { date: '2025-03-04', creators: 1, moderators: 2, players: 4, powerups: 550, gifts: 22 },
    ],
    ...overrides,
  }
}
