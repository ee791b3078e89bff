import { describe, expect, test } from 'vitest'
import { rehearsingCreator } from './testSupport.js'

describe('powerdeck live gifts', () => {
  test('no gifts yet says so', async () => {
    const { session } = await rehearsingCreator()
    const result = await session.run(['live', 'gifts'])
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toBe('No Recent Gifts\n')
  })

  test('--follow prints gifts pushed while a rehearsal runs, then stops at --count', async () => {
    const { session } = await rehearsingCreator()
    const follow = session.run(['live', 'gifts', '--follow', '--count', '3', '--json'])
    // The follower subscribes before the rehearsal starts sending.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const rehearsal = await session.run(['live', 'simulate', '--rate', '50', '--duration', '2', '--seed', '3'])
    expect(rehearsal.code, rehearsal.stderr).toBe(0)
    const followed = await follow
    expect(followed.code, followed.stderr).toBe(0)
    const lines = followed.stdout.trim().split('\n').map((line) => JSON.parse(line))
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatchObject({ id: expect.any(Number), giftName: expect.any(String), diamondValue: expect.any(Number) })

    const table = await session.run(['live', 'gifts', '--limit', '2'])
    expect(table.stdout.trim().split('\n')).toHaveLength(2)
    expect(table.stdout).toMatch(/x\d+ {2}\d+ diamonds/)
  })
})
