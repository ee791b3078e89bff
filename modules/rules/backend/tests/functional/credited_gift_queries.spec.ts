import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { overrideSettings } from '#core/settings/system_settings_service'
import { queriesDuring } from '#tests/helpers/queries'
import { POWERUP_SETTINGS } from '#modules/powerups/backend/public'
import { gift, goLive, isolateLiveTests, makeLiveCreator } from '#modules/live/backend/tests/helpers'
import { addRule } from '../helpers.js'

const GIFTERS = 5
const GIFTS_PER_GIFTER = 4

/** One simulator batch: each gifter sends a few roses, all credited. */
async function sendRoses(client: ApiClient, token: string) {
  const events = Array.from({ length: GIFTERS * GIFTS_PER_GIFTER }, (_, index) => {
    const gifter = index % GIFTERS
    return gift({ giftName: 'Rose', diamondCount: 1, uniqueId: `fan_${gifter}`, userId: `90${gifter}` })
  })
  const response = await client.post('/api/live/simulator/events').bearerToken(token).json({ events })
  response.assertStatus(200)
  return response.body().results as { outcome: string }[]
}

/*
| Statements per credited gift: a batch of roses from known gifters (players already), each
| matching a gift rule that grants a mist. Measured with the knex query listener, transaction
| control left out, the way the ledger's statement counts are. A batch reads its senders' players
| once (the ingest, for every reader of the gift) and the grant policy once (the rules); each grant
| is the ledger's write alone (no answer built); the batch's one activity fact (SQLite) is one more
| statement per batch. One batch measures 5.65 per gift on SQLite
| and 3.65 on PostgreSQL (was 9.5 and 6.55). A change that adds a statement per gift must raise these
| bounds on purpose.
*/
test.group('Gift rules: statements per credited gift', (group) => {
  isolateLiveTests(group)
  group.each.setup(() => overrideSettings({ [POWERUP_SETTINGS.maxPowerupsPerPlayer.key]: Infinity }))

  test('a batch of 20 credited gifts from 5 known gifters', async ({ client, assert }) => {
    const { token } = await makeLiveCreator()
    await goLive(client, token)
    await addRule(client, token, { giftName: 'rose', powerupType: 'mist', count: 1, expiresInDays: 3 })
    // The first batch makes the gifters players and fills this process's caches.
    await sendRoses(client, token)

    let results: { outcome: string }[] = []
    const sent = await queriesDuring(
      async () => {
        results = await sendRoses(client, token)
      },
      { transactionControl: false }
    )
    assert.deepEqual(new Set(results.map((result) => result.outcome)), new Set(['credited']))
    const perGift = sent.length / results.length
    console.log(`credited gift statements: ${sent.length} for ${results.length} gifts (${perGift.toFixed(2)} per gift)`)
    // The ingest may split the 20 gifts into two batches: each batch's own statements (the rules, the
    // exclusions, the settings, the rollups) then count twice, so the bounds leave room for that.
    assert.isAtMost(perGift, db.connection().dialect.name === 'postgres' ? 4 : 6, sent.join('\n'))
  })
})
