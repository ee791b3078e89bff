import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import { dbTimestamp } from '#core/database/time'
import { committedCreators, makeAdmin, makeCreator } from '#tests/helpers/accounts'
import { apiModerator, auditOf, grant, impersonate, parseDetails, use } from '#modules/players/backend/tests/helpers'
import { addPlayer, listPlayers, withGrantPolicy } from '../helpers.js'

const undo = (client: ApiClient, token: string, entryId: string, body: Record<string, unknown> = {}) =>
  client.post(`/api/powerups/ledger/${entryId}/undo`).bearerToken(token).json(body)
const remove = (client: ApiClient, token: string, holdingId: number, body: Record<string, unknown> = {}) =>
  client.post(`/api/powerups/holdings/${holdingId}/remove`).bearerToken(token).json(body)
const history = (client: ApiClient, token: string, playerId: number) =>
  client.get(`/api/powerups/players/${playerId}/history`).bearerToken(token)

const holdingRow = (id: number) => db.from('powerup_holdings').where('id', id).firstOrFail()

/** Moves a grant or a use back in time (the window counts from when it was made). */
async function age(table: 'powerup_holdings' | 'powerup_uses', id: number, minutes: number) {
  const column = table === 'powerup_holdings' ? 'created_at' : 'used_at'
  await db
    .from(table)
    .where('id', id)
    .update({ [column]: dbTimestamp(DateTime.now().minus({ minutes })) })
}

async function unitsOf(client: ApiClient, token: string, name: string, type: string) {
  const player = (await listPlayers(client, token)).find((p) => p.name === name)!
  return player.powerups.filter((h) => h.type === type).reduce((sum, h) => sum + h.count, 0)
}

