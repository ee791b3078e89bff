import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { makeCreator } from '#tests/helpers/accounts'

/** Every failure answers a stable code beside its English text (docs/api/core.md, "Error codes"). */
test.group('Error codes on failures', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('401, 403, a validation failure, a 404 and a domain 409 each answer their code and params', async ({
    client,
    assert,
  }) => {
    const unauthenticated = await client.get('/api/players')
    unauthenticated.assertStatus(401)
    assert.deepEqual(unauthenticated.body(), {
      success: false,
      error: 'Authentication required',
      code: 'core.unauthenticated',
    })

    const { token } = await makeCreator()
    const refused = await client.get('/api/admin/settings').bearerToken(token)
    refused.assertStatus(403)
    assert.equal(refused.body().code, 'core.forbidden')

    const invalid = await client.post('/api/players').bearerToken(token).json({})
    invalid.assertStatus(400)
    assert.equal(invalid.body().code, 'validation.required')
    assert.deepEqual(invalid.body().params, { field: 'name' })
    assert.containsSubset(invalid.body().errors, [{ field: 'name', rule: 'required', code: 'validation.required' }])

    const missing = await client
      .put('/api/players')
      .bearerToken(token)
      .json({ playerId: 999_999, updates: { isActive: false } })
    missing.assertStatus(404)
    assert.deepEqual(missing.body(), { success: false, error: 'Player not found', code: 'players.not_found' })

    ;(await client.post('/api/rules/exclusions').bearerToken(token).json({ handle: '@viewer' })).assertStatus(201)
    const twice = await client.post('/api/rules/exclusions').bearerToken(token).json({ handle: '@viewer' })
    twice.assertStatus(409)
    assert.deepEqual(twice.body(), {
      success: false,
      error: 'This viewer is already excluded',
      code: 'rules.already_excluded',
    })
  })
})
