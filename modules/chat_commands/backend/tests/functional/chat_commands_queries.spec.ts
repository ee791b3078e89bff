import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { queriesDuring } from '#tests/helpers/queries'
import { handleChat } from '../../services/chat_commands_service.js'
import { chat, chatModerator, goLive, isolateLiveTests, makeLiveCreator } from '#modules/live/backend/tests/helpers'

/** The statements a chat command sends, transaction control left out. */
const statementsOf = (run: () => Promise<unknown>) => queriesDuring(run, { transactionControl: false })

/** Reads sent more than once (the same SELECT text). */
const repeatedReads = (statements: string[]) =>
  statements.filter((sql, index) => /^select/i.test(sql) && statements.indexOf(sql) !== index)

test.group('Chat commands: statements per command', (group) => {
  isolateLiveTests(group)

  test('a grant reads the command, the settings, the moderator and the player once each', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    const mod = await chatModerator(client, token, ['chat_commands', 'grant_powerups'])
    await goLive(client, token)
    // The player exists (created by a first grant): this measures the grant alone.
    await handleChat(user.id, chat('@Fan !glove', { uniqueId: mod.handle }))

    let outcome: unknown
    const granted = await statementsOf(async () => {
      outcome = await handleChat(user.id, chat('@Fan !glove', { uniqueId: mod.handle }))
    })
    assert.containsSubset(outcome, { outcome: 'command', command: { outcome: 'granted', targetName: 'Fan' } })
    assert.deepEqual(repeatedReads(granted), [])
    // claim, settings, moderator ⋈ user, player, the grant (the powerups module's: 7 statements on
    // SQLite, 3 on PostgreSQL), the answer, its audit entry and the entry's activity fact, the
    // moderator's activity, the overlay key.
    assert.lengthOf(granted, db.connection().dialect.name === 'postgres' ? 12 : 16, granted.join('\n'))
    assert.lengthOf(
      granted.filter((sql) => /moderator_profiles/.test(sql) && /^select \*/i.test(sql)),
      0,
      'the moderator is read once, joined with the user; activity is one UPDATE'
    )

    // Every command's audit entry also writes its activity fact (the analytics outbox).
    const status = await statementsOf(() => handleChat(user.id, chat('!status', { uniqueId: 'viewer' })))
    assert.deepEqual(repeatedReads(status), [])
    assert.lengthOf(status, 9, status.join('\n'))

    const denied = await statementsOf(() => handleChat(user.id, chat('@Fan !glove', { uniqueId: 'viewer' })))
    assert.lengthOf(denied, 7, denied.join('\n'))
  })

  test('permissions taken away apply to the very next command, nothing kept between commands', async ({
    client,
    assert,
  }) => {
    const { user, token } = await makeLiveCreator()
    const mod = await chatModerator(client, token, ['chat_commands', 'grant_powerups'])
    await goLive(client, token)
    const first = await handleChat(user.id, chat('@Fan !glove', { uniqueId: mod.handle }))
    assert.containsSubset(first, { command: { outcome: 'granted' } })

    const response = await client
      .put(`/api/moderators/${mod.id}`)
      .bearerToken(token)
      .json({ permissions: ['chat_commands'] })
    response.assertStatus(200)
    const next = await handleChat(user.id, chat('@Fan !glove', { uniqueId: mod.handle }))
    assert.containsSubset(next, { command: { outcome: 'denied' } })

    // The granted command's moderator activity: one UPDATE, the grant stamped.
    const profile = await db.from('moderator_profiles').where('user_id', mod.id).first()
    assert.isNotNull(profile.last_active)
    assert.isNotNull(profile.last_grant_action)
    assert.isNull(profile.last_use_action)
  })
})
