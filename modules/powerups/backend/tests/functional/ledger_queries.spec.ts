import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { makeCreator } from '#tests/helpers/accounts'
import { queriesDuring } from '#tests/helpers/queries'
import { grant, use } from '#modules/players/backend/tests/helpers'
import { addPlayer, withGrantPolicy } from '../helpers.js'

/** The SQL statements sent while `run` runs (every connection), but transaction control. */
const statementsDuring = (run: () => Promise<unknown>) => queriesDuring(run, { transactionControl: false })

/** PostgreSQL writes a ledger change and its audit entry in one statement; SQLite one after another. */
const onPostgres = () => db.connection().dialect.name === 'postgres'

/*
| Each grant and use is: the token joined with its user (auth), then in one transaction the
| player locked and marked active in one UPDATE and the ledger's write with its audit entry, then
| the refreshed player's powerups and moderator badge for the answer. On PostgreSQL the write, its
| entry and the player's holdings after it are one statement; on SQLite the write, the entry and
| the answer's holdings are read one after another. A change that adds a statement to this path
| must update these counts on purpose.
*/
test.group('Powerups: statements per grant and use', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(withGrantPolicy({ maxPowerupsPerPlayer: 50 }))

  test('a grant: 4 statements on PostgreSQL (auth, lock+active, holding under the maximum + audit + the player holdings, badge), 6 on SQLite', async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    await addPlayer(client, token, 'PixelPanda')
    // The first request fills this process's copies (settings, last_used_at).
    await grant(client, token, { playerName: 'PixelPanda', powerupType: 'hammer' }).then((r) => r.assertStatus(200))

    const sent = await statementsDuring(async () => {
      const response = await grant(client, token, { playerName: 'pixelpanda', powerupType: 'hammer', count: 2 })
      response.assertStatus(200)
      assert.equal(response.body().holding.count, 2)
    })
    assert.match(sent[1], /^update .players. set .last_active./i)
    if (onPostgres()) {
      assert.lengthOf(sent, 4, sent.join('\n'))
      // The maximum is checked by the insert itself; the audit entry is part of the same statement.
      assert.match(
        sent[2],
        /^with granted as \(insert into powerup_holdings .* where \(select coalesce\(sum\(count\), 0\)/is
      )
      assert.match(sent[2], /entry as \(insert into audit_logs/i)
    } else {
      assert.lengthOf(sent, 6, sent.join('\n'))
      assert.match(sent[2], /^insert into powerup_holdings .* where \(select coalesce\(sum\(count\), 0\)/is)
      assert.match(sent[3], /^insert into .audit_logs./i)
    }
  })

  test('a use: 4 statements on PostgreSQL (auth, lock+active, decrement + use + audit + the player holdings, badge), 7 on SQLite', async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    await addPlayer(client, token, 'PixelPanda')
    await use(client, token, 'PixelPanda', 'glove').then((r) => r.assertStatus(200))

    const sent = await statementsDuring(async () => {
      const response = await use(client, token, 'PixelPanda', 'glove')
      response.assertStatus(200)
      assert.equal(response.body().holding.count, 0)
    })
    assert.match(sent[1], /^update .players. set .last_active./i)
    if (onPostgres()) {
      assert.lengthOf(sent, 4, sent.join('\n'))
      assert.match(sent[2], /^with taken as \(update .powerup_holdings. set .count. = count - 1/i)
      assert.match(sent[2], /used as \(insert into powerup_uses .*entry as \(insert into audit_logs/is)
    } else {
      assert.lengthOf(sent, 7, sent.join('\n'))
      assert.match(sent[2], /^update .powerup_holdings. set .count. = count - 1/i)
      assert.match(sent[3], /^insert into .powerup_uses./i)
      assert.match(sent[4], /^insert into .audit_logs./i)
    }

    // None left: auth, the lock, the decrement that takes nothing, the check that finds none, the refusal's error event.
    const refused = await statementsDuring(() =>
      use(client, token, 'PixelPanda', 'glove').then((r) => r.assertStatus(400))
    )
    assert.lengthOf(refused, 5, refused.join('\n'))
  })
})
