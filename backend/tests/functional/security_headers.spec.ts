import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import env from '#start/env'
import { makeCreator } from '#tests/helpers/accounts'

/** The CSP directives of an answer, by name. */
function policyOf(response: ApiResponse) {
  const header: string = response.header('content-security-policy') ?? ''
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values])
  )
}

/**
 * What every answer carries; `framable` for pages made to be embedded (the overlay); `inlineScript`
 * for a page the server renders with an inline script, which alone carries a nonce.
 */
function assertSecurityHeaders(assert: any, response: ApiResponse, { framable = false, inlineScript = false } = {}) {
  const policy = policyOf(response)
  const scripts = policy.get('script-src') ?? []
  assert.include(scripts, "'self'")
  assert.notInclude(scripts, "'unsafe-inline'")
  assert.notInclude(scripts, "'unsafe-eval'")
  assert.lengthOf(
    scripts.filter((source: string) => /^'nonce-[\w+/=]{20,}'$/.test(source)),
    inlineScript ? 1 : 0
  )
  assert.lengthOf(scripts, inlineScript ? 2 : 1)
  assert.deepEqual(policy.get('default-src'), ["'self'"])
  assert.deepEqual(policy.get('object-src'), ["'none'"])
  assert.deepEqual(policy.get('base-uri'), ["'self'"])
  assert.equal(response.header('x-content-type-options'), 'nosniff')
  assert.equal(response.header('referrer-policy'), 'no-referrer')
  if (framable) {
    assert.deepEqual(policy.get('frame-ancestors'), ['*'])
    assert.notExists(response.header('x-frame-options'))
  } else {
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"])
    assert.equal(response.header('x-frame-options'), 'DENY')
  }
}

const nonceOf = (response: ApiResponse) => /'nonce-([^']+)'/.exec(response.header('content-security-policy') ?? '')?.[1]

test.group('Security headers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('on API answers: success, errors and sign-in', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const answers = [
      await client.get('/api/health'),
      await client.get('/api/auth/me').bearerToken(token),
      await client.get('/api/auth/me'),
      await client.get('/api/no-such-route'),
      await client.post('/api/auth/signin').json({}),
    ]
    assert.deepEqual(
      answers.map((response) => response.status()),
      [200, 200, 401, 404, 400]
    )
    for (const response of answers) assertSecurityHeaders(assert, response)
  })

  test('on the web app: index.html for client paths, and its assets', async ({ client, assert }) => {
    const dist = mkdtempSync(join(tmpdir(), 'powerdeck-web-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>'
    )
    writeFileSync(join(dist, 'assets/app.js'), 'console.log("app")')
    const previous = env.get('WEB_DIST')
    env.set('WEB_DIST', dist)
    try {
      for (const path of ['/', '/kiosk', '/admin/creators']) {
        const page = await client.get(path)
        page.assertStatus(200)
        assert.include(page.header('content-type'), 'text/html')
        assert.include(page.text(), '/assets/app.js')
        assertSecurityHeaders(assert, page)
      }
      const script = await client.get('/assets/app.js')
      script.assertStatus(200)
      assert.include(script.header('content-type'), 'javascript')
      assertSecurityHeaders(assert, script)
    } finally {
      env.set('WEB_DIST', previous ?? '')
    }
  })

  test('the service worker and manifest: revalidated at every load, allowed by the policy', async ({
    client,
    assert,
  }) => {
    const dist = mkdtempSync(join(tmpdir(), 'powerdeck-web-'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Powerdeck"}')
    const previous = env.get('WEB_DIST')
    env.set('WEB_DIST', dist)
    try {
      const worker = await client.get('/sw.js')
      worker.assertStatus(200)
      assert.include(worker.header('content-type'), 'javascript')
      assert.equal(worker.header('cache-control'), 'no-cache')
      assert.deepEqual(policyOf(worker).get('worker-src'), ["'self'"])
      assertSecurityHeaders(assert, worker)

      const manifest = await client.get('/manifest.webmanifest')
      manifest.assertStatus(200)
      assert.include(manifest.header('content-type'), 'application/manifest+json')
      assert.equal(manifest.header('cache-control'), 'no-cache')
      assert.deepEqual(policyOf(manifest).get('manifest-src'), ["'self'"])
    } finally {
      env.set('WEB_DIST', previous ?? '')
    }
  })

  test('on the OBS overlay: its script carries the nonce, and it may be framed', async ({ client, assert }) => {
    const { token } = await makeCreator()
    const created = await client.post('/api/live/overlay').bearerToken(token)
    created.assertStatus(200)
    const page = await client.get(created.body().overlay.url)
    page.assertStatus(200)
    assertSecurityHeaders(assert, page, { framable: true, inlineScript: true })

    const scripts = [...page.text().matchAll(/<script([^>]*)>/g)].map((match) => match[1])
    assert.isNotEmpty(scripts)
    for (const attributes of scripts) assert.equal(attributes.trim(), `nonce="${nonceOf(page)}"`)
    const again = await client.get(created.body().overlay.url)
    assert.notEqual(nonceOf(again), nonceOf(page), 'a fresh nonce per page')

    // A dead link is an empty transparent page where the overlay was: the same policy.
    const missing = await client.get('/overlay/not-a-real-secret')
    missing.assertStatus(404)
    assertSecurityHeaders(assert, missing, { framable: true, inlineScript: true })
  })
})
