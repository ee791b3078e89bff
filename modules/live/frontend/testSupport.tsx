/** Test helpers of the live screens; not shipped. */
import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { FrontendModule, Role } from '@shell'
import { renderInAdmin, sampleUser, storeSession } from '@shell/test'

export { mockFetch } from '@shell/test'

/** Signs in as `role` and renders inside react-admin (with `modules`), with queries that do not retry. */
export function renderLive(
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
