import { test } from '@japa/runner'
import { StatementBatches, type BatchOutcome } from '#core/database/statement_batches'

/** A statement run that the test ends by hand: each call is one batch, answered when released. */
function heldRuns(outcome: (item: number) => BatchOutcome<string> = (item) => ({ result: `done ${item}` })) {
  const batches: { items: number[]; release: (error?: Error) => void }[] = []
  const run = (items: number[]) =>
    new Promise<BatchOutcome<string>[]>((resolve, reject) => {
      batches.push({ items, release: (error) => (error ? reject(error) : resolve(items.map(outcome))) })
    })
  return { batches, run }
}

/** Lets the batches' promise callbacks run. */
const settled = () => new Promise((resolve) => setImmediate(resolve))

test.group('Kernel statement batches', () => {
  test('alone, an item goes at once; those arriving while the batches run go together, at most maxItems', async ({
    assert,
  }) => {
    const { batches, run } = heldRuns()
    const statements = new StatementBatches(run, { inFlight: 2, maxItems: 3, overlapAfterMs: 0 })
    const answers = [1, 2, 3, 4, 5, 6, 7].map((item) => statements.add(item))
    assert.deepEqual(
      batches.map((b) => b.items),
      [[1], [2]]
    )
    batches[0].release()
    await settled()
    assert.deepEqual(
      batches.map((b) => b.items),
      [[1], [2], [3, 4, 5]]
    )
    batches[1].release()
    await settled()
    assert.deepEqual(batches[3].items, [6, 7])
    batches[2].release()
    batches[3].release()
    assert.deepEqual(
      await Promise.all(answers),
      [1, 2, 3, 4, 5, 6, 7].map((item) => `done ${item}`)
    )
  })

  test('an item the statement left for later goes first in the next batch', async ({ assert }) => {
    let first = true
    const { batches, run } = heldRuns((item) => {
      if (item === 2 && first) {
        first = false
        return { again: true }
      }
      return { result: `done ${item}` }
    })
    const statements = new StatementBatches(run, { inFlight: 1, maxItems: 10, overlapAfterMs: 0 })
    const answers = [1, 2, 3, 4].map((item) => statements.add(item))
    batches[0].release()
    await settled()
    batches[1].release()
    await settled()
    assert.deepEqual(batches[2].items, [2])
    batches[2].release()
    assert.deepEqual(await Promise.all(answers), ['done 1', 'done 2', 'done 3', 'done 4'])
  })

  test("a batch that fails is run again item by item: only the failing item's caller hears the error", async ({
    assert,
  }) => {
    const failing = new Error('item 3 breaks its statement')
    const sent: number[][] = []
    const statements = new StatementBatches(
      async (items: number[]) => {
        sent.push(items)
        if (items.includes(3)) throw failing
        return items.map((item) => ({ result: `done ${item}` }))
      },
      { inFlight: 1, maxItems: 10, overlapAfterMs: 0 }
    )
    const answers = [1, 2, 3, 4].map((item) => statements.add(item).catch((error) => error))
    assert.deepEqual(await Promise.all(answers), ['done 1', 'done 2', failing, 'done 4'])
    assert.deepEqual(sent, [[1], [2, 3, 4], [2], [3], [4]])
  })

  test("an outcome's error reaches that item's caller alone", async ({ assert }) => {
    const refused = new Error('over the maximum')
    const statements = new StatementBatches(
      async (items: number[]) => items.map((item) => (item === 2 ? { error: refused } : { result: item * 10 })),
      { inFlight: 1, maxItems: 10, overlapAfterMs: 0 }
    )
    const answers = [1, 2, 3].map((item) => statements.add(item).catch((error) => error))
    assert.deepEqual(await Promise.all(answers), [10, refused, 30])
  })

  test('a further batch starts only once the running one has taken overlapAfterMs', async ({ assert }) => {
    const { batches, run } = heldRuns()
    const statements = new StatementBatches(run, { inFlight: 2, maxItems: 10, overlapAfterMs: 200 })
    const answers = [1, 2, 3].map((item) => statements.add(item))
    await settled()
    assert.deepEqual(
      batches.map((b) => b.items),
      [[1]],
      'a statement answering in time keeps the others for one batch'
    )
    await new Promise((resolve) => setTimeout(resolve, 250))
    assert.deepEqual(
      batches.map((b) => b.items),
      [[1], [2, 3]],
      'a statement held up does not hold up the items behind it'
    )
    statements.add(4)
    await settled()
    assert.lengthOf(batches, 2, 'never more than inFlight at once')
    batches[1].release()
    await settled()
    assert.deepEqual(batches[2].items, [4])
    batches[0].release()
    batches[2].release()
    assert.deepEqual(await Promise.all(answers), ['done 1', 'done 2', 'done 3'])
  })

  test('with a key, items of one key go one per batch, in their order, without holding the others back', async ({
    assert,
  }) => {
    const { batches, run } = heldRuns()
    const statements = new StatementBatches(run, {
      inFlight: 1,
      maxItems: 3,
      overlapAfterMs: 0,
      key: (item: number) => (item < 10 ? 'hot' : String(item)),
    })
    const answers = [1, 2, 3, 11, 4, 12, 13].map((item) => statements.add(item))
    for (const expected of [[1], [2, 11, 12], [3, 13], [4]]) {
      assert.deepEqual(batches.at(-1)!.items, expected)
      batches.at(-1)!.release()
      await settled()
    }
    assert.lengthOf(batches, 4)
    assert.deepEqual(
      await Promise.all(answers),
      [1, 2, 3, 11, 4, 12, 13].map((item) => `done ${item}`)
    )
  })
})
