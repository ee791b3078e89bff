/** Test helpers of the moderators screens; not shipped. */
import type { ModeratorDto } from '../shared/moderators'

export { mockFetch, sentBody } from '../../../frontend/src/test/utils'

export function sampleModerator(id: number, displayName: string, overrides: Partial<ModeratorDto> = {}): ModeratorDto {
  return {
    id,
    username: displayName.toLowerCase(),
    email: `${displayName.toLowerCase()}@test.local`,
    tiktokUsername: `${displayName.toLowerCase()}_live`,
    displayName,
    permissions: ['grant_powerups', 'use_powerups'],
    status: 'ACTIVE',
    playerId: null,
    playerName: null,
    isPlayer: false,
    powerupsGranted: 12,
    powerupsUsed: 4,
    lastActive: '2025-03-02T10:00:00.000Z',
    lastGrantAction: '2025-03-02T10:00:00.000Z',
    lastUseAction: null,
    createdAt: '2025-01-15T10:00:00.000Z',
    updatedAt: '2025-03-02T10:00:00.000Z',
    ...overrides,
  }
}

export { renderSignedIn } from '@shell/test'
