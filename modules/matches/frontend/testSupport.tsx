/** Test helpers of the matches screens; not shipped. */
import type { ReactNode } from 'react'
import type { FrontendModule, Role } from '@shell'
import { renderLedger } from '../../powerups/frontend/testSupport'
import type { MatchDto } from '../shared/matches'
import matches from './index'

export { mockFetch, sampleHolding, samplePlayer, sentBody } from '../../powerups/frontend/testSupport'

/** Renders signed in with the powerups and matches modules enabled (texts in English). */
export function renderMatches(
  ui: ReactNode,
  options: { role?: Role; path?: string; permissions?: string[]; modules?: FrontendModule[] } = {}
) {
  return renderLedger(ui, {
    ...options,
    modules: [matches, ...(options.modules ?? [])],
  })
}

/** A match as GET /api/live/matches/current sends it. */
export function sampleMatch(overrides: Partial<MatchDto> = {}): MatchDto {
  return {
    id: 7,
    opponent: { uniqueId: 'rival_host', nickname: 'Rival Host' },
    startedAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 240_000).toISOString(),
    endedAt: null,
    ours: 0,
    theirs: 0,
    result: null,
    used: {},
    ...overrides,
  }
}
