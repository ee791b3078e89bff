import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { matchesKeys } from './matchesApi'
import { matchesPushHandlers } from './pushHandlers'
import { sampleMatch } from './testSupport'

function cache() {
  const queryClient = new QueryClient()
  queryClient.setQueryData(matchesKeys.current, null)
  queryClient.setQueryData(matchesKeys.ready, {})
  queryClient.setQueryData(matchesKeys.list(1, 25), { success: true, matches: [], total: 0 })
  const handler = (topic: string) => matchesPushHandlers.find((entry) => entry.topic.name === topic)!
  return {
    queryClient,
    push: (topic: string, message: object) =>
      handler(topic).handle({ type: topic, ...message } as never, { queryClient }),
    stale: (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated,
  }
}

describe('the matches push handlers', () => {
  it('a pushed match replaces the current one; its end reloads the history', () => {
    const kiosk = cache()
    const match = sampleMatch({ ours: 10, theirs: 4 })
    kiosk.push('matches', { match })
    expect(kiosk.queryClient.getQueryData(matchesKeys.current)).toEqual(match)
    expect(kiosk.stale(matchesKeys.list(1, 25))).toBe(false)
    kiosk.push('matches', { match: { ...match, endedAt: new Date().toISOString(), result: 'win' } })
    expect(kiosk.stale(matchesKeys.list(1, 25))).toBe(true)
  })

  it('a change of holdings reloads the ready strip', () => {
    const kiosk = cache()
    expect(kiosk.stale(matchesKeys.ready)).toBe(false)
    kiosk.push('powerups:changed', {})
    expect(kiosk.stale(matchesKeys.ready)).toBe(true)
  })
})
