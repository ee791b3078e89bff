/** Test helpers of the matches screens; not shipped. */
import type { ReactNode } from 'react'
import { I18nContextProvider, type I18nProvider } from 'react-admin'
import type { FrontendModule, Role } from '@shell'
import { renderLedger } from '../../powerups/frontend/testSupport'
import type { MatchDto } from '../shared/matches'
import en from './messages/en'
import matches from './index'

export { mockFetch, sampleHolding, samplePlayer, sentBody } from '../../powerups/frontend/testSupport'

/** The English catalog's text at `key`, `%{name}` filled (react-admin's own texts keep their default). */
function translate(key: string, options: Record<string, unknown> = {}): string {
  let node: unknown = en
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  const phrase = typeof node === 'string' ? node : typeof options._ === 'string' ? options._ : key
  return phrase.replace(/%\{(\w+)\}/g, (token, name: string) => (options[name] == null ? token : String(options[name])))
}

const english: I18nProvider = {
  translate,
  changeLocale: async () => undefined,
  getLocale: () => 'en',
}

/** Renders signed in with the powerups and matches modules enabled, texts in English. */
export function renderMatches(
  ui: ReactNode,
  options: { role?: Role; path?: string; permissions?: string[]; modules?: FrontendModule[] } = {}
) {
  return renderLedger(<I18nContextProvider value={english}>{ui}</I18nContextProvider>, {
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
