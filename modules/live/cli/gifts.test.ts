import { describe, expect, test } from 'vitest'
import { proxyWithoutPush, rehearsingCreator, runInBackground, savedToken } from './testSupport.js'

describe('powerdeck live gifts', () => {
  test('no gifts yet says so', async () => {
    const { session } = await rehearsingCreator()
    const result = await session.run(['live', 'gifts'])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toBe('No Recent Gifts\n')
  })

  test('--follow prints gifts pushed while a rehearsal runs, then stops at --count', async () => {
    const { session } = await rehearsingCreator()
    const follow = runInBackground(session, ['live', 'gifts', '--follow', '--count', '3', '--json'])
    // Subscribed by push before the rehearsal starts sending.
    await follow.said('Following new gifts by push')
    const rehearsal = await session.run(['live', 'simulate', '--rate', '50', '--duration', '2', '--seed', '3'])
    expect(rehearsal.code, rehearsal.stderr).toBe(0)
    const followed = await follow.result
    expect(followed.code, followed.stderr).toBe(0)
    expect(followed.stderr).not.toContain('Push unavailable')
    const lines = followed.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatchObject({
      id: expect.any(Number),
      giftName: expect.any(String),
      diamondValue: expect.any(Number),
    })

    const table = await session.run(['live', 'gifts', '--limit', '2'])
    expect(table.stdout.trim().split('\n')).toHaveLength(2)
    expect(table.stdout).toMatch(/x\d+ {2}\d+ diamonds/)
  })

  test(
    '--follow prints each gift of a pushed batch once, oldest first, and stops mid-batch at --count',
    { timeout: 60_000 },
    async () => {
      const { session } = await rehearsingCreator()
      const follow = runInBackground(session, ['live', 'gifts', '--follow', '--count', '12', '--json'])
      await follow.said('Following new gifts by push')
      // A second's worth of events a request: their gifts reach the follower in a few 'gifts' messages.
      const rehearsal = await session.run(['live', 'simulate', '--rate', '100', '--duration', '2', '--seed', '5'])
      expect(rehearsal.code, rehearsal.stderr).toBe(0)
      const followed = await follow.result
      expect(followed.code, followed.stderr).toBe(0)
      const printed = followed.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).id as number)

      const listed = await session.run(['live', 'gifts', '--limit', '100', '--json'])
      const credited = (JSON.parse(listed.stdout).gifts as { id: number }[]).map((gift) => gift.id).reverse()
      expect(credited.length).toBeGreaterThan(12)
      expect(printed).toEqual(credited.slice(0, 12))
    }
  )

  test('--follow falls back to polling when the push stream is refused', async () => {
    const { session } = await rehearsingCreator()
    const proxy = await proxyWithoutPush()
    try {
      const env = { POWERDECK_SERVER: proxy.url, POWERDECK_TOKEN: savedToken(session) }
      const follow = runInBackground(session, ['live', 'gifts', '--follow', '--count', '1'], env)
      await follow.said(
        'Push unavailable (The push stream answered HTTP 503: Push is switched off here); polling every 5 s'
      )
      const rehearsal = await session.run(['live', 'simulate', '--rate', '5', '--duration', '1', '--seed', '4'])
      expect(rehearsal.code, rehearsal.stderr).toBe(0)
      const followed = await follow.result
      expect(followed.code, followed.stderr).toBe(0)
      expect(followed.stdout).toMatch(/^.+x\d+ {2}\d+ diamonds\n$/)
    } finally {
      await proxy.close()
    }
  })
})
