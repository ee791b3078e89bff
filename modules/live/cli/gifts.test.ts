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
