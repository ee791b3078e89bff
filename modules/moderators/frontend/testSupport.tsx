/** Test helpers of the moderators screens; not shipped. */
import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { FrontendModule, Role } from '@shell'
import { renderInAdmin, sampleUser, storeSession } from '../../../frontend/src/test/utils'
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

/** Signs in as `role` and renders inside react-admin, with queries that do not retry. */
export function renderSignedIn(
  ui: ReactNode,
  { role = 'CREATOR' as Role, path = '/', modules = [] as FrontendModule[] } = {}
) {
  storeSession(sampleUser(role))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  return renderInAdmin(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, { path, modules })
}
