import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { Acting } from '#core/acting/acting'
import { ApiError } from '#core/http/api_error'
import { committedCreators } from '#tests/helpers/accounts'
import { queriesDuring, statementsDuring } from '#tests/helpers/queries'
import { createPlayer } from '#modules/players/backend/public'
import { grantPowerup, usePowerup } from '#modules/powerups/backend/services/powerups_service'
import { auditOf, parseDetails } from '#modules/players/backend/tests/helpers'
import { withGrantPolicy } from '../helpers.js'

/*
| Grants and uses started together, as a busy stream sends them: on PostgreSQL those that arrive
| while statements run are written by one statement (grantsInOneStatement, usesInOneStatement).
| Real concurrency: no global transaction; each test removes its creator (players, ledger
| cascade) and the creator's entries.
*/
const creators = committedCreators()
async function creatorActing() {
  const { user } = await creators.make()
  return {
    user,
    acting: Acting.of({ creatorId: user.id, identity: { type: 'CREATOR', id: user.id, name: user.name } }),
  }
}

const onPostgres = () => db.connection().dialect.name === 'postgres'
const BATCH_STATEMENT = /^with items as \(select \* from json_to_recordset/i
const NEEDS_PG = 'grants and uses are batched on PostgreSQL only: run with DB_CONNECTION=pg'

/** Each promise's value, or what it threw. */
const outcomes = <T>(promises: Promise<T>[]) => Promise.all(promises.map((p) => p.catch((error: unknown) => error)))

const units = (holdings: { count: number }[]) => holdings.reduce((sum, h) => sum + h.count, 0)

/** The name keys of each batch statement's items sent during `run` (PostgreSQL). */
async function batchesDuring(run: () => Promise<unknown>) {
  return (await statementsDuring(run))
    .filter(({ sql }) => BATCH_STATEMENT.test(sql))
    .map(({ bindings }) => JSON.parse(String(bindings[0])).map((item: { name_key: string | null }) => item.name_key))
}

test.group('Powerups: grants and uses sent together', (group) => {
  group.each.setup(withGrantPolicy())
  group.each.teardown(() => creators.teardown())

  test('each of many parallel grants answers what it would alone: by name, alias and id, one player twice, one unknown', async ({
    assert,
  }) => {
    const { user, acting } = await creatorActing()
    const roster = await Promise.all(
      ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'].map((name) => createPlayer(acting, { name }))
    )
    const luna = await createPlayer(acting, { name: 'Luna', aliases: ['Moon'] })
    const requests = [
      ...roster.map((player, i) => ({ playerName: player.name, type: 'glove', count: (i % 3) + 1 })),
      { playerName: 'Luna', type: 'mist', count: 2 },
      // Luna again, by alias and by id: the same row, written after the first.
      { playerName: 'moon', type: 'mist' },
      { playerId: luna.id, type: 'hammer' },
      { playerName: 'Nobody', type: 'glove' },
    ]

    let answers: unknown[] = []
    const sent = await queriesDuring(async () => {
      answers = await outcomes(requests.map((request) => grantPowerup(acting, request)))
    })

    roster.forEach((player, i) => {
      const answer = answers[i] as Awaited<ReturnType<typeof grantPowerup>>
      assert.equal(answer.holding.count, (i % 3) + 1)
      assert.equal(answer.player.id, player.id)
      // The starter pack's 3 units, then this grant's.
      assert.equal(units((answer.player as any).powerups), 3 + (i % 3) + 1)
      assert.include(
        (answer.player as any).powerups.map((h: { id: number }) => h.id),
        answer.holding.id
      )
    })
    const lunas = answers.slice(6, 9) as Awaited<ReturnType<typeof grantPowerup>>[]
    assert.deepEqual(
      lunas.map((answer) => [answer.player.id, answer.holding.type, answer.holding.count]),
      [
        [luna.id, 'mist', 2],
        [luna.id, 'mist', 1],
        [luna.id, 'stun-hammer', 1],
      ]
    )
    for (const answer of lunas) {
      assert.include(
        (answer.player as any).powerups.map((h: { id: number }) => h.id),
        answer.holding.id
      )
    }
    if (onPostgres()) {
      // Written in turn, in any order: each answer holds its own grant and those written before it
      // (SQLite reads the answer's holdings after its commit, when later grants may be in).
      const inTurn = lunas
        .map((answer) => ({ total: units((answer.player as any).powerups), own: answer.holding.count }))
        .sort((a, b) => a.total - b.total)
      inTurn.forEach(({ total, own }, i) => assert.equal(total - own, i ? inTurn[i - 1].total : 3))
      assert.equal(inTurn[2].total, 3 + 2 + 1 + 1)
    }
    const unknown = answers[9]
    assert.instanceOf(unknown, ApiError)
    assert.equal((unknown as ApiError).status, 404)

    // One holding and one entry per grant, each entry naming its player and holding.
    const holdings = await db.from('powerup_holdings').where('creator_id', user.id).where('source', 'api')
    assert.lengthOf(holdings, 9)
    const entries = await auditOf('POWERUP_GRANTED', user.id)
    const granted = entries.filter((entry) => parseDetails(entry).source === 'api')
    assert.lengthOf(granted, 9)
    for (const entry of granted) {
      const holding = holdings.find((h) => h.id === parseDetails(entry).holdingId)
      assert.exists(holding, `entry ${entry.id} names a holding of this grant`)
      assert.equal(entry.target_id, holding.player_id)
    }
    if (onPostgres()) {
      // Fewer statements than grants: those arriving while others ran were written together.
      assert.isBelow(sent.filter((sql) => BATCH_STATEMENT.test(sql)).length, requests.length)
    }
  })

  test("grants written together each count against their own player's maximum", async ({ assert }) => {
    const restore = withGrantPolicy({ maxPowerupsPerPlayer: 5 })()
    try {
      const { user, acting } = await creatorActing()
      await Promise.all(['Ann', 'Ben', 'Cat'].map((name) => createPlayer(acting, { name })))
      const answers = await outcomes([
        grantPowerup(acting, { playerName: 'Ann', type: 'glove', count: 2 }),
        grantPowerup(acting, { playerName: 'Ben', type: 'glove', count: 3 }),
        grantPowerup(acting, { playerName: 'Cat', type: 'glove', count: 1 }),
        grantPowerup(acting, { playerName: 'Cat', type: 'glove', count: 1 }),
        grantPowerup(acting, { playerName: 'Cat', type: 'glove', count: 1 }),
      ])
      const statuses = answers.map((answer) => (answer instanceof ApiError ? answer.status : 200))
      assert.deepEqual(statuses, [200, 400, 200, 200, 400])
      assert.equal((answers[1] as ApiError).message, 'Ben already holds 3 powerups; the maximum per player is 5.')
      const held = await db
        .from('powerup_holdings')
        .join('players', 'players.id', 'powerup_holdings.player_id')
        .where('powerup_holdings.creator_id', user.id)
        .groupBy('players.name')
        .select('players.name', db.raw('sum(count) as units'))
      assert.deepEqual(Object.fromEntries(held.map((row) => [row.name, Number(row.units)])), { Ann: 5, Ben: 3, Cat: 5 })
    } finally {
      restore()
    }
  })

  test("each of many parallel uses takes its own player's first-expiring unit; none left is 400, unknown 404", async ({
    assert,
  }) => {
    const { user, acting } = await creatorActing()
    // Each player's starter pack: 2 gloves (one holding) and 1 mist.
    const roster = await Promise.all(['Ann', 'Ben', 'Cat', 'Dan'].map((name) => createPlayer(acting, { name })))
    const luna = await createPlayer(acting, { name: 'Luna', aliases: ['Moon'] })
    const requests = [
      ...roster.map((player) => ({ playerName: player.name, type: 'glove' })),
      // Luna's two gloves, the second by alias; a third finds none.
      { playerName: 'Luna', type: 'glove' },
      { playerName: 'moon', type: 'glove' },
      { playerId: luna.id, type: 'glove' },
      { playerName: 'Nobody', type: 'glove' },
    ]

    let answers: unknown[] = []
    const sent = await queriesDuring(async () => {
      answers = await outcomes(requests.map((request) => usePowerup(acting, request)))
    })

    roster.forEach((player, i) => {
      const answer = answers[i] as Awaited<ReturnType<typeof usePowerup>>
      assert.equal(answer.player.id, player.id)
      assert.equal(answer.use.playerId, player.id)
      assert.equal(answer.holding.count, 1)
      assert.equal(units((answer.player as any).powerups), 2)
    })
    const lunas = answers.slice(4, 7)
    assert.deepEqual(lunas.map((answer) => (answer instanceof ApiError ? answer.status : 200)).sort(), [200, 200, 400])
    const refused = lunas.find((answer) => answer instanceof ApiError) as ApiError
    assert.equal(refused.message, 'No Powerups Available: Luna has no Glove powerups to use.')
    assert.equal((answers[7] as ApiError).status, 404)

    const uses = await db.from('powerup_uses').where('creator_id', user.id)
    assert.lengthOf(uses, 6)
    const entries = await auditOf('POWERUP_USED', user.id)
    assert.lengthOf(entries, 6)
    for (const entry of entries) {
      const use = uses.find((u) => u.holding_id === parseDetails(entry).holdingId && u.player_id === entry.target_id)
      assert.exists(use, `entry ${entry.id} names its player's used holding`)
    }
    const gloves = await db.from('powerup_holdings').where('creator_id', user.id).where('type', 'glove')
    assert.deepEqual(
      Object.fromEntries(gloves.map((h) => [h.player_id, h.count])),
      Object.fromEntries([...roster.map((p) => [p.id, 1]), [luna.id, 0]])
    )
    if (onPostgres()) assert.isBelow(sent.filter((sql) => BATCH_STATEMENT.test(sql)).length, requests.length)
  })

  test("a run of grants to one player goes one a statement, without holding another player's grant back", async ({
    assert,
  }) => {
    const { acting } = await creatorActing()
    await Promise.all(['Hot', 'Cold'].map((name) => createPlayer(acting, { name })))
    let answers: Awaited<ReturnType<typeof grantPowerup>>[] = []
    const batches = await batchesDuring(async () => {
      answers = await Promise.all([
        ...Array.from({ length: 8 }, () => grantPowerup(acting, { playerName: 'Hot', type: 'glove' })),
        grantPowerup(acting, { playerName: 'Cold', type: 'glove' }),
      ])
    })
    assert.lengthOf(answers, 9)
    assert.equal(units((answers[7].player as any).powerups.filter((h: { type: string }) => h.type === 'glove')), 10)
    if (onPostgres()) {
      for (const keys of batches) assert.isAtMost(keys.filter((key: string) => key === 'hot').length, 1)
      // Not behind the run: in the first statement or the next (with the second grant to Hot).
      assert.include(
        [0, 1],
        batches.findIndex((keys: string[]) => keys.includes('cold')),
        JSON.stringify(batches)
      )
    }
  })

  test('grants of different actors written together: each holding and entry names its own actor, source and origin', async ({
    assert,
  }) => {
    const { user, acting } = await creatorActing()
    await Promise.all(['Ann', 'Ben', 'Cat'].map((name) => createPlayer(acting, { name })))
    const actors = [
      acting.with({ source: 'kiosk', origin: { ip: '203.0.113.7', userAgent: 'Kiosk/1' } }),
      Acting.of({ creatorId: user.id, identity: { type: 'MODERATOR', id: user.id, name: 'Mod Mia' }, source: 'chat' }),
      Acting.of({ creatorId: user.id, identity: { type: 'SYSTEM', id: null, name: 'Gift rule' }, source: 'gift' }),
    ]
    // A grant first, alone in its statement; the three then go together (Dan's grant too, at times).
    await createPlayer(acting, { name: 'Dan' })
    let answers: Awaited<ReturnType<typeof grantPowerup>>[] = []
    const batches = await batchesDuring(async () => {
      const all = await Promise.all([
        grantPowerup(acting, { playerName: 'Dan', type: 'glove' }),
        ...['Ann', 'Ben', 'Cat'].map((playerName, i) => grantPowerup(actors[i], { playerName, type: 'mist' })),
      ])
      answers = all.slice(1)
    })
    if (onPostgres()) {
      assert.isTrue(
        batches.some((keys: string[]) => ['ann', 'ben', 'cat'].every((key) => keys.includes(key))),
        JSON.stringify(batches)
      )
    }

    const holdings = await db.from('powerup_holdings').whereIn(
      'id',
      answers.map((answer) => answer.holding.id)
    )
    const entries = await auditOf('POWERUP_GRANTED', user.id)
    const expected = [
      { name: 'Ann', by: user.id, byName: user.name, source: 'kiosk', actorType: 'CREATOR', ip: '203.0.113.7' },
      { name: 'Ben', by: user.id, byName: 'Mod Mia', source: 'chat', actorType: 'MODERATOR', ip: null },
      { name: 'Cat', by: null, byName: 'Gift rule', source: 'gift', actorType: 'SYSTEM', ip: null },
    ]
    answers.forEach((answer, i) => {
      const holding = holdings.find((h) => h.id === answer.holding.id)
      assert.deepInclude(holding, {
        granted_by: expected[i].by,
        granted_by_name: expected[i].byName,
        source: expected[i].source,
      })
      const entry = entries.find((e) => parseDetails(e).holdingId === answer.holding.id)
      assert.exists(entry, `the entry of ${expected[i].name}'s grant`)
      assert.deepInclude(entry, {
        actor_type: expected[i].actorType,
        actor_name: expected[i].byName,
        target_name: expected[i].name,
        ip_address: expected[i].ip,
      })
      assert.equal(parseDetails(entry).source, expected[i].source)
    })
  })
})

/** The plan nodes of an EXPLAIN (FORMAT JSON) tree, each with its subtree flattened. */
function planNodes(node: Record<string, any>): Record<string, any>[] {
  return [node, ...((node.Plans ?? []) as Record<string, any>[]).flatMap(planNodes)]
}

/**
 * The plan PostgreSQL keeps for a batch statement sent during the test (a prepared statement's
 * generic plan: the same for every batch, whatever its values), `bindings` its values.
 */
async function genericPlan(sql: string, bindings: unknown[]) {
  let n = 0
  const text = sql.replace(/\?/g, () => `$${++n}`)
  return db.transaction(async (trx) => {
    await trx.rawQuery('set local plan_cache_mode = force_generic_plan')
    await trx.rawQuery(`prepare plan_probe as ${text}`)
    try {
      // EXPLAIN takes no bound parameters: the values go in as literals.
      const placeholders = bindings.map(() => '?').join(', ')
      const explain = trx
        .getWriteClient()
        .raw(`explain (format json) execute plan_probe(${placeholders})`, bindings as any[])
      const { rows } = await trx.rawQuery(explain.toQuery())
      return planNodes(rows[0]['QUERY PLAN'][0].Plan)
    } finally {
      // A prepared statement outlives the transaction, on a pooled connection.
      await trx.rawQuery('deallocate plan_probe')
    }
  })
}

test.group('Powerups: batch statements read by key', (group) => {
  group.each.setup(withGrantPolicy())
  group.each.teardown(() => creators.teardown())

  test("a batch never reads each item's creator's players, and finds the holdings it takes by key", async ({
    assert,
  }) => {
    const { user, acting } = await creatorActing()
    await Promise.all(['Ann', 'Ben', 'Cat'].map((name) => createPlayer(acting, { name })))
    // A creator with a stream's worth of players, each holding ten units: a plan that reads players
    // by creator reads them all for each item (the benchmark met it, on statistics taken while the
    // table was small), one that takes holdings by reading the usable ones reads all of them.
    const now = new Date()
    const fans = await db
      .table('players')
      .multiInsert(
        Array.from({ length: 400 }, (_, i) => ({
          creator_id: user.id,
          name: `Fan ${i}`,
          name_key: `fan ${i}`,
          created_at: now,
        }))
      )
      .returning('id')
    await db.table('powerup_holdings').multiInsert(
      fans.flatMap(({ id }) =>
        Array.from({ length: 10 }, () => ({
          creator_id: user.id,
          player_id: id,
          type: 'glove',
          count: 1,
          original_count: 1,
          expires_at: new Date(now.getTime() + 86_400_000),
          granted_by_name: user.name,
          source: 'api',
          created_at: now,
        }))
      )
    )
    await db.rawQuery('analyze players, powerup_holdings')

    const sent = await statementsDuring(async () => {
      await Promise.all(['Ann', 'Ben', 'Cat'].map((playerName) => grantPowerup(acting, { playerName, type: 'glove' })))
      await Promise.all(['Ann', 'Ben', 'Cat'].map((playerName) => usePowerup(acting, { playerName, type: 'glove' })))
    })
    const batches = sent.filter(({ sql }) => BATCH_STATEMENT.test(sql))
    assert.isTrue(
      batches.some(({ sql }) => /granted as \(insert/.test(sql)),
      'a grant statement'
    )
    assert.isTrue(
      batches.some(({ sql }) => /taken as \(update/.test(sql)),
      'a use statement'
    )
    for (const { sql, bindings } of batches) {
      const nodes = await genericPlan(sql, bindings)
      const byCreator = nodes.filter((node) => /^players_creator_id/.test(node['Index Name'] ?? ''))
      assert.isEmpty(byCreator, 'no item reads its creator’s players')
      if (/taken as \(update/.test(sql)) {
        const byKey = nodes.filter((node) => node['Index Name'] === 'powerup_holdings_pkey')
        assert.isTrue(
          byKey.some((node) => /\(id = ANY/.test(String(node['Index Cond']))),
          'the taken holdings are found by primary key'
        )
      }
    }
  }).skip(!onPostgres(), NEEDS_PG)
})
