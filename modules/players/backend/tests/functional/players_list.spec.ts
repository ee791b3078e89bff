import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import { makeCreator } from '#tests/helpers/accounts'
import { sqlTimestamp } from '#tests/helpers/settings'
import { addPlayer, apiModerator, grant, use } from '../helpers.js'
import { Acting } from '#core/acting/acting'
import { playerListTag } from '../../services/player_list.js'

/** The kiosk's poll: GET /api/players, conditional when it holds a tag. */
function poll(client: ApiClient, token: string, tag?: string, query: Record<string, string | number> = {}) {
  const request = client.get('/api/players').bearerToken(token).qs(query)
  return tag ? request.header('If-None-Match', tag) : request
}

/**
 * As if the creator's players were last edited long ago (tags wait for edits to settle). Always
 * the same moment, so a tag below only moves for what the step itself changed.
 */
async function settle(creatorId: number) {
  await db
    .from('players')
    .where('creator_id', creatorId)
    .update({ updated_at: sqlTimestamp(DateTime.fromISO('2000-01-01T00:00:00')) })
}

/** The current tag: a 200 with an ETag, that the next conditional poll answers 304 with no body. */
async function currentTag(client: ApiClient, token: string, assert: any) {
  const response = await poll(client, token)
  response.assertStatus(200)
  const tag = response.header('etag')
  assert.match(tag, /^"[\w-]+"$/, 'a strong ETag')
  const again = await poll(client, token, tag)
  again.assertStatus(304)
  assert.equal(again.text(), '')
  return tag as string
}

