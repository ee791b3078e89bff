import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { changeFeed } from '#core/database/change_feed'
import { committedCreators } from '#tests/helpers/accounts'
import { queriesDuring } from '#tests/helpers/queries'
import {
  elsewhereSettled,
  FEED_NEEDS_PG as NEEDS_PG,
  feedOnPostgres as onPostgres,
  followingChanges,
} from '#tests/helpers/change_feed'
import ModeratorProfile from '../../models/moderator_profile.js'
import { addPlayer, signIn, STRONG_PASSWORD, uniqueName } from '../helpers.js'

/** A creator's player promoted to an ACTIVE moderator who may grant, signed in; `grant` as any bearer. */
async function promotedModerator(client: ApiClient, token: string, prefix: string) {
  const player = await addPlayer(client, token, uniqueName(`${prefix} `))
  const username = uniqueName(prefix.toLowerCase())
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
  return {
    moderatorId: promoted.body().moderator.id as number,
    modToken: (await signIn(client, username, STRONG_PASSWORD)).body().token as string,
    grant: (bearer: string) =>
      client
        .post('/api/players/powerups/grant')
        .bearerToken(bearer)
        .json({ playerName: player.name, powerupType: 'glove', count: 1 }),
  }
}

test.group("Moderators: what each process keeps follows the profiles' changes (PostgreSQL)", (group) => {
  const creators = committedCreators()
  followingChanges(group)
  group.each.teardown(() => creators.teardown())

  test("a moderator's permissions and a player's badge are kept, and dropped by a change made elsewhere", async ({
    client,
    assert,
  }) => {
    const { token } = await creators.make()
    const { moderatorId, modToken, grant } = await promotedModerator(client, token, 'Kept')
    // The sign-in's own row changes reach this process's caches first, or they drop the token kept next.
    await changeFeed.settled()

    ;(await grant(modToken)).assertStatus(200)
    const kept = await queriesDuring(async () => {
      const response = await grant(modToken)
      response.assertStatus(200)
      assert.isTrue(response.body().player.isModerator)
    })
    // Token, permissions and badge were kept: the ledger's statement and the moderator's activity stamp only.
    assert.lengthOf(kept, 2, kept.join('\n'))
    assert.notMatch(kept.join('\n'), /^select/im)

    await elsewhereSettled(`update moderator_profiles set permissions = '["use_powerups"]' where user_id = $1`, [
      moderatorId,
    ])
    ;(await grant(modToken)).assertStatus(403)

    await elsewhereSettled(`update moderator_profiles set status = 'INACTIVE' where user_id = $1`, [moderatorId])
    const demoted = await grant(token)
    demoted.assertStatus(200)
    assert.isFalse(demoted.body().player.isModerator)
  }).skip(!onPostgres, NEEDS_PG)

  test("a profile saved in this process drops what it kept before the next request, also past a transaction's commit", async ({
    client,
    assert,
  }) => {
    const { token } = await creators.make()
    const { moderatorId, modToken, grant } = await promotedModerator(client, token, 'Saved')
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
