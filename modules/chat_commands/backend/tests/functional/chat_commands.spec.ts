import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { makeModerator } from '#tests/helpers/accounts'
import {
  chat,
  chatModerator,
  goLive,
  isolateLiveTests,
  jsonOf,
  makeLiveCreator,
  simulate,
} from '#modules/live/backend/tests/helpers'

const ALL = ['grant_powerups', 'use_powerups', 'manage_players', 'chat_commands']

async function players(client: ApiClient, token: string) {
  const response = await client.get('/api/players').bearerToken(token)
  return response.body().players as {
    name: string
    aliases: string[]
    isActive: boolean
    powerups: { type: string; count: number }[]
  }[]
}

const units = (player: { powerups: { type: string; count: number }[] } | undefined, type: string) =>
  (player?.powerups ?? []).filter((p) => p.type === type).reduce((sum, p) => sum + p.count, 0)

test.group('Chat commands: grants', (group) => {
  isolateLiveTests(group)

  test('@user !glove from a moderator creates the missing player (starter pack) and grants one', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    const mod = await chatModerator(client, token, ['chat_commands', 'grant_powerups'])
    await goLive(client, token)
    const response = await simulate(client, token, chat('@NewFan !glove', { uniqueId: mod.handle }))
    response.assertStatus(200)
    assert.containsSubset(response.body(), {
      outcome: 'command',
      command: { command: 'glove', outcome: 'granted', targetName: 'NewFan', senderUsername: mod.handle },
    })
    const fan = (await players(client, token)).find((p) => p.name === 'NewFan')
    assert.equal(units(fan, 'glove'), 3, 'starter pack 2 gloves + 1 granted')
    assert.equal(units(fan, 'mist'), 1)

    const audit = await db.from('audit_logs').where('creator_id', user.id).where('event_type', 'CHAT_COMMAND').first()
    assert.equal(audit.actor_type, 'MODERATOR')
    assert.equal(audit.actor_id, mod.id)
    assert.equal(jsonOf(audit.details).source, 'chat')
    const grant = await db
      .from('audit_logs')
      .where('creator_id', user.id)
      .where('event_type', 'POWERUP_GRANTED')
      .where('actor_id', mod.id)
      .first()
    assert.exists(grant)
  })

  test('each command gives its powerup, to a player found by alias, in any order of words', async ({
    client,
    assert,
  }) => {
    const { token } = await makeLiveCreator()
    const mod = await chatModerator(client, token, ['chat_commands', 'grant_powerups'])
    ;(
      await client
        .post('/api/players')
        .bearerToken(token)
        .json({ name: 'NightOwl', aliases: ['owl'] })
    ).assertStatus(201)
    await goLive(client, token)
    const expected: [string, string][] = [
      ['@owl !mist', 'mist'],
      ['!timemaker @OWL', 'time-maker'],
      ['@owl !hammer', 'stun-hammer'],
      ['@owl !no2', 'no2-booster'],
      ['@owl !NO3 please', 'no3-booster'],
    ]
    for (const [comment] of expected) {
      const response = await simulate(client, token, chat(comment, { uniqueId: mod.handle }))
      assert.equal(response.body().command?.outcome, 'granted', comment)
    }
    const owl = (await players(client, token)).find((p) => p.name === 'NightOwl')
    for (const [, type] of expected) assert.isAtLeast(units(owl, type), 1, type)
    assert.equal(units(owl, 'mist'), 2, 'starter mist + !mist')
  })

  test('a replayed command message never grants twice', async ({ client, assert }) => {
    const { token } = await makeLiveCreator()
    const mod = await chatModerator(client, token, ['chat_commands', 'grant_powerups'])
    await goLive(client, token)
    const message = chat('@Replay !hammer', { uniqueId: mod.handle })
    assert.equal((await simulate(client, token, message)).body().outcome, 'command')
    assert.equal((await simulate(client, token, message)).body().outcome, 'duplicate')
    const replay = (await players(client, token)).find((p) => p.name === 'Replay')
    assert.equal(units(replay, 'stun-hammer'), 1)
  })
})

