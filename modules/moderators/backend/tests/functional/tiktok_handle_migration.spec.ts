import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type User from '#core/users/user'
import { makeCreator, makeModerator } from '#tests/helpers/accounts'
import {
  claimTiktokHandles,
  createHandleIndex,
  HANDLE_INDEX,
} from '../../database/migrations/0501_add_moderator_tiktok_handle.js'
import { profileFor } from '../../database/factories/moderator_profile_factory.js'
import type { ModeratorStatus } from '../../../shared/moderators.js'

/*
| Migration 0501 on data from before the rule: moderators of one creator sharing a TikTok handle.
| The test drops the index inside its rolled-back transaction, lays out such rows, and runs the
| migration's own steps.
*/

async function legacyModerator(creator: User, tiktokUsername: string, status: string, minutesAgo: number) {
  const { user } = await makeModerator(creator, { tiktokUsername })
  await profileFor(user, {
    permissions: [],
    status: status as ModeratorStatus,
    tiktokHandle: null,
    createdAt: DateTime.now().minus({ minutes: minutesAgo }),
  }).create()
  return user.id
}

const handleOf = async (userId: number) =>
  (await db.from('moderator_profiles').where('user_id', userId).first()).tiktok_handle

test.group('Moderators: migration 0501 (one TikTok handle per creator)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('duplicates from before keep their accounts; the earliest current moderator keeps the handle', async ({
    assert,
  }) => {
    await db.rawQuery(`drop index ${HANDLE_INDEX}`)
    const { user: creator } = await makeCreator()
    const { user: other } = await makeCreator()
    const keeper = await legacyModerator(creator, 'Twin', 'ACTIVE', 30)
    const later = await legacyModerator(creator, '@twin', 'SUSPENDED', 20)
    const removed = await legacyModerator(creator, 'TWIN', 'INACTIVE', 40)
    const elsewhere = await legacyModerator(other, 'twin', 'ACTIVE', 10)
    const single = await legacyModerator(creator, 'Solo.Act', 'PENDING', 5)

    const client = db.connection()
    await claimTiktokHandles(client)
    await createHandleIndex(client)

    assert.equal(await handleOf(keeper), 'twin')
    assert.isNull(await handleOf(later))
    assert.equal(await handleOf(removed), 'twin')
    assert.equal(await handleOf(elsewhere), 'twin')
    assert.equal(await handleOf(single), 'solo.act')
    // Nothing else changed: every account and profile is still there with its TikTok username.
    const users = await db.from('users').whereIn('id', [keeper, later, removed, single]).orderBy('id')
    assert.deepEqual(
      users.map((user) => user.tiktok_username),
      ['Twin', '@twin', 'TWIN', 'Solo.Act']
    )
    const statuses = await db.from('moderator_profiles').whereIn('user_id', [keeper, later, removed]).orderBy('user_id')
    assert.deepEqual(
      statuses.map((profile) => profile.status),
      ['ACTIVE', 'SUSPENDED', 'INACTIVE']
    )

    // From now on the database refuses a second current holder.
    await assert.rejects(() => db.from('moderator_profiles').where('user_id', later).update({ tiktok_handle: 'twin' }))
  })
})
