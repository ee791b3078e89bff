import { randomUUID } from 'node:crypto'
import { connect, createServer, type Server, type Socket } from 'node:net'
import { freePort } from '../../scripts/server.js'

import { readSse, type TransmitEvent } from '../../modules/live/shared/sse.js'

export { ownRedis } from '../../backend/tests/helpers/own_redis.js'

/** A push stream of an account on one process: its ticket, the SSE body, its subscriptions. */
export async function openStream(baseUrl: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const { ticket } = (await (await fetch(`${baseUrl}/api/push/ticket`, { method: 'POST', headers })).json()) as {
    ticket: string
  }
  const uid = randomUUID()
  const abort = new AbortController()
  const response = await fetch(`${baseUrl}/__transmit/events?ticket=${ticket}&uid=${uid}`, { signal: abort.signal })
  if (!response.ok || !response.body) throw new Error(`The stream answered ${response.status}`)
  const events: TransmitEvent<any>[] = []
  const ended = readSse(response.body, (event) => events.push(event)).catch(() => undefined)
  return {
    ended,
    close: () => abort.abort(),
    subscribe: async (channel: string) =>
      (await fetch(`${baseUrl}/__transmit/subscribe`, { method: 'POST', headers, body: JSON.stringify({ uid, channel }) }))
        .status,
    /** Waits (5 s at most) for a pushed gift whose sender's display name is `name`. */
    async waitForGift(name: string) {
      const found = () =>
        events.some(
          (event) =>
            event.payload?.type === 'gifts' && event.payload.gifts.some((gift: any) => gift.gifterDisplayName === name)
        )
      for (const until = Date.now() + 5_000; !found(); ) {
        if (Date.now() > until) throw new Error(`No pushed gift from ${name}; got ${JSON.stringify(events)}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
  }
}

/**
 * A TCP proxy in front of PostgreSQL: `cut` drops every connection and refuses new ones (as a
 * restarting server does) until `restore`.
 */
export async function pgProxy(target = { host: '127.0.0.1', port: 5432 }) {
  const port = await freePort()
  const sockets = new Set<Socket>()
  let server: Server | null = null
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.once('close', () => sockets.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
        client.once('close', () => upstream.destroy())
        upstream.once('close', () => client.destroy())
      })
      server.listen(port, '127.0.0.1', resolve)
    })
  /** Stops listening, drops every open connection, and resolves once the port is free. */
  const cut = async () => {
    const closed = new Promise((resolve) => server?.close(resolve))
    for (const socket of sockets) socket.destroy()
    await closed
  }
  await listen()
  return { port, cut, restore: listen, close: cut }
}

/** A simulator gift event with its own msgId (also its sender's display name). */
export function giftEvent(msgId: string) {
  return {
    type: 'gift',
    msgId,
    uniqueId: 'fault.tester',
    // The gift's answer and push carry the sender's name, not the msgId: the name tells gifts apart.
    nickname: msgId,
    giftName: 'Rose',
    giftType: 1,
    diamondCount: 1,
    repeatCount: 1,
    repeatEnd: true,
  }
}