test.group('Chat commands: who may', (group) => {
  isolateLiveTests(group)

  test("denied without chat_commands or grant_powerups, for viewers and for other creators' moderators", async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    const other = await makeLiveCreator()
    const noChat = await chatModerator(client, token, ['grant_powerups', 'use_powerups'])
    const noGrant = await chatModerator(client, token, ['chat_commands', 'use_powerups'])
    const foreign = await chatModerator(client, other.token, ALL)
    await goLive(client, token)
    for (const sender of [noChat.handle, noGrant.handle, foreign.handle, 'random_viewer']) {
      const response = await simulate(client, token, chat('@Target !glove', { uniqueId: sender }))
      assert.equal(response.body().command.outcome, 'denied', sender)
    }
    assert.isUndefined(
      (await players(client, token)).find((p) => p.name === 'Target'),
      'nothing created'
    )
    const holdings = await db.from('powerup_holdings').where('creator_id', user.id)
    assert.lengthOf(holdings, 0)
    const denied = await db.from('audit_logs').where('creator_id', user.id).where('event_type', 'CHAT_COMMAND')
    assert.lengthOf(denied, 4)
    assert.isTrue(denied.every((entry) => entry.severity === 'MEDIUM'))
  })

  test("a handle that changed hands: a sender with another TikTok user id than the moderator's player is denied", async ({
    client,
    assert,
  }) => {
    const { token } = await makeLiveCreator()
    const added = await client.post('/api/players').bearerToken(token).json({ name: 'handle_keeper' })
    added.assertStatus(201)
    const playerId = added.body().player.id
    await client
      .put('/api/players/tiktok')
      .bearerToken(token)
      .json({ playerId, tiktokUserId: '7001' })
      .then((r) => r.assertStatus(200))
    await client
      .post('/api/moderators/promote-player')
      .bearerToken(token)
      .json({ playerId, permissions: ALL, username: 'handle_keeper_mod', password: 'Strong-pass!' })
      .then((r) => r.assertStatus(201))
    await goLive(client, token)

    const from = (userId?: string) =>
      simulate(client, token, chat('@Target !glove', { uniqueId: 'handle_keeper', ...(userId ? { userId } : {}) }))
    assert.equal((await from('9999')).body().command.outcome, 'denied')
    assert.equal((await from('7001')).body().command.outcome, 'granted')
    // No user id in the message: the handle is all there is to go by.
    assert.equal((await from()).body().command.outcome, 'granted')
  })

  test('a suspended or removed moderator is denied', async ({ client, assert }) => {
    const { token } = await makeLiveCreator()
    const mod = await chatModerator(client, token, ALL)
    ;(await client.delete(`/api/moderators/${mod.id}`).bearerToken(token)).assertStatus(200)
    await goLive(client, token)
    const response = await simulate(client, token, chat('@Target !glove', { uniqueId: mod.handle }))
    assert.equal(response.body().command.outcome, 'denied')
  })

  test('!status and !statusnow answer everyone with the players holding powerups', async ({ client, assert }) => {
    const { token } = await makeLiveCreator()
    ;(await client.post('/api/players').bearerToken(token).json({ name: 'Alpha' })).assertStatus(201)
    ;(await client.post('/api/players').bearerToken(token).json({ name: 'Bravo' })).assertStatus(201)
    const bravo = (await players(client, token)).find((p) => p.name === 'Bravo') as unknown as { id: number }
    ;(
      await client
        .put('/api/players')
        .bearerToken(token)
        .json({ playerId: bravo.id, updates: { isActive: false } })
    ).assertStatus(200)
    await goLive(client, token)

    const all = await simulate(client, token, chat('!status', { uniqueId: 'some_viewer' }))
    assert.equal(all.body().command.outcome, 'answered')
    assert.deepEqual(
      all.body().command.board.map((row: any) => row.player),
      ['Alpha', 'Bravo']
    )
    assert.deepInclude(all.body().command.board[0].powerups, { type: 'glove', count: 2 })
    assert.include(all.body().command.message, 'Alpha: 2 Glove, 1 Mist')

    const active = await simulate(client, token, chat('!statusnow', { uniqueId: 'some_viewer' }))
    assert.deepEqual(
      active.body().command.board.map((row: any) => row.player),
      ['Alpha']
    )

    const feed = await client.get('/api/live/commands/recent').bearerToken(token)
    assert.deepEqual(
      feed.body().commands.map((entry: any) => entry.command),
      ['statusnow', 'status']
    )
    const one = await client.get('/api/live/commands/recent').qs({ limit: '1' }).bearerToken(token)
    assert.lengthOf(one.body().commands, 1)
    for (const limit of ['0', '101', 'abc', '-5', '1.5', '99999999999']) {
      const refused = await client.get('/api/live/commands/recent').qs({ limit }).bearerToken(token)
      refused.assertStatus(400)
    }
  })

  test('a grant command without a mention explains its usage', async ({ client, assert }) => {
    const { token } = await makeLiveCreator()
    const mod = await chatModerator(client, token, ['chat_commands', 'grant_powerups'])
    await goLive(client, token)
    const response = await simulate(client, token, chat('!glove', { uniqueId: mod.handle }))
    assert.containsSubset(response.body().command, { outcome: 'invalid', message: 'Usage: @user !glove' })
  })
})

