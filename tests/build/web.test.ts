import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { get, type IncomingMessage } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = new URL('../../', import.meta.url).pathname
let server: ChildProcess
let base = ''

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** A raw GET (no automatic decompression): status, headers and the bytes as sent. */
function fetchRaw(path: string, headers: Record<string, string> = {}): Promise<{ response: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

beforeAll(async () => {
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['build/backend/bin/server.js'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_KEY: 'build-test-key-0123456789abcdef',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'powerdeck-web-')),
      DB_CONNECTION: 'sqlite',
      HOST: '127.0.0.1',
      PORT: String(port),
      REDIS_URL: '',
    },
  })
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await fetch(`${base}/api/health`).then((answer) => answer.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the built server did not answer')
})
afterAll(() => {
  server?.kill('SIGTERM')
})

describe('the built app serves the web app', () => {
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