test.group('Players list: conditional GET for the kiosk', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an unchanged list answers 304 with no body; the spec shape otherwise', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    await addPlayer(client, token, 'Luna', ['moon'])
    await addPlayer(client, token, 'Marcus')
    await settle(user.id)

    const full = await poll(client, token)
    full.assertStatus(200)
    assert.deepEqual(Object.keys(full.body()), ['success', 'players'])
    assert.deepEqual(
      full.body().players.map((p: { name: string }) => p.name),
      ['Luna', 'Marcus']
    )
    assert.equal(full.header('cache-control'), 'private, no-cache')
    const tag = await currentTag(client, token, assert)
    for (const header of [`W/${tag}`, `"other", ${tag}`, '*'])
      await poll(client, token, header).then((r) => r.assertStatus(304))
    await poll(client, token, '"other"').then((r) => r.assertStatus(200))

    // The same creator's moderator holds the same list; another creator never matches it.
    const moderator = await apiModerator(client, token, ['use_powerups'])
    await poll(client, moderator.token, tag).then((r) => r.assertStatus(304))
    const stranger = await makeCreator()
    await poll(client, stranger.token, tag).then((r) => r.assertStatus(200))
  })

  test('grants, uses, deactivations, expiry, players and moderators change the tag', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    const luna = await addPlayer(client, token, 'Luna')
    const marcus = await addPlayer(client, token, 'Marcus')
    await settle(user.id)
    const seen = new Set<string>()
    /** The list changed: the old tag gets the new list, and the new tag is one never seen. */
    const changed = async (before: string, check: (players: any[]) => boolean) => {
      const response = await poll(client, token, before)
      response.assertStatus(200)
      assert.isTrue(check(response.body().players))
      await settle(user.id)
      const tag = await currentTag(client, token, assert)
      assert.isFalse(seen.has(tag), 'a new tag')
      seen.add(tag)
      return tag
    }
    const units = (players: any[], name: string) =>
      players.find((p) => p.name === name).powerups.reduce((sum: number, h: { count: number }) => sum + h.count, 0)

    let tag = await currentTag(client, token, assert)
    seen.add(tag)
    ;(await grant(client, token, { playerName: 'Luna', powerupType: 'stun-hammer' })).assertStatus(200)
    tag = await changed(tag, (players) => units(players, 'Luna') === 4)
    ;(await use(client, token, 'Luna', 'glove')).assertStatus(200)
    tag = await changed(tag, (players) => units(players, 'Luna') === 3)

    // A holding deactivated (revoked) leaves the list.
    const [mist] = await db.from('powerup_holdings').where('player_id', marcus.id).where('type', 'mist')
    await db.from('powerup_holdings').where('id', mist.id).update({ is_active: false })
    tag = await changed(tag, (players) => units(players, 'Marcus') === 2)

    // Expiry writes nothing: the tag moves when the clock passes an expiry (starter pack: 30 days).
    const query = {}
    assert.notEqual(
      await playerListTag(Acting.system(user.id), query),
      await playerListTag(Acting.system(user.id), query, DateTime.now().plus({ days: 31 }))
    )

    // A rename shows at once; its edit time gives the list a new tag once it has settled (3 s).
    const renamed = await client
      .put('/api/players')
      .bearerToken(token)
      .json({ playerId: luna.id, updates: { name: 'Luna Rose' } })
    renamed.assertStatus(200)
    const fresh = await poll(client, token, tag)
    fresh.assertStatus(200)
    assert.isTrue(fresh.body().players.some((p: { name: string }) => p.name === 'Luna Rose'))
    assert.isUndefined(fresh.header('etag'), 'no tag for an edit of these very seconds')
    const settled = await playerListTag(Acting.system(user.id), query, DateTime.now().plus({ seconds: 10 }))
    assert.isString(settled)
    assert.isFalse(seen.has(settled!), 'a new tag')
    await settle(user.id)
    tag = await currentTag(client, token, assert)
    await client
      .put('/api/players')
      .bearerToken(token)
      .json({ playerId: luna.id, updates: { isActive: false } })
      .then((r) => r.assertStatus(200))
    tag = await changed(tag, (players) => players.find((p) => p.id === luna.id).isActive === false)

    await client
      .post('/api/moderators/promote-player')
      .bearerToken(token)
      .json({ playerId: marcus.id, permissions: ['use_powerups'] })
      .then((r) => r.assertStatus(201))
    tag = await changed(tag, (players) => players.find((p) => p.id === marcus.id).isModerator === true)

    const withoutNova = tag
    await addPlayer(client, token, 'Nova')
    tag = await changed(tag, (players) => players.length === 3)
    // Deleting Nova brings back the list as it was, and with it the tag it had.
    await client
      .delete('/api/players/delete')
      .bearerToken(token)
      .json({ playerName: 'Nova' })
      .then((r) => r.assertStatus(200))
    const back = await poll(client, token, tag)
    back.assertStatus(200)
    assert.lengthOf(back.body().players, 2)
    assert.equal(await currentTag(client, token, assert), withoutNova)
  })

  test('search and paging for the CLI and large creators, with their own tags', async ({ client, assert }) => {
    const { user, token } = await makeCreator()
    for (const [name, aliases] of [
      ['Alpha', ['ace_one']],
      ['Bravo', []],
      ['Charlie', ['Ace']],
      ['Delta', []],
      ['Echo', []],
    ] as const) {
      await addPlayer(client, token, name, [...aliases])
    }
    await settle(user.id)
    const names = (response: { body: () => { players: { name: string }[] } }) =>
      response.body().players.map((p) => p.name)

    const search = await poll(client, token, undefined, { search: '@ACE' })
    search.assertStatus(200)
    assert.deepEqual(names(search), ['Alpha', 'Charlie'])
    assert.notProperty(search.body(), 'pagination')

    const second = await poll(client, token, undefined, { page: 2, limit: 2 })
    assert.deepEqual(names(second), ['Charlie', 'Delta'])
    assert.deepEqual(second.body().pagination, { page: 2, limit: 2, totalCount: 5, total: 5, totalPages: 3 })
    const past = await poll(client, token, undefined, { page: 9, limit: 2 })
    assert.deepEqual(names(past), [])
    assert.equal(past.body().pagination.totalCount, 5)
    const searchedPage = await poll(client, token, undefined, { search: 'a', limit: 1 })
    assert.deepEqual(names(searchedPage), ['Alpha'])
    assert.equal(searchedPage.body().pagination.totalCount, 4)

    // A page's tag is its own: it never answers for the whole list.
    await poll(client, token, second.header('etag'), { page: 2, limit: 2 }).then((r) => r.assertStatus(304))
    await poll(client, token, second.header('etag')).then((r) => r.assertStatus(200))

    for (const [query, error] of [
      [{ limit: 0 }, 'limit must be a whole number from 1 to 1000'],
      [{ limit: 1001 }, 'limit must be a whole number from 1 to 1000'],
      [{ page: 'x' }, 'page must be a whole number from 1'],
      [{ page: 1.5 }, 'page must be a whole number from 1'],
    ] as const) {
      const response = await poll(client, token, undefined, query)
      response.assertStatus(400)
      assert.deepEqual(response.body(), {
        success: false,
        error,
        code: response.body().code,
        params: response.body().params,
        errors: response.body().errors,
      })
    }
  })
})