test.group('Chat commands: switches', (group) => {
  isolateLiveTests(group)

  test('the creator switches commands off and on; a switched-off command does nothing', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    const mod = await chatModerator(client, token, ['chat_commands', 'grant_powerups'])
    const listed = await client.get('/api/live/chat-commands').bearerToken(token)
    listed.assertStatus(200)
    assert.lengthOf(listed.body().commands, 8)
    assert.isTrue(listed.body().commands.every((command: any) => command.enabled))

    const updated = await client
      .put('/api/live/chat-commands')
      .bearerToken(token)
      .json({ commands: { glove: false, status: false } })
    updated.assertStatus(200)
    const enabled = Object.fromEntries(updated.body().commands.map((c: any) => [c.name, c.enabled]))
    assert.containsSubset(enabled, { glove: false, status: false, mist: true, statusnow: true })
    const audit = await db.from('audit_logs').where('creator_id', user.id).where('event_type', 'CHAT_COMMANDS_UPDATED')
    assert.lengthOf(audit, 1)

    await goLive(client, token)
    const off = await simulate(client, token, chat('@Someone !glove', { uniqueId: mod.handle }))
    assert.containsSubset(off.body().command, { outcome: 'disabled', message: '!glove is switched off' })
    assert.isUndefined((await players(client, token)).find((p) => p.name === 'Someone'))

    await client
      .put('/api/live/chat-commands')
      .bearerToken(token)
      .json({ commands: { glove: true } })
    const on = await simulate(client, token, chat('@Someone !glove', { uniqueId: mod.handle }))
    assert.equal(on.body().command.outcome, 'granted')
  })

  test('moderators read the switches but cannot change them; bad input is 400', async ({ client, assert }) => {
    const { user, token } = await makeLiveCreator()
    const { token: modToken } = await makeModerator(user)
    ;(await client.get('/api/live/chat-commands').bearerToken(modToken)).assertStatus(200)
    ;(
      await client
        .put('/api/live/chat-commands')
        .bearerToken(modToken)
        .json({ commands: { glove: false } })
    ).assertStatus(403)
    for (const body of [{}, { commands: { nope: false } }, { commands: { glove: 'off' } }, { commands: [] }]) {
      const response = await client.put('/api/live/chat-commands').bearerToken(token).json(body)
      response.assertStatus(400)
      assert.isString(response.body().error)
    }
    const listed = await client.get('/api/live/chat-commands').bearerToken(token)
    assert.isTrue(listed.body().commands.every((command: any) => command.enabled))
  })
})

test.group('Chat commands: the stream language', (group) => {
  isolateLiveTests(group)

  test('replies are in the creator’s stream language: !status in Spanish, a grant, a switched-off command', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    const mod = await chatModerator(client, token, ['chat_commands', 'grant_powerups'])
    const listed = await client.get('/api/live/chat-commands').bearerToken(token)
    assert.equal(listed.body().streamLanguage, 'en')

    const saved = await client.put('/api/live/chat-commands').bearerToken(token).json({ streamLanguage: 'es' })
    saved.assertStatus(200)
    assert.equal(saved.body().streamLanguage, 'es')
    assert.lengthOf(saved.body().commands, 8)
    const audit = await db.from('audit_logs').where('creator_id', user.id).where('event_type', 'CHAT_COMMANDS_UPDATED')
    assert.lengthOf(audit, 1)
    assert.include(audit[0].details, '"streamLanguage":"es"')

    await goLive(client, token)
    const status = await simulate(client, token, chat('!status', { uniqueId: 'some_viewer' }))
    assert.containsSubset(status.body().command, { outcome: 'answered', message: 'Ningún jugador tiene powerups' })
    const granted = await simulate(client, token, chat('@Lupita !glove', { uniqueId: mod.handle }))
    assert.containsSubset(granted.body().command, { outcome: 'granted', message: '1 Glove para Lupita.' })
    const filled = await simulate(client, token, chat('!status', { uniqueId: 'some_viewer' }))
    assert.include(filled.body().command.message, 'Lupita: ')

    await client
      .put('/api/live/chat-commands')
      .bearerToken(token)
      .json({ commands: { statusnow: false } })
    const off = await simulate(client, token, chat('!statusnow', { uniqueId: 'some_viewer' }))
    assert.containsSubset(off.body().command, { outcome: 'disabled', message: '!statusnow está desactivado' })

    // The OBS overlay, seen by the same viewers, speaks the stream language too.
    const secret = (await client.post('/api/live/overlay').bearerToken(token)).body().overlay.url.split('/').pop()
    const overlay = await client.get(`/overlay/${secret}`)
    overlay.assertStatus(200)
    assert.include(overlay.text(), '<html lang="es" dir="ltr">')
    assert.include(overlay.text(), 'Últimos regalos')
    assert.include(overlay.text(), 'Escribe !status en el chat')
    assert.notInclude(overlay.text(), 'Latest gifts')
    // The page's script fills the texts' %{name} places (a regular expression, unmangled by the template).
    assert.include(overlay.text(), String.raw`replace(/%\{(\w+)\}/g`)
  })

  test('only the five languages are taken; anything else is 400 with its validation code and changes nothing', async ({
    client,
    assert,
  }) => {
    const { token } = await makeLiveCreator()
    for (const streamLanguage of ['fr', 'ES', 'english', 42, true]) {
      const refused = await client.put('/api/live/chat-commands').bearerToken(token).json({ streamLanguage })
      refused.assertStatus(400)
      assert.match(refused.body().code, /^validation\./)
    }
    assert.equal((await client.get('/api/live/chat-commands').bearerToken(token)).body().streamLanguage, 'en')
  })
})