test.group('Powerups: undo and remove', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(withGrantPolicy())

  test('grant and use answers carry their public ids; undoing a grant takes back all its units', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    await addPlayer(client, token, 'Nova')
    const granted = await grant(client, token, { playerName: 'Nova', powerupType: 'mist', count: 3 })
    granted.assertStatus(200)
    const entryId = granted.body().entryId
    assert.equal(entryId, `grant-${granted.body().holding.id}`)
    assert.equal(await unitsOf(client, token, 'Nova', 'mist'), 4)

    const response = await undo(client, token, entryId.toUpperCase(), { reason: '  misclick  ' })
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      success: true,
      entryId,
      kind: 'grant',
      type: 'mist',
      playerId: granted.body().player.id,
      takenBack: 3,
      alreadyUsed: 0,
      message: '3 of 3 Mist taken back from Nova',
    })
    assert.equal(await unitsOf(client, token, 'Nova', 'mist'), 1)
    const row = await holdingRow(granted.body().holding.id)
    assert.equal(row.count, 0)
    assert.equal(row.original_count, 3)
    assert.equal(row.revoked_as, 'undone')
    const [entry] = await auditOf('POWERUP_GRANT_UNDONE', user.id)
    assert.equal(entry.actor_name, user.name)
    assert.containsSubset(parseDetails(entry), { entryId, takenBack: 3, alreadyUsed: 0, reason: 'misclick' })
  })

  test('undoing a grant whose units were partly used takes back only the unused ones and says so', async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    await addPlayer(client, token, 'Orbit')
    // The grant's units expire after the starter pack's gloves: the first two uses take those.
    const granted = await grant(client, token, {
      playerName: 'Orbit',
      powerupType: 'glove',
      count: 3,
      expiresInDays: 60,
    })
    for (let i = 0; i < 3; i++) (await use(client, token, 'Orbit', 'glove')).assertStatus(200)
    const response = await undo(client, token, granted.body().entryId)
    response.assertStatus(200)
    assert.containsSubset(response.body(), { takenBack: 2, alreadyUsed: 1 })
    assert.equal(response.body().message, '2 of 3 Glove taken back from Orbit; 1 already used')
    assert.equal(await unitsOf(client, token, 'Orbit', 'glove'), 0)
  })

  test('undoing a use gives the unit back to the exact holding it came from, expiry kept', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    await addPlayer(client, token, 'Comet')
    const granted = await grant(client, token, { playerName: 'Comet', powerupType: 'stun-hammer', expiresInDays: 9 })
    const used = await use(client, token, 'Comet', 'stun-hammer')
    used.assertStatus(200)
    assert.equal(used.body().entryId, `use-${used.body().use.id}`)
    const before = await holdingRow(granted.body().holding.id)
    assert.equal(before.count, 0)

    const response = await undo(client, token, used.body().entryId)
    response.assertStatus(200)
    assert.containsSubset(response.body(), { kind: 'use', type: 'stun-hammer', takenBack: 1, alreadyUsed: 0 })
    assert.equal(response.body().message, 'Stun Hammer given back to Comet')
    const after = await holdingRow(granted.body().holding.id)
    assert.equal(after.count, 1)
    assert.equal(String(after.expires_at), String(before.expires_at))
    const player = (await listPlayers(client, token)).find((p) => p.name === 'Comet')!
    assert.deepInclude(
      player.powerups.map((h) => h.id),
      granted.body().holding.id
    )
    const [entry] = await auditOf('POWERUP_USE_UNDONE', user.id)
    assert.containsSubset(parseDetails(entry), { entryId: used.body().entryId, holdingId: granted.body().holding.id })
    assert.isNotNull((await db.from('powerup_uses').where('id', used.body().use.id).first()).undone_at)
  })

  test('a used-up holding that went inactive is active again; an expired one stays expired', async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    await addPlayer(client, token, 'Dusk')
    const used = await use(client, token, 'Dusk', 'mist')
    const holdingId = used.body().holding.id
    await db.from('powerup_holdings').where('id', holdingId).update({ is_active: false })
    ;(await undo(client, token, used.body().entryId)).assertStatus(200)
    assert.isTrue(Boolean((await holdingRow(holdingId)).is_active))
    assert.equal(await unitsOf(client, token, 'Dusk', 'mist'), 1)

    const again = await use(client, token, 'Dusk', 'mist')
    await db
      .from('powerup_holdings')
      .where('id', holdingId)
      .update({ is_active: false, expires_at: dbTimestamp(DateTime.now().minus({ minutes: 1 })) })
    ;(await undo(client, token, again.body().entryId)).assertStatus(200)
    const row = await holdingRow(holdingId)
    assert.equal(row.count, 1)
    assert.isFalse(Boolean(row.is_active))
    assert.equal(await unitsOf(client, token, 'Dusk', 'mist'), 0)
  })

  test('reverting twice is a 409 and changes nothing more', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    await addPlayer(client, token, 'Echo')
    const granted = await grant(client, token, { playerName: 'Echo', powerupType: 'mist' })
    const used = await use(client, token, 'Echo', 'glove')
    ;(await undo(client, token, granted.body().entryId)).assertStatus(200)
    ;(await undo(client, token, used.body().entryId)).assertStatus(200)

    const grantAgain = await undo(client, token, granted.body().entryId)
    grantAgain.assertStatus(409)
    assert.equal(grantAgain.body().error, `${granted.body().entryId} was already undone`)
    const useAgain = await undo(client, token, used.body().entryId)
    useAgain.assertStatus(409)
    assert.equal(useAgain.body().error, `${used.body().entryId} was already undone`)
    assert.equal(await unitsOf(client, token, 'Echo', 'glove'), 2)
    assert.lengthOf(await auditOf('POWERUP_USE_UNDONE', user.id), 1)
    assert.lengthOf(await auditOf('POWERUP_GRANT_UNDONE', user.id), 1)
  })

  test('after the window a 409 says it passed; the creator sets a longer window on their settings', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    await addPlayer(client, token, 'Flare')
    const granted = await grant(client, token, { playerName: 'Flare', powerupType: 'mist' })
    const used = await use(client, token, 'Flare', 'glove')
    await age('powerup_holdings', granted.body().holding.id, 11)
    await age('powerup_uses', used.body().use.id, 11)

    const late = await undo(client, token, granted.body().entryId)
    late.assertStatus(409)
    assert.equal(late.body().error, `The undo window has passed: ${granted.body().entryId} is older than 10 minutes`)
    ;(await undo(client, token, used.body().entryId)).assertStatus(409)
    assert.equal(await unitsOf(client, token, 'Flare', 'mist'), 2)

    const read = await client.get('/api/powerups/settings').bearerToken(token)
    read.assertBody({ success: true, settings: { undoWindowMinutes: 10 } })
    const saved = await client.put('/api/powerups/settings').bearerToken(token).json({ undoWindowMinutes: 30 })
    saved.assertBody({ success: true, settings: { undoWindowMinutes: 30 } })
    const [audit] = await auditOf('POWERUP_SETTINGS_UPDATED', user.id)
    assert.deepEqual(parseDetails(audit).changes, { undoWindowMinutes: { before: 10, after: 30 } })
    ;(await undo(client, token, used.body().entryId)).assertStatus(200)
  })

  test('the undo window is validated; a moderator reads it but cannot change it', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    for (const bad of [0, 1441, 2.5, '15', null]) {
      const response = await client.put('/api/powerups/settings').bearerToken(token).json({ undoWindowMinutes: bad })
      response.assertStatus(400)
      assert.include(JSON.stringify(response.body()), 'Undo window must be a whole number of minutes from 1 to 1440')
    }
    const moderator = await apiModerator(client, token)
    ;(await client.get('/api/powerups/settings').bearerToken(moderator.token)).assertStatus(200)
    const refused = await client
      .put('/api/powerups/settings')
      .bearerToken(moderator.token)
      .json({ undoWindowMinutes: 5 })
    refused.assertStatus(403)
    assert.lengthOf(await auditOf('POWERUP_SETTINGS_UPDATED', user.id), 0)
    assert.isNull(await db.from('powerup_creator_settings').where('creator_id', user.id).first())
  })

  test('bad ids and reasons are 4xx with a message; another creator’s entries are 404', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const other = await makeCreator()
    await addPlayer(client, token, 'Gale')
    const granted = await grant(client, token, { playerName: 'Gale', powerupType: 'mist' })
    const used = await use(client, token, 'Gale', 'glove')

    for (const bad of ['12', 'grant-', 'grant-0', 'gift-3', 'use-99999999999']) {
      const response = await undo(client, token, bad)
      response.assertStatus(400)
      assert.equal(
        response.body().error,
        'Give a grant or use id like grant-12 or use-34 (shown in the player’s history)'
      )
    }
    ;(await undo(client, token, 'grant-2147483000')).assertStatus(404)
    const long = await undo(client, token, granted.body().entryId, { reason: 'x'.repeat(201) })
    long.assertStatus(400)
    assert.include(JSON.stringify(long.body()), 'Reason must be at most 200 characters')

    const foreignGrant = await undo(client, other.token, granted.body().entryId)
    foreignGrant.assertStatus(404)
    assert.equal(foreignGrant.body().error, 'Grant not found')
    ;(await undo(client, other.token, used.body().entryId)).assertStatus(404)
    ;(await remove(client, other.token, granted.body().holding.id)).assertStatus(404)
    ;(await history(client, other.token, granted.body().player.id)).assertStatus(404)
    ;(await remove(client, token, 0)).assertStatus(404)
    ;(await history(client, token, 0)).assertStatus(404)
    assert.equal(await unitsOf(client, token, 'Gale', 'mist'), 2)
    assert.equal(await unitsOf(client, token, 'Gale', 'glove'), 1)
  })

  test('moderators undo grants with the grant permission and uses with the use permission', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeCreator()
    await addPlayer(client, token, 'Haze')
    const granted = await grant(client, token, { playerName: 'Haze', powerupType: 'mist' })
    const used = await use(client, token, 'Haze', 'glove')
    const user1 = await apiModerator(client, token, ['use_powerups'])
    const granter = await apiModerator(client, token, ['grant_powerups'])

    ;(await undo(client, user1.token, granted.body().entryId)).assertStatus(403)
    ;(await remove(client, user1.token, granted.body().holding.id)).assertStatus(403)
    ;(await undo(client, granter.token, used.body().entryId)).assertStatus(403)
    assert.lengthOf(await auditOf('POWERUP_GRANT_UNDONE', user.id), 0)
    assert.lengthOf(await auditOf('POWERUP_USE_UNDONE', user.id), 0)

    ;(await undo(client, granter.token, granted.body().entryId, { reason: 'wrong viewer' })).assertStatus(200)
    ;(await undo(client, user1.token, used.body().entryId)).assertStatus(200)
    const [grantAudit] = await auditOf('POWERUP_GRANT_UNDONE', user.id)
    assert.equal(grantAudit.actor_name, granter.name)
    assert.equal(parseDetails(grantAudit).reason, 'wrong viewer')
    const [useAudit] = await auditOf('POWERUP_USE_UNDONE', user.id)
    assert.equal(useAudit.actor_name, user1.name)
  })

  test('an impersonating admin undoes and removes; a plain admin needs a creator', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    const { token: adminToken } = await makeAdmin()
    const player = await addPlayer(client, token, 'Iris')
    const granted = await grant(client, token, { playerName: 'Iris', powerupType: 'mist' })
    ;(await undo(client, adminToken, granted.body().entryId)).assertStatus(403)
    const asCreator = await impersonate(client, adminToken, user.id)
    ;(await undo(client, asCreator, granted.body().entryId)).assertStatus(200)
    const glove = player.powerups.find((h) => h.type === 'glove')!
    const removed = await remove(client, asCreator, glove.id, { reason: 'duplicate account' })
    removed.assertStatus(200)
    assert.containsSubset(removed.body(), { removed: 2, message: 'Removed 2 units of Glove from Iris' })
    const [entry] = await auditOf('POWERUP_REMOVED', user.id)
    assert.containsSubset(parseDetails(entry), { count: 2, reason: 'duplicate account' })
  })

  test('a holding is removed outright at any time, once; its uses cannot be undone afterwards', async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    const player = await addPlayer(client, token, 'Jade')
    const gloves = player.powerups.find((h) => h.type === 'glove')!
    const used = await use(client, token, 'Jade', 'glove')
    await age('powerup_holdings', gloves.id, 60 * 24)
    const removed = await remove(client, token, gloves.id)
    removed.assertStatus(200)
    assert.equal(removed.body().message, 'Removed 1 unit of Glove from Jade')
    assert.equal(await unitsOf(client, token, 'Jade', 'glove'), 0)
    const twice = await remove(client, token, gloves.id)
    twice.assertStatus(409)
    assert.equal(twice.body().error, 'This powerup was already removed or taken back')
    const lost = await undo(client, token, used.body().entryId)
    lost.assertStatus(409)
    assert.equal(lost.body().error, `${used.body().entryId} cannot be undone: the powerup it used was removed`)
    assert.equal(await unitsOf(client, token, 'Jade', 'glove'), 0)
    assert.isNull((await db.from('powerup_uses').where('id', used.body().use.id).first()).undone_at)
  })

  test('the history lists grants and uses newest first with ids, reverts and the undo deadline', async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    const player = await addPlayer(client, token, 'Kite')
    const granted = await grant(client, token, { playerName: 'Kite', powerupType: 'no2', count: 2 })
    const used = await use(client, token, 'Kite', 'no2-booster')
    ;(await undo(client, token, used.body().entryId)).assertStatus(200)
    const old = await grant(client, token, { playerName: 'Kite', powerupType: 'mist' })
    await age('powerup_holdings', old.body().holding.id, 30)

    const response = await history(client, token, player.id)
    response.assertStatus(200)
    const { undoWindowMinutes, entries } = response.body()
    assert.equal(undoWindowMinutes, 10)
    assert.equal(entries[0].id, used.body().entryId)
    assert.containsSubset(entries[0], {
      kind: 'use',
      type: 'no2-booster',
      count: 1,
      revokedAs: 'undone',
      undoableUntil: null,
    })
    assert.containsSubset(entries[1], { id: granted.body().entryId, kind: 'grant', count: 2, left: 2, revokedAt: null })
    assert.isAbove(Date.parse(entries[1].undoableUntil), Date.now() + 9 * 60_000)
    const oldEntry = entries.find((e: any) => e.id === old.body().entryId)
    assert.isNull(oldEntry.undoableUntil)
    // The starter pack's two grants are there too.
    assert.lengthOf(entries, 5)
  })
})

test.group('Undo window: saved in parallel', (group) => {
  // Committed rows: parallel requests each run their own transaction.
  const creators = committedCreators()
  group.each.teardown(() => creators.teardown())

  test('saves at once take turns: each entry\'s "before" is the window the save before it wrote', async ({
    client,
    assert,
  }) => {
    const { user, token } = await creators.make()
    const windows = [20, 21, 22, 23, 24, 25]
    const answers = await Promise.all(
      windows.map((undoWindowMinutes) =>
        client.put('/api/powerups/settings').bearerToken(token).json({ undoWindowMinutes })
      )
    )
    for (const answer of answers) answer.assertStatus(200)
    const changes = (await auditOf('POWERUP_SETTINGS_UPDATED', user.id)).map(
      (entry) => parseDetails(entry).changes.undoWindowMinutes
    )
    assert.lengthOf(changes, windows.length)
    assert.equal(changes[0].before, 10)
    for (let i = 1; i < changes.length; i++) assert.equal(changes[i].before, changes[i - 1].after)
    const saved = await client.get('/api/powerups/settings').bearerToken(token)
    saved.assertBody({ success: true, settings: { undoWindowMinutes: changes.at(-1).after } })
  })
})
