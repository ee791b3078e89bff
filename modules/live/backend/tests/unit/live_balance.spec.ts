import { test } from '@japa/runner'
import { leaseChanges } from '../../services/live_balance.js'

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)

test.group('Live connections spread over the processes', () => {
  test('alone, a process takes every creator; with two, its half', ({ assert }) => {
    const watched = range(1, 200)
    assert.deepEqual(leaseChanges({ watched, held: [], connected: [], processes: 1 }), { take: 200, release: [] })
    assert.deepEqual(leaseChanges({ watched, held: [], connected: [], processes: 2 }), { take: 100, release: [] })
    assert.deepEqual(leaseChanges({ watched, held: range(1, 100), connected: [], processes: 2 }), {
      take: 0,
      release: [],
    })
  })

  test('a process joins: the one holding all gives half up, live connections and idle creators alike', ({ assert }) => {
    const watched = range(1, 200)
    const connected = range(1, 150)
    const { take, release } = leaseChanges({ watched, held: watched, connected, processes: 2 })
    assert.equal(take, 0)
    assert.lengthOf(release, 100)
    assert.lengthOf(new Set(release), 100)
    // 150 of 200 are live: three quarters of what leaves is live, so both halves end with 75 live.
    assert.lengthOf(
      release.filter((creatorId) => creatorId <= 150),
      75
    )
  })

  test('odd counts round up, so the shares cover every creator; a process left: the rest take its share', ({
    assert,
  }) => {
    const watched = range(1, 5)
    assert.deepEqual(leaseChanges({ watched, held: watched, connected: watched, processes: 2 }).release.length, 2)
    assert.deepEqual(leaseChanges({ watched, held: [1, 2, 3], connected: [1, 2, 3], processes: 2 }), {
      take: 0,
      release: [],
    })
    assert.deepEqual(leaseChanges({ watched, held: [1, 2, 3], connected: [1, 2, 3], processes: 1 }), {
      take: 2,
      release: [],
    })
    assert.lengthOf(leaseChanges({ watched: range(1, 7), held: range(1, 7), connected: [], processes: 3 }).release, 4)
  })
})
