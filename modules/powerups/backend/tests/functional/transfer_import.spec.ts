import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { makeCreator } from '#tests/helpers/accounts'
import { apiModerator, auditOf, countRows, grant, parseDetails } from '#modules/players/backend/tests/helpers'
import { addPlayer, listPlayers, withGrantPolicy } from '../helpers.js'
import { IMPORT_LIMITS, IMPORTED_COLUMNS, transferRows, transferText } from '../../../shared/transfer.js'

// Whole seconds: SQLite stores no milliseconds.
const inDays = (days: number) => DateTime.utc().plus({ days }).startOf('second').toISO()!

function importFile(client: ApiClient, token: string, body: Record<string, unknown>) {
  return client.post('/api/players/import').bearerToken(token).json(body)
}

/** Everything of the creator an import could change: proof that a refused one changed nothing. */
async function footprint(creatorId: number) {
  return {
    players: await countRows('players', creatorId),
    holdings: await countRows('powerup_holdings', creatorId),
    names: Number((await db.from('player_names').where('creator_id', creatorId).count('* as n').first())?.n),
  }
}

const header = 'player,aliases,isActive,type,units,expiresAt'

test.group('Import of players and balances', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(withGrantPolicy({ maxPowerupsPerPlayer: 12 }))

  test('a dry run answers the changes and writes nothing; the apply writes exactly them, one audit entry', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    await addPlayer(client, token, 'Existing') // starter pack: 2 gloves, 1 mist
    const expires = inDays(10)
    const csv = [
      header,
      `Newbie,nb|new_b,true,glove,3,${expires}`,
      `newbie,,,hammer,2,never`,
      `Existing,ex_alias,,no2,1,`,
      `Quiet,,false,,,`,
    ].join('\n')
    const before = await footprint(user.id)

    const dry = await importFile(client, token, { format: 'csv', content: csv, dryRun: true })
    dry.assertStatus(200)
    assert.containsSubset(dry.body(), {
      success: true,
      dryRun: true,
      valid: true,
      errors: [],
      summary: {
        rows: 4,
        playersCreated: 2,
        playersUpdated: 1,
        holdings: 3,
        units: { glove: 3, 'stun-hammer': 2, 'no2-booster': 1 },
      },
    })
    assert.deepEqual(
      dry.body().players.map((p: any) => [p.name, p.action]),
      [
        ['Newbie', 'create'],
        ['Existing', 'update'],
        ['Quiet', 'create'],
      ]
    )
    assert.deepEqual(await footprint(user.id), before)
    assert.lengthOf(await auditOf('POWERUPS_IMPORTED', user.id), 0)

    const applied = await importFile(client, token, { format: 'csv', content: csv, source: 'players' })
    applied.assertStatus(200)
    assert.deepEqual(applied.body().summary, dry.body().summary)
    const players = await listPlayers(client, token)
    const newbie = players.find((p) => p.name === 'Newbie')!
    assert.deepEqual(newbie.aliases, ['nb', 'new_b'])
    assert.deepEqual(
      newbie.powerups.map((h) => [h.type, h.count, h.source]),
      [
        ['glove', 3, 'players'],
        ['stun-hammer', 2, 'players'],
      ]
    )
    assert.equal(newbie.powerups[0].expiresAt, DateTime.fromISO(expires).toUTC().toISO())
    assert.isNull(newbie.powerups[1].expiresAt)
    const existing = players.find((p) => p.name === 'Existing')!
    assert.deepEqual(existing.aliases, ['ex_alias'])
    assert.equal(existing.powerups.find((h) => h.type === 'no2-booster')!.count, 1)
    assert.isFalse(players.find((p) => p.name === 'Quiet')!.isActive)
    assert.lengthOf(players.find((p) => p.name === 'Quiet')!.powerups, 0) // no starter pack for imported players

    const entries = await auditOf('POWERUPS_IMPORTED', user.id)
    assert.lengthOf(entries, 1)
    assert.containsSubset(parseDetails(entries[0]), { format: 'csv', rows: 4, playersCreated: 2, holdings: 3 })
    assert.lengthOf(await auditOf('PLAYER_CREATED', user.id), 1) // only the one added by hand
  })

  test('bad rows: every one listed with its line and reason; the apply answers 422 and writes nothing', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    await addPlayer(client, token, 'Owner', ['taken'])
    const csv = [
      header,
      `Good,,,glove,1,${inDays(3)}`,
      `,,,glove,1,`,
      `Laser,,,laser,1,`,
      `Many,,,mist,11,`,
      `Past,,,mist,1,2020-01-01T00:00:00Z`,
      `Offset,,,mist,1,2099-01-01T00:00:00+99:00`,
      `Odd,,maybe,,,`,
      `Thief,taken,,,,`,
      `Greedy,,,glove,10,`,
      `Greedy,,,mist,3,`,
      `Units,,,,2,`,
      `Flip,,true,,,`,
      `Flip,,false,,,`,
    ].join('\n')
    const before = await footprint(user.id)
    const dry = await importFile(client, token, { format: 'csv', content: csv, dryRun: true })
    dry.assertStatus(200)
    assert.isFalse(dry.body().valid)
    assert.deepEqual(dry.body().errors, [
      { line: 3, message: 'player is required' },
      { line: 4, message: 'Invalid powerup type: laser' },
      { line: 5, message: 'units must be a whole number from 1 to 10' },
      { line: 6, message: 'expiresAt 2020-01-01T00:00:00Z is in the past' },
      { line: 7, message: "expiresAt must be a date and time (ISO 8601), 'never' or empty" },
      { line: 8, message: 'isActive must be true or false' },
      { line: 9, message: "Thief: Player already exists: 'taken' is another player's name or alias" },
      { line: 10, message: 'Greedy would hold 13 powerups; the maximum per player is 12' },
      { line: 12, message: 'type is required when units or expiresAt are given' },
      { line: 14, message: 'isActive differs from line 13 for Flip' },
    ])
    const applied = await importFile(client, token, { format: 'csv', content: csv })
    applied.assertStatus(422)
    assert.equal(applied.body().error, '10 invalid rows: nothing was imported')
    assert.deepEqual(applied.body().errors, dry.body().errors)
    assert.deepEqual(await footprint(user.id), before)
    assert.lengthOf(await auditOf('POWERUPS_IMPORTED', user.id), 0)
  })

  test('the file itself: unreadable CSV or JSON, unknown columns, empty, too large (413)', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ format: 'csv', content: 'player,type\n"Ann,glove\n' }, 422, /^The CSV cannot be read/],
      [
        { format: 'csv', content: 'player,colour\nAnn,red\n' },
        422,
        /^Unknown column: colour\. Columns: player, aliases/,
      ],
      [
        { format: 'csv', content: 'player,player\nImpC,ImpD\n' },
        422,
        /^The column player appears twice in the header$/,
      ],
      [{ format: 'csv', content: 'player,__proto__\nAnn,x\n' }, 422, /^Unknown column: __proto__\./],
      [{ format: 'csv', content: 'player\n' }, 422, /^The file has no rows to import$/],
      [{ format: 'json', content: '{"rows": 3}' }, 422, /^The JSON must be a list of rows/],
      [{ format: 'json', content: '[{' }, 422, /^The file is not valid JSON$/],
      [{ format: 'xml', content: 'x' }, 400, /^format must be csv or json$/],
      [{ format: 'csv' }, 400, /^content is required/],
      [
        { format: 'csv', content: `player\n${'x'.repeat(IMPORT_LIMITS.bytes)}\n` },
        413,
        /^The file is larger than 200 KB/,
      ],
    ]
    for (const [body, status, message] of cases) {
      const response = await importFile(client, token, body)
      response.assertStatus(status)
      assert.match(response.body().error, message)
    }
    const rows = `player\n${Array.from({ length: IMPORT_LIMITS.rows + 1 }, (_, i) => `p${i}`).join('\n')}\n`
    const tooMany = await importFile(client, token, { format: 'csv', content: rows })
    tooMany.assertStatus(413)
    assert.equal(
      tooMany.body().error,
      `The file has ${IMPORT_LIMITS.rows + 1} rows; at most 5000 may be imported at once`
    )
    assert.equal(await countRows('players', user.id), 0)
  })

  test('an export imports back unchanged into an empty creator (CSV and JSON)', async ({ client, assert }) => {
    const source = await makeCreator()
    await addPlayer(client, source.token, '=Formula', ['@at', 'plain'])
    await addPlayer(client, source.token, 'Comma, "Quoted"')
    await grant(client, source.token, { playerName: 'Comma, "Quoted"', powerupType: 'no3', count: 4, expiresInDays: 9 })
    const exported = transferRows(await listPlayers(client, source.token))
    for (const format of ['csv', 'json'] as const) {
      const target = await makeCreator()
      const response = await importFile(client, target.token, { format, content: transferText(format, exported) })
      response.assertStatus(200)
      const again = transferRows(await listPlayers(client, target.token))
      // grantedAt and grantedBy are history: the import records its grants as its own.
      const comparable = (rows: typeof exported) =>
        rows.map((row) => Object.fromEntries(IMPORTED_COLUMNS.map((column) => [column, row[column]])))
      assert.deepEqual(comparable(again), comparable(exported))
    }
  })

  test('denials: a moderator (even with every permission) 403; another creator never sees the rows', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    const moderator = await apiModerator(client, token)
    const refused = await importFile(client, moderator.token, { format: 'csv', content: 'player\nX\n', dryRun: true })
    refused.assertStatus(403)
    assert.equal(await countRows('players', user.id), 0)
    const other = await makeCreator()
    await addPlayer(client, other.token, 'Shared')
    const mine = await importFile(client, token, { format: 'csv', content: 'player\nShared\n' })
    mine.assertStatus(200)
    assert.equal(mine.body().players[0].action, 'create')
    assert.equal(await countRows('players', user.id), 1)
    assert.lengthOf(
      (await listPlayers(client, other.token)).filter((p) => p.name === 'Shared'),
      1
    )
  })
})
