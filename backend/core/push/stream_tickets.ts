import { createHash, randomBytes } from 'node:crypto'
import { pushStreamLimits } from '#config/transmit'
import { pushStore } from './push_store.js'
import type { StreamOwner } from './push_streams.js'

const TICKET_PATTERN = /^[\w-]{32}$/
const keyOf = (ticket: string) => `ticket:${createHash('sha256').update(ticket).digest('hex')}`

/**
 * A stream ticket: a random single-use secret, good for opening one SSE stream within a minute.
 * EventSource cannot send an Authorization header, so the bearer token buys a ticket that goes in
 * the stream URL instead: a ticket leaked from a log is spent or expired, and opens no data anyway
 * (subscribing still needs the bearer token). Stored hashed.
 */
export async function issueStreamTicket(owner: StreamOwner, tokenId: number) {
  const ticket = randomBytes(24).toString('base64url')
  await pushStore.put(keyOf(ticket), `${owner} ${tokenId}`, pushStreamLimits.ticketTtlSeconds)
  return ticket
}

/**
 * The owner a ticket was issued to and the session (bearer token id) that bought it, once; null
 * when unknown, spent or expired.
 */
export async function redeemStreamTicket(
  ticket: string | undefined
): Promise<{ owner: StreamOwner; tokenId: number } | null> {
  if (!ticket || !TICKET_PATTERN.test(ticket)) return null
  const issued = await pushStore.take(keyOf(ticket))
  if (!issued) return null
  const [owner, tokenId] = issued.split(' ')
  return { owner: owner as StreamOwner, tokenId: Number(tokenId) }
}
