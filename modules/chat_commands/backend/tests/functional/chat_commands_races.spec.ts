import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { CHAT_COMMAND_NAMES } from '../../../shared/chat_commands.js'
import { committedCreators } from '#tests/helpers/accounts'
import { jsonOf } from '#modules/live/backend/tests/helpers'

const put = (client: ApiClient, token: string, commands: Record<string, boolean>) =>
  client.put('/api/live/chat-commands').bearerToken(token).json({ commands })

test.group('Chat commands: parallel switch changes', (group) => {
  const creators = committedCreators()
  group.each.teardown(() => creators.teardown())

  test('parallel PUTs of different commands all land: none is lost, each audited once', async ({ client, assert }) => {
    const { user, token } = await creators.make() // no live settings row yet: the first saves race to create it
    const responses = await Promise.all(CHAT_COMMAND_NAMES.map((name) => put(client, token, { [name]: false })))
    for (const response of responses) response.assertStatus(200)

    const read = await client.get('/api/live/chat-commands').bearerToken(token)
    assert.deepEqual(
      read.body().commands.filter((c: { enabled: boolean }) => c.enabled),
      [],
      'every switched-off command stays off'
    )
    const audit = await db
      .from('audit_logs')
      .where('creator_id', user.id)
      .where('event_type', 'CHAT_COMMANDS_UPDATED')
      .orderBy('id')
    assert.lengthOf(audit, CHAT_COMMAND_NAMES.length)
    // Each entry saw the previous ones: the disabled list grows by one at a time.
    assert.deepEqual(
      audit.map((entry) => jsonOf(entry.details).disabled.length),
      CHAT_COMMAND_NAMES.map((_, i) => i + 1)
    )
  })

  test('parallel PUTs of the same commands: every answer is a whole, consistent set', async ({ client, assert }) => {
    const { token } = await creators.make()
    const wanted: Record<string, boolean>[] = [
      { glove: false, mist: false },
      { glove: true, mist: true },
      { glove: false, mist: false, status: false },
      { glove: true, mist: true, status: true },
    ]
    const responses = await Promise.all(
      wanted.flatMap((commands) => [put(client, token, commands), put(client, token, commands)])
    )
    for (const [i, response] of responses.entries()) {
      response.assertStatus(200)
      // Each answer shows its own change applied in full, never half of it.
      const enabled = Object.fromEntries(
        response.body().commands.map((c: { name: string; enabled: boolean }) => [c.name, c.enabled])
      )
      for (const [name, on] of Object.entries(wanted[Math.floor(i / 2)]))
        assert.equal(enabled[name], on, `answer ${i}: ${name}`)
    }
    const final = (await client.get('/api/live/chat-commands').bearerToken(token)).body().commands
    const enabled = Object.fromEntries(final.map((c: { name: string; enabled: boolean }) => [c.name, c.enabled]))
    assert.equal(enabled.glove, enabled.mist, 'glove and mist were always switched together')
  })
})
