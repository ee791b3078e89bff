import { mkdtempSync, readFileSync } from 'node:fs'
import { get, type IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from '../../scripts/server.js'

const root = new URL('../../', import.meta.url).pathname
let server: Awaited<ReturnType<typeof startServer>> | undefined

/** A raw GET (no automatic decompression): status, headers and the bytes as sent. */
function fetchRaw(path: string, headers: Record<string, string> = {}): Promise<{ response: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${server!.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

beforeAll(async () => {
  server = await startServer({
    entry: ['build/backend/bin/server.js'],
    cwd: root,
    env: {
      NODE_ENV: 'production',
      APP_KEY: 'build-test-key-0123456789abcdef',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'powerdeck-web-')),
      DB_CONNECTION: 'sqlite',
      REDIS_URL: '',
      // As behind the compose file's Caddy: the proxy on this machine says how the client came.
      TRUSTED_PROXIES: 'loopback',
    },
  })
})
afterAll(() => server?.stop())

describe('the built app serves the web app', () => {
  it('sends Strict-Transport-Security only on answers to requests that came over HTTPS', async () => {
    const viaHttps = await fetchRaw('/kiosk', { 'x-forwarded-proto': 'https' })
    expect(viaHttps.response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    const viaHttp = await fetchRaw('/api/health', { 'x-forwarded-proto': 'http' })
    expect(viaHttp.response.headers['strict-transport-security']).toBeUndefined()
    expect((await fetchRaw('/api/health')).response.headers['strict-transport-security']).toBeUndefined()
  })

  it('sends index.html for client paths and text assets precompressed', async () => {
    const page = await fetchRaw('/kiosk')
    expect(page.response.statusCode).toBe(200)
    expect(page.response.headers['content-type']).toMatch(/text\/html/)
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.body.toString())?.[1]
    expect(script).toBeDefined()
    const original = readFileSync(join(root, 'build/web', script!))

    const brotli = await fetchRaw(script!, { 'accept-encoding': 'gzip, deflate, br' })
    expect(brotli.response.headers['content-encoding']).toBe('br')
    expect(brotli.response.headers['content-type']).toMatch(/javascript/)
    expect(brotli.response.headers.vary).toBe('Accept-Encoding')
    expect(brotli.body.length).toBeLessThan(original.length / 2)
    expect(brotliDecompressSync(brotli.body).equals(original)).toBe(true)

    const gzip = await fetchRaw(script!, { 'accept-encoding': 'gzip' })
    expect(gzip.response.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(original)).toBe(true)

    const plain = await fetchRaw(script!)
    expect(plain.response.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(original)).toBe(true)
  })
})

describe('the built web app runs under the Content-Security-Policy', () => {
  it('index.html has no inline script and is sent with the policy', async () => {
    const page = await fetchRaw('/')
    const html = page.body.toString()
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/assets\//)
      expect(body.trim()).toBe('')
    }
    const policy = String(page.response.headers['content-security-policy'])
    // Its scripts are files of this origin: no nonce is needed, none is sent.
    expect(policy).toMatch(/script-src 'self'(;|$)/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(page.response.headers['x-frame-options']).toBe('DENY')
    expect(page.response.headers['x-content-type-options']).toBe('nosniff')
  })
})
