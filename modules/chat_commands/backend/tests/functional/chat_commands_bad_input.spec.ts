import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { chat, goLive, isolateLiveTests, makeLiveCreator, simulate } from '#modules/live/backend/tests/helpers'

const LONG_MENTION = 'a'.repeat(210)

test.group('Chat commands: bad input', (group) => {
  isolateLiveTests(group)

  for (const sender of ['moderator', 'viewer'] as const) {
    test(`@<210 characters> !glove from a ${sender} ends with a reason, never pending or 500`, async ({
      client,
      assert,
    }) => {
      const { user, token } = await makeLiveCreator()
      let uniqueId = 'some_viewer'
      if (sender === 'moderator') {
        const created = await client
          .post('/api/moderators')
          .bearerToken(token)
          .json({
            username: 'longmention-mod',
            email: 'longmention-mod@test.local',
            tiktokUsername: '@longmention_mod',
            password: 'Strong-pass!',
            permissions: ['chat_commands', 'grant_powerups'],
          })
        created.assertStatus(201)
        uniqueId = 'longmention_mod'
      }
      await goLive(client, token)

      const response = await simulate(client, token, chat(`@${LONG_MENTION} !glove`, { uniqueId }))
      response.assertStatus(200)
      const command = response.body().command
      assert.include(['invalid', 'denied'], command.outcome)
      assert.isAbove(command.message.length, 0)

      const rows = await db.from('live_chat_commands').where('creator_id', user.id)
      assert.deepEqual(
        rows.map((row) => row.outcome),
        [command.outcome]
      )
      const players = await db.from('players').where('creator_id', user.id)
      assert.lengthOf(players, 0)
    })
  }
})
