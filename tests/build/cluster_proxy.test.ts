import { createServer, get, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProxy } from '../../scripts/cluster.js'
import { freePort } from '../../scripts/server.js'

/** `npm run cluster`'s proxy: round robin, SSE passed on as it comes, a stopped process skipped. */
const upstreams: Server[] = []
const urls: string[] = []
let proxy: Awaited<ReturnType<typeof startProxy>>

/** An upstream naming itself; `/events` sends one event, then the next 1.5 s later. */
async function upstream(name: string) {
  const server = createServer((request, response) => {
    if (request.url !== '/events') return response.end(`${name} ${request.headers['x-forwarded-for']}`)
    response.writeHead(200, { 'content-type': 'text/event-stream' })
    response.write(`data: first from ${name}\n\n`)
    setTimeout(() => response.end(`data: second from ${name}\n\n`), 1500)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  upstreams.push(server)
  urls.push(`http://127.0.0.1:${port}`)
}

const text = (path: string) => fetch(`${proxy.url}${path}`).then(async (r) => ({ status: r.status, body: await r.text() }))

beforeAll(async () => {
  await upstream('a')
  await upstream('b')
  proxy = await startProxy({ port: await freePort(), targets: urls })
})
afterAll(async () => {
  await proxy.stop()
  for (const server of upstreams) server.closeAllConnections()
})

describe('the cluster proxy', () => {
  it('alternates between processes and says who the client is', async () => {
    const bodies = [(await text('/')).body, (await text('/')).body, (await text('/')).body]
    expect(bodies.map((body) => body.split(' ')[0]).sort()).toEqual(['a', 'a', 'b'])
    expect(bodies[0].split(' ')[1]).toBe('127.0.0.1')
  })

  it('passes each SSE event on at once, not when the stream ends', async () => {
    const started = Date.now()
    const first = await new Promise<{ chunk: string; after: number }>((resolve, reject) => {
      get(`${proxy.url}/events`, (response) => {
        expect(response.headers['content-type']).toBe('text/event-stream')
        response.once('data', (chunk) => {
          resolve({ chunk: String(chunk), after: Date.now() - started })
          response.destroy()
        })
      }).on('error', reject)
    })
    expect(first.chunk).toMatch(/^data: first from [ab]\n\n$/)
    expect(first.after).toBeLessThan(1500)
  })

  it('skips a process that refuses connections', async () => {
    upstreams[1].closeAllConnections()
    await new Promise((resolve) => upstreams[1].close(resolve))
    const answers = []
    for (let n = 0; n < 4; n++) answers.push(await text('/'))
    // At most the request that found it gone answers 502; the others reach the living process.
    expect(answers.filter((answer) => answer.status === 502).length).toBeLessThanOrEqual(1)
    expect(answers.filter((answer) => answer.body.startsWith('a ')).length).toBeGreaterThanOrEqual(3)
  })
})
