import { connect, createServer, type Server, type Socket } from 'node:net'
import { freePort } from '../../scripts/server.js'

export { ownRedis } from '../../backend/tests/helpers/own_redis.js'

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
