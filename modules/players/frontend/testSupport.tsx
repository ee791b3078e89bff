/** Test helpers of the ledger screens (players and powerups frontends); not shipped. */
import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { FrontendModule, Role } from '@shell'
import { renderInAdmin, sampleUser, storeSession } from '../../../frontend/src/test/utils'
import type { PlayerDto } from '../shared/players'

export { mockFetch, sentBody } from '../../../frontend/src/test/utils'

/** A player as the API sends it; `extra` holds other modules' fields (`{ powerups }`) or overrides. */
export function samplePlayer<E extends object = object>(
  id: number,
  name: string,
  extra?: Partial<PlayerDto> & E
): PlayerDto & E {
  return {
    id,
    name,
    aliases: [],
    isActive: true,
    lastActive: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    isModerator: false,
    ...(extra as E),
  }
}

/**
 * Signs in as `role` and renders inside react-admin, with queries that do not retry; `modules`
 * are the enabled modules whose contributions the screens read (none by default).
 */
export function renderLedger(
  ui: ReactNode,
  {
    role = 'CREATOR',
    path = '/',
    permissions,
    modules = [],
  }: { role?: Role; path?: string; permissions?: string[]; modules?: FrontendModule[] } = {}
) {
  storeSession(sampleUser(role, permissions ? { permissions } : {}))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  return renderInAdmin(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, { path, modules })
}
