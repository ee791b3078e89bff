import http from 'node:http'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { makeAdmin, makeCreator } from '#tests/helpers/accounts'
import { deeplyNested } from '#tests/helpers/fuzz'
import { INPUT_MESSAGES } from '#core/http/validation'

const baseUrl = () => `http://${process.env.HOST}:${process.env.PORT}`

/** A raw request: the API client would re-encode paths and bodies the way these tests must not. */
async function raw(
  method: string,
  path: string,
  options: { token?: string; body?: string; headers?: Record<string, string> } = {}
) {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    ...options.headers,
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const response = await fetch(baseUrl() + path, { method, headers, body: options.body })
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as { success: boolean; error: string } | null,
  }
}

test.group('Bad input: a clear 4xx with the spec error shape', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('NUL characters in any text are refused, anonymous sign-in included', async ({ client, assert }) => {
    const signIn = await client.post('/api/auth/signin').json({ email: 'a\u0000b@test.local', password: 'x' })
    signIn.assertStatus(400)
    assert.deepEqual(signIn.body(), { success: false, error: INPUT_MESSAGES.nul, code: 'core.input_nul' })

    const { token } = await makeCreator()
    const player = await client.post('/api/players').bearerToken(token).json({ name: 'Nul\u0000Player' })
    player.assertStatus(400)
    assert.equal(player.body().error, INPUT_MESSAGES.nul)
    const query = await client.get('/api/audit/logs').qs({ search: 'a\u0000b' }).bearerToken(token)
    query.assertStatus(400)
    assert.equal(query.body().error, INPUT_MESSAGES.nul)
  })

  test('a lone surrogate in an email is refused', async ({ assert }) => {
    const { token } = await makeAdmin()
    const body = JSON.stringify({
      name: 'Lone',
      email: 'x\ud800y@test.local',
      tiktokUsername: '@lone',
      password: 'Secret-pass1!',
    })
    const response = await raw('POST', '/api/admin/creators', { token, body })
    assert.equal(response.status, 400)
    assert.deepEqual(response.body, { success: false, error: INPUT_MESSAGES.surrogate, code: 'core.input_surrogate' })
  })

  test('deeply nested JSON answers 400 without leaking the parser error', async ({ assert }) => {
    for (const kind of ['array', 'object'] as const) {
      for (const depth of [100, 10_000]) {
        const response = await raw('POST', '/api/auth/signin', { body: deeplyNested(depth, kind) })
        assert.equal(response.status, 400, `${kind} × ${depth}`)
        assert.deepEqual(
          response.body,
          { success: false, error: INPUT_MESSAGES.tooDeep, code: 'core.input_too_deep' },
          `${kind} × ${depth}`
        )
      }
    }
    const malformed = await raw('POST', '/api/auth/signin', { body: '{"email": ' })
    assert.deepEqual(malformed, {
      status: 400,
      body: { success: false, error: INPUT_MESSAGES.badJson, code: 'core.input_bad_json' },
    })
  })

  test('a compressed body is refused with 415 before it is read, whatever it holds', async ({ assert }) => {
    const json = JSON.stringify({ email: 'nobody@test.local', password: 'x' })
    for (const [encoding, body] of [
      ['gzip', 'notgzip'],
      ['br', json],
      ['deflate, identity', json],
      ['Identity', json],
    ]) {
      const response = await raw('POST', '/api/auth/signin', { body, headers: { 'content-encoding': encoding } })
      assert.deepEqual(
        response,
        { status: 415, body: { success: false, error: INPUT_MESSAGES.compressed, code: 'core.input_compressed' } },
        encoding
      )
    }
    const plain = await raw('POST', '/api/auth/signin', { body: json, headers: { 'content-encoding': 'identity' } })
    assert.equal(plain.status, 401)
  })

  test('a body that is not a JSON object is refused and changes nothing', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const before = (await client.get('/api/settings').bearerToken(token)).body()
    const settings = JSON.stringify({ preferences: { theme: 'light' } })
    const asText = await raw('PUT', '/api/settings', {
      token,
      body: settings,
      headers: { 'content-type': 'text/plain' },
    })
    assert.deepEqual(asText, {
      status: 415,
      body: { success: false, error: INPUT_MESSAGES.notJson, code: 'core.input_not_json' },
    })
    const noType = await fetch(baseUrl() + '/api/settings', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: new Blob([settings]),
    })
    assert.equal(noType.status, 415)
    for (const body of ['[1,2]', '[]']) {
      const list = await raw('PUT', '/api/settings', { token, body })
      assert.deepEqual(
        list,
        { status: 400, body: { success: false, error: INPUT_MESSAGES.notObject, code: 'core.input_not_object' } },
        body
      )
    }
    assert.deepEqual((await client.get('/api/settings').bearerToken(token)).body(), before)
    // A POST without a body (Content-Length: 0, no type) is no body at all.
    const signOut = await fetch(baseUrl() + '/api/auth/signout', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-length': '0' },
    })
    assert.equal(signOut.status, 200)
  })

  test('ids and numbers take a JSON number or plain digits, not what Number() would make one', async ({
    client,
    assert,
  }) => {
    const { token } = await makeCreator()
    const created = await client.post('/api/players').bearerToken(token).json({ name: 'Coerced' })
    const id: number = created.body().player.id
    for (const playerId of [true, [id], `0x${id.toString(16)}`, `${id}e0`, ` ${id} `, `0${id}`, `${id}.0`]) {
      const link = await client.put('/api/players/tiktok').bearerToken(token).json({ playerId, tiktokUserId: '123' })
      link.assertStatus(400)
      assert.equal(link.body().error, 'playerId must be a player id', JSON.stringify(playerId))
    }
    const listed = await client.get('/api/players').bearerToken(token)
    assert.isNull(listed.body().players.find((p: { id: number }) => p.id === id).tiktokUserId)
    const linked = await client
      .put('/api/players/tiktok')
      .bearerToken(token)
      .json({ playerId: id, tiktokUserId: '123' })
    linked.assertStatus(200)

    for (const page of ['1e1', '0x1', ' 1', 'true']) {
      const logs = await client.get('/api/audit/logs').qs({ page }).bearerToken(token)
      logs.assertStatus(400)
    }
    ;(await client.get('/api/audit/logs').qs({ page: '1' }).bearerToken(token)).assertStatus(200)
    const exported = await client
      .get('/api/powerups/history/export')
      .qs({ playerId: `${id}.0` })
      .bearerToken(token)
    exported.assertStatus(400)
  })

  test('react-admin sort=0, range=0 and bad filters answer 400; ids beyond 32 bits match nothing', async ({
    client,
    assert,
  }) => {
    const { token } = await makeAdmin()
    for (const qs of [
      { sort: '0' },
      { range: '0' },
      { filter: '0' },
      { filter: '[]' },
      { filter: '{"id":["x"]}' },
      { range: '[0,1e20]' },
    ]) {
      const response = await client.get('/api/resources/creators').qs(qs).bearerToken(token)
      response.assertStatus(400)
      assert.equal(response.body().success, false)
      assert.isString(response.body().error)
    }
    const one = await client.get('/api/resources/creators').qs({ filter: '{"id":2147483647}' }).bearerToken(token)
    one.assertStatus(200)
    const beyond = await client
      .get('/api/resources/creators')
      .qs({ filter: '{"id":[2147483648,99999999999]}' })
      .bearerToken(token)
    beyond.assertStatus(200)
    assert.deepEqual(beyond.body(), [])

    // A boolean filter takes true or false, the same on SQLite and PostgreSQL.
    await makeCreator({ isActive: false })
    for (const value of ['"abc"', '1', '"true"']) {
      const odd = await client
        .get('/api/resources/creators')
        .qs({ filter: `{"isActive":${value}}` })
        .bearerToken(token)
      odd.assertStatus(400)
      assert.equal(odd.body().error, 'The isActive filter must be true or false')
    }
    const inactive = await client.get('/api/resources/creators').qs({ filter: '{"isActive":false}' }).bearerToken(token)
    inactive.assertStatus(200)
    assert.isNotEmpty(inactive.body())
    assert.isTrue(inactive.body().every((creator: { isActive: boolean }) => !creator.isActive))
  })

  test('ids beyond 32 bits: 400 in bodies and filters, 404 in paths', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const promote = await client
      .post('/api/moderators/promote-player')
      .bearerToken(token)
      .json({ playerId: 2147483648, permissions: ['grant_powerups'] })
    promote.assertStatus(400)
    const update = await client
      .put('/api/players')
      .bearerToken(token)
      .json({ playerId: 2147483648, updates: { name: 'x' } })
    update.assertStatus(400)
    const audit = await raw('GET', '/api/audit/logs?actorId=99999999999999999999', { token })
    assert.equal(audit.status, 400)
    assert.equal(audit.body?.error, 'actorId must be a positive whole number')
    for (const id of ['2147483648', '99999999999999999999', '0', '1.5', '-1']) {
      const response = await raw('PUT', `/api/moderators/${id}`, { token, body: '{"displayName":"x"}' })
      assert.equal(response.status, 404, id)
      assert.equal(response.body?.success, false)
    }
  })

  test("a name of 101 × 'İ' is too long; 100 of them (a 200-character key) is a player", async ({ client, assert }) => {
    const { token } = await makeCreator()
    const response = await client
      .post('/api/players')
      .bearerToken(token)
      .json({ name: 'İ'.repeat(101) })
    response.assertStatus(400)
    assert.equal(response.body().error, 'Player name must be at most 100 characters')
    await client
      .post('/api/players')
      .bearerToken(token)
      .json({ name: 'İ'.repeat(100) })
      .then((r) => r.assertStatus(201))
  })

  test('a web path never reaches a folder beside the web app whose name starts the same', async ({ assert }) => {
    const parent = mkdtempSync(join(tmpdir(), 'powerdeck-web-'))
    mkdirSync(join(parent, 'web'))
    writeFileSync(join(parent, 'web', 'index.html'), '<!doctype html>')
    mkdirSync(join(parent, 'web-backup'))
    writeFileSync(join(parent, 'web-backup', 'secret.txt'), 'not for the web')
    const previous = process.env.WEB_DIST
    process.env.WEB_DIST = join(parent, 'web')
    // As sent (fetch would resolve the dots itself): `%2e%2e` is decoded by the server.
    const getAsSent = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const url = new URL(baseUrl())
        http
          .get({ host: url.hostname, port: url.port, path }, (response) => {
            let body = ''
            response.on('data', (chunk) => (body += chunk))
            response.on('end', () => resolve({ status: response.statusCode!, body }))
          })
          .on('error', reject)
      })
    try {
      for (const path of ['/%2e%2e/web-backup/secret.txt', '/assets/%2e%2e/%2e%2e/web-backup/secret.txt']) {
        const answer = await getAsSent(path)
        assert.notInclude(answer.body, 'not for the web', path)
      }
      assert.equal((await getAsSent('/index.html')).body, '<!doctype html>')
    } finally {
      if (previous === undefined) delete process.env.WEB_DIST
      else process.env.WEB_DIST = previous
      rmSync(parent, { recursive: true, force: true })
    }
  })

  test('a malformed % escape in a web or asset path answers 400; a missing asset 404', async ({ assert }) => {
    const dist = mkdtempSync(join(tmpdir(), 'powerdeck-web-'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html>')
    const previous = process.env.WEB_DIST
    process.env.WEB_DIST = dist
    try {
      for (const path of ['/%E0%A4%A', '/assets/%E0%A4%A', '/kiosk/%']) {
        const response = await raw('GET', path)
        assert.deepEqual(response, {
          status: 400,
          body: { success: false, error: INPUT_MESSAGES.badPath, code: 'core.input_bad_path' },
        })
      }
      assert.equal((await raw('GET', '/%41dmin')).status, 200)
      // A missing build file is a 404, not the page in its place; a client path is the page.
      const missing = await fetch(baseUrl() + '/assets/nonexistent.js')
      assert.equal(missing.status, 404)
      assert.equal(await missing.text(), 'Not found')
      assert.equal((await fetch(baseUrl() + '/kiosk/players')).status, 200)
    } finally {
      if (previous === undefined) delete process.env.WEB_DIST
      else process.env.WEB_DIST = previous
      rmSync(dist, { recursive: true, force: true })
    }
  })
})
