import { test } from '@japa/runner'
import pg from 'pg'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { changeFeed } from '#core/database/change_feed'
import { committedCreators } from '#tests/helpers/accounts'
import { queriesDuring } from '#tests/helpers/queries'
import ModeratorProfile from '../../models/moderator_profile.js'
import { addPlayer, signIn, STRONG_PASSWORD, uniqueName } from '../helpers.js'

const onPostgres = env.get('DB_CONNECTION') === 'pg'
const NEEDS_PG = 'the change feed is PostgreSQL LISTEN/NOTIFY: run with DB_CONNECTION=pg'

/** A change made as another process would: its own connection, plain SQL, committed. */
async function elsewhere(sql: string, values: unknown[]) {
  const other = new pg.Client({ connectionString: env.get('DATABASE_URL') })
  await other.connect()
  try {
    await other.query(sql, values)
  } finally {
    await other.end()
  }
  await changeFeed.settled()
}

test.group("Moderators: what each process keeps follows the profiles' changes (PostgreSQL)", (group) => {
  const creators = committedCreators()
  let stop = async () => {}
  group.setup(async () => {
    if (onPostgres) stop = await changeFeed.start()
  })
  group.teardown(() => stop())
  group.each.teardown(() => creators.teardown())

  test("a moderator's permissions and a player's badge are kept, and dropped by a change made elsewhere", async ({
    client,
    assert,
  }) => {
    const { token } = await creators.make()
    const player = await addPlayer(client, token, uniqueName('Kept '))
    const username = uniqueName('kept')
    const promoted = await client
      .post('/api/moderators/promote-player')
      .bearerToken(token)
      .json({
        playerId: player.id,
        permissions: ['grant_powerups'],
        username,
        email: `${username}@test.local`,
        password: STRONG_PASSWORD,
      })
    promoted.assertStatus(201)
    const moderatorId = promoted.body().moderator.id
    const modToken = (await signIn(client, username, STRONG_PASSWORD)).body().token
    const grant = (bearer: string) =>
      client
        .post('/api/players/powerups/grant')
        .bearerToken(bearer)
        .json({ playerName: player.name, powerupType: 'glove', count: 1 })

    ;(await grant(modToken)).assertStatus(200)
    const kept = await queriesDuring(async () => {
      const response = await grant(modToken)
      response.assertStatus(200)
      assert.isTrue(response.body().player.isModerator)
    })
    // Token, permissions and badge were kept: the ledger's statement and the moderator's activity stamp only.
    assert.lengthOf(kept, 2, kept.join('\n'))
    assert.notMatch(kept.join('\n'), /^select/im)

    await elsewhere(`update moderator_profiles set permissions = '["use_powerups"]' where user_id = $1`, [moderatorId])
    ;(await grant(modToken)).assertStatus(403)

    await elsewhere(`update moderator_profiles set status = 'INACTIVE' where user_id = $1`, [moderatorId])
    const demoted = await grant(token)
    demoted.assertStatus(200)
    assert.isFalse(demoted.body().player.isModerator)
  }).skip(!onPostgres, NEEDS_PG)

  test("a profile saved in this process drops what it kept before the next request, also past a transaction's commit", async ({
    client,
    assert,
  }) => {
    const { token } = await creators.make()
    const player = await addPlayer(client, token, uniqueName('Saved '))
    const username = uniqueName('saved')
    const promoted = await client
      .post('/api/moderators/promote-player')
      .bearerToken(token)
      .json({
        playerId: player.id,
        permissions: ['grant_powerups'],
        username,
        email: `${username}@test.local`,
        password: STRONG_PASSWORD,
      })
    promoted.assertStatus(201)
    const moderatorId = promoted.body().moderator.id
    const modToken = (await signIn(client, username, STRONG_PASSWORD)).body().token
    const grant = (bearer: string) =>
      client
        .post('/api/players/powerups/grant')
        .bearerToken(bearer)
        .json({ playerName: player.name, powerupType: 'glove', count: 1 })
    ;(await grant(modToken)).assertStatus(200)
    assert.isTrue((await grant(token)).body().player.isModerator)

    /** Saves the profile in a transaction whose notification is as if still on its way (no trigger fires). */
    const saveHeldBack = async (change: Partial<Pick<ModeratorProfile, 'permissions' | 'status'>>) => {
      const trx = await db.transaction()
      try {
        await trx.rawQuery('set local session_replication_role = replica')
        const profile = await ModeratorProfile.findOrFail(moderatorId, { client: trx })
        profile.merge(change)
        await profile.save()
        // A request of this process before the commit reads (and may keep) the committed row.
        ;(await grant(token)).assertStatus(200)
        await trx.commit()
      } finally {
        if (!trx.isCompleted) await trx.rollback()
      }
    }

    await saveHeldBack({ permissions: ['use_powerups'] })
    ;(await grant(modToken)).assertStatus(403)

    await saveHeldBack({ status: 'INACTIVE' })
    assert.isFalse((await grant(token)).body().player.isModerator)
  }).skip(!onPostgres, NEEDS_PG)
})
