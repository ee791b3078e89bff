import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { makeCreator } from '#tests/helpers/accounts'
import { queriesDuring } from '#tests/helpers/queries'
import { grant, use } from '#modules/players/backend/tests/helpers'
import { addPlayer, withGrantPolicy } from '../helpers.js'

/** Transaction control (begin, commit, savepoints), as queriesDuring leaves it out. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)/i

/** PostgreSQL writes a ledger change and its audit entry in one statement; SQLite one after another. */
const onPostgres = () => db.connection().dialect.name === 'postgres'

/*
| Each grant and use is: the token joined with its user (auth), the ledger's write, then the
| moderator badge for the answer. On PostgreSQL the write is one statement with no transaction
| of its own: the player's row lock, the holding (under the maximum) or the decrement and the
| use, the audit entry, the player marked active and their holdings after it. On SQLite, in one
| transaction, the player locked and marked active in one UPDATE, then the write, its entry, the
| entry's activity fact (the analytics outbox) and the answer's holdings one after another. A change that adds a statement to this path must
| update these counts on purpose.
*/
test.group('Powerups: statements per grant and use', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(withGrantPolicy({ maxPowerupsPerPlayer: 50 }))

  test('a grant: 3 statements on PostgreSQL (auth, the grant, badge) and no transaction of its own, 7 on SQLite', async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    await addPlayer(client, token, 'PixelPanda')
    // The first request fills this process's copies (settings, last_used_at).
    await grant(client, token, { playerName: 'PixelPanda', powerupType: 'hammer' }).then((r) => r.assertStatus(200))

    const sent = await queriesDuring(async () => {
      const response = await grant(client, token, { playerName: 'pixelpanda', powerupType: 'hammer', count: 2 })
      response.assertStatus(200)
      assert.equal(response.body().holding.count, 2)
    })
    if (onPostgres()) {
      assert.lengthOf(sent, 3, sent.join('\n'))
      // The grants of a batch from one JSON binding; their players locked first; the holdings read
      // once after it; the maximum counted from them by the insert itself; the entries and the
      // players' activity in the same statement.
      assert.match(sent[1], /^with items as \(select \* from json_to_recordset\(/is)
      assert.match(sent[1], /locked as \(select p\.\*, r\.idx from .players. p\s.* order by p\.id for update of p\)/is)
      assert.match(
        sent[1],
        /usable as materialized \(select .* from locked cross join lateral powerups_usable_holdings\(locked\.id/is
      )
      assert.match(
        sent[1],
        /held as \(select player_id, sum\(count\) as units from usable group by player_id\),\s*granted as \(insert into powerup_holdings .* where i\.max_units is null or coalesce\(held\.units, 0\) \+ r\.count <= i\.max_units/is
      )
      assert.lengthOf(sent[1].match(/powerups_usable_holdings/g)!, 1)
      assert.match(sent[1], /entry as \(insert into audit_logs .*touched as \(update .players. p set .last_active./is)
      // Each item's player read by id alone, its creator checked after (see playerSetLockParts).
      assert.match(
        sent[1],
        /referenced as \(select named\.idx, case when \(select p\.creator_id from "players" p where p\.id = named\.player_id\)\s+= named\.creator_id then named\.player_id end/is
      )
    } else {
      const statements = sent.filter((sql) => !TRANSACTION_CONTROL.test(sql))
      assert.lengthOf(statements, 7, statements.join('\n'))
      assert.match(statements[1], /^update .players. set .last_active./i)
      assert.match(statements[2], /^insert into powerup_holdings .* where \(select coalesce\(sum\(count\), 0\)/is)
      assert.match(statements[3], /^insert into .audit_logs./i)
    }
  })

  // A use also reads whether the creator has a running match (matches' USE_GUARDS: one indexed
  // select); with none, the use keeps its batched statement.
  test('a use: 4 statements on PostgreSQL (auth, the running match, the use, badge) and no transaction of its own, 9 on SQLite', async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    await addPlayer(client, token, 'PixelPanda')
    await use(client, token, 'PixelPanda', 'glove').then((r) => r.assertStatus(200))

    const sent = await queriesDuring(async () => {
      const response = await use(client, token, 'PixelPanda', 'glove')
      response.assertStatus(200)
      assert.equal(response.body().holding.count, 0)
    })
    if (onPostgres()) {
      assert.lengthOf(sent, 4, sent.join('\n'))
      assert.match(sent[1], /^select "id" from "matches" where "creator_id" = \$1 and "ended_at" is null/i)
      sent.splice(1, 1)
      // As a grant: the uses of a batch from one JSON binding, their players locked first.
      assert.match(sent[1], /^with items as \(select \* from json_to_recordset\(/is)
      assert.match(sent[1], /locked as \(select p\.\*, r\.idx from .players. p\s.* order by p\.id for update of p\)/is)
      assert.match(
        sent[1],
        /usable as materialized \(select .* from locked cross join lateral powerups_usable_holdings\(locked\.id/is
      )
      // Each player's first-expiring usable holding of the type, chosen from what was read after the lock.
      assert.match(
        sent[1],
        /chosen as \(select distinct on \(player_id\) id from \(select usable\.\* from usable\s.* where usable\.type = i\.type\) as candidates\s+order by player_id, /is
      )
      assert.match(
        sent[1],
        /taken as \(update .powerup_holdings. set .count. = count - 1, .* "id" = any\(array\(select id from chosen\)\)/is
      )
      assert.lengthOf(sent[1].match(/powerups_usable_holdings/g)!, 1)
      assert.match(
        sent[1],
        /used as \(insert into powerup_uses .*entry as \(insert into audit_logs .*touched as \(update/is
      )
    } else {
      const statements = sent.filter((sql) => !TRANSACTION_CONTROL.test(sql))
      assert.lengthOf(statements, 9, statements.join('\n'))
      assert.match(statements[1], /^select .id. from .matches. where .creator_id. = \? and .ended_at. is null/i)
      statements.splice(1, 1)
      assert.match(statements[1], /^update .players. set .last_active./i)
      assert.match(statements[2], /^update .powerup_holdings. set .count. = count - 1/i)
      assert.match(statements[3], /^insert into .powerup_uses./i)
      assert.match(statements[4], /^insert into .audit_logs./i)
    }

    // None left: auth, the running match, the write that takes nothing, the check that finds none,
    // the refusal's error event and its activity fact (+ the lock on SQLite).
    const refused = await queriesDuring(
      () => use(client, token, 'PixelPanda', 'glove').then((r) => r.assertStatus(400)),
      { transactionControl: false }
    )
    assert.lengthOf(refused, onPostgres() ? 6 : 7, refused.join('\n'))
  })
})
