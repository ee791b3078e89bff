/** Test helpers of the ledger screens (players and powerups frontends); not shipped. */
import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { Role } from '@shell'
import { renderInAdmin, sampleUser, storeSession } from '../../../frontend/src/test/utils'
import type { PowerupHoldingDto, PowerupType } from '../../powerups/shared/powerups'
import type { PlayerDto } from '../shared/players'

export { mockFetch, sentBody } from '../../../frontend/src/test/utils'

const HOUR = 3_600_000

export function sampleHolding(id: number, type: PowerupType, count: number, hoursLeft: number | null = 24 * 5): PowerupHoldingDto {
  return {
    id,
    type,
    count,
    originalCount: count,
    isActive: true,
    expiresAt: hoursLeft === null ? null : new Date(Date.now() + hoursLeft * HOUR).toISOString(),
    grantedAt: new Date().toISOString(),
    grantedByName: 'Creator User',
    source: 'kiosk',
  }
}

export function samplePlayer(id: number, name: string, powerups: PowerupHoldingDto[] = [], overrides: Partial<PlayerDto> = {}): PlayerDto {
  return {
    id,
    name,
    aliases: [],
    isActive: true,
    lastActive: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    isModerator: false,
    powerups,
    ...overrides,
  }
}

/** Signs in as `role` and renders inside react-admin, with queries that do not retry. */
export function renderLedger(
  ui: ReactNode,
  { role = 'CREATOR', path = '/', permissions }: { role?: Role; path?: string; permissions?: string[] } = {}
) {
  storeSession(sampleUser(role, permissions ? { permissions } : {}))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  return renderInAdmin(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, { path })
}
