import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#core/users/user'
import { makeAdmin, makeCreator, makeModerator } from '#tests/helpers/accounts'
import { addPlayer, createModerator, impersonate, moderatorPayload, moderatorState } from '../helpers.js'

/*
| Security 5: usernames and emails are unique among all accounts, so a taken one must be refused,
| but the answer never tells whose it is: my own moderator, another creator's moderator, a
| creator or an admin all give the same status and the same bytes.
*/

const NEUTRAL = {
  success: false,
  error: 'An account with this username or email already exists',
  code: 'moderators.account_taken',
}

interface Holder {
  kind: string
  username: string | null
  email: string
}

/** One account of every kind that can hold a name, seen from `creator`. */
async function holders(client: ApiClient, creator: User, creatorToken: string): Promise<Holder[]> {
  const { payload: mine } = await createModerator(client, creatorToken)
  const { user: otherCreator } = await makeCreator({ username: `creatorname${Date.now().toString(36)}` })
  const { user: theirs } = await makeModerator(otherCreator)
  const { user: admin } = await makeAdmin({ username: `adminname${Date.now().toString(36)}` })
  return [
    { kind: 'my moderator', username: mine.username, email: mine.email },
    { kind: "another creator's moderator", username: theirs.username, email: theirs.email },
    { kind: 'another creator', username: otherCreator.username, email: otherCreator.email },
    { kind: 'an admin', username: admin.username, email: admin.email },
    { kind: 'myself', username: null, email: creator.email },
  ]
}

/** Every taken name (username or email, any case) of every holder, as overrides of a fresh payload. */
function takenNames(all: Holder[]) {
  return all.flatMap((holder) => [
    ...(holder.username
      ? [{ label: `${holder.kind}: username`, overrides: { username: holder.username.toUpperCase() } }]
      : []),
    { label: `${holder.kind}: email`, overrides: { email: holder.email.toUpperCase() } },
  ])
}

test.group('Moderators: a taken username or email tells nothing about its holder', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('create answers the same 409 and the same bytes whoever holds the name', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const names = takenNames(await holders(client, creator, token))
    assert.isAtLeast(names.length, 9)
    const before = await moderatorState(creator.id)

    const bodies = new Set<string>()
    for (const { label, overrides } of names) {
      const response = await client.post('/api/moderators').bearerToken(token).json(moderatorPayload(overrides))
      assert.equal(response.status(), 409, label)
      assert.deepEqual(response.body(), NEUTRAL, label)
      bodies.add(response.text())
    }
    assert.equal(bodies.size, 1, 'one byte-identical body for every holder')
    assert.equal(await moderatorState(creator.id), before)
  })

  test('promote-player answers the same 409 and the same bytes whoever holds the name', async ({ client, assert }) => {
    const { user: creator, token } = await makeCreator()
    const names = takenNames(await holders(client, creator, token))
    const player = await addPlayer(client, token, 'Promising')
    const before = await moderatorState(creator.id)

    const bodies = new Set<string>()
    for (const { label, overrides } of names) {
      const response = await client
        .post('/api/moderators/promote-player')
        .bearerToken(token)
        .json({ playerId: player.id, permissions: ['use_powerups'], ...overrides })
      assert.equal(response.status(), 409, label)
      assert.deepEqual(response.body(), NEUTRAL, label)
      bodies.add(response.text())
    }
    assert.equal(bodies.size, 1)
    assert.equal(await moderatorState(creator.id), before)
  })

  test('an impersonating admin gets the same neutral answer (their own email included)', async ({ client, assert }) => {
    const { user: creator } = await makeCreator()
    const token = await impersonate(client, creator)
    const { user: admin } = await makeAdmin()
    const response = await client
      .post('/api/moderators')
      .bearerToken(token)
      .json(moderatorPayload({ email: admin.email }))
    response.assertStatus(409)
    assert.deepEqual(response.body(), NEUTRAL)
  })

  test('a free username and email still make a moderator, and the TikTok name stays a per-creator rule', async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    const { token: otherToken } = await makeCreator()
    const { payload } = await createModerator(client, otherToken)
    // Another creator's moderator's TikTok name is free here: TikTok names are per creator.
    const created = await client
      .post('/api/moderators')
      .bearerToken(token)
      .json(moderatorPayload({ tiktokUsername: payload.tiktokUsername }))
    created.assertStatus(201)
    assert.equal(created.body().moderator.tiktokUsername, payload.tiktokUsername)
  })
})
