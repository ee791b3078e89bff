import { test } from '@japa/runner'
import { MAX_RATE_LIMIT_WAIT_MS, rateLimitWaitMs } from '../../drivers/rate_limit_headers.js'

const now = Date.parse('2026-11-24T07:00:00Z')

test.group('Rate-limit headers of a 429', () => {
  test('Retry-After in seconds or as an HTTP date', ({ assert }) => {
    assert.equal(rateLimitWaitMs({ 'retry-after': '30' }, now), 30_000)
    assert.equal(rateLimitWaitMs({ 'Retry-After': 12 }, now), 12_000)
    assert.equal(rateLimitWaitMs({ 'retry-after': 'Tue, 24 Nov 2026 07:01:30 GMT' }, now), 90_000)
  })

  test('X-RateLimit-Reset in epoch seconds (or seconds from now when small)', ({ assert }) => {
    assert.equal(rateLimitWaitMs({ 'x-ratelimit-reset': String(now / 1000 + 45) }, now), 45_000)
    assert.equal(rateLimitWaitMs({ 'x-ratelimit-reset': '20' }, now), 20_000)
  })

  test('both: the later one, so nothing comes before the reset', ({ assert }) => {
    const reset = String(now / 1000 + 50)
    assert.equal(rateLimitWaitMs({ 'retry-after': '10', 'x-ratelimit-reset': reset }, now), 50_000)
    assert.equal(rateLimitWaitMs({ 'retry-after': '70', 'x-ratelimit-reset': reset }, now), 70_000)
  })

  test('missing, past, unreadable or absurd values', ({ assert }) => {
    assert.isNull(rateLimitWaitMs({}, now))
    assert.isNull(rateLimitWaitMs({ 'retry-after': '0' }, now))
    assert.isNull(rateLimitWaitMs({ 'retry-after': 'soon', 'x-ratelimit-reset': '-5' }, now))
    assert.isNull(rateLimitWaitMs({ 'retry-after': 'Tue, 24 Nov 2026 06:59:00 GMT' }, now))
    assert.isNull(rateLimitWaitMs({ 'x-ratelimit-reset': String(now / 1000 - 60) }, now))
    assert.equal(rateLimitWaitMs({ 'retry-after': '999999999' }, now), MAX_RATE_LIMIT_WAIT_MS)
  })
})
