import db from '@adonisjs/lucid/services/db'
import { eventsOf, type EndpointRow } from './rows.js'

/** How long a process trusts its copy of the subscribed endpoints (other processes change them too). */
const TTL_MS = 5000

interface Subscriber {
  id: number
  events: Set<string>
}

/** Enabled endpoints per tenant (the key 0: platform-wide ones), read at most every TTL_MS. */
const cache = new Map<number, { at: number; endpoints: Subscriber[] }>()

async function enabledEndpoints(creatorId: number | null): Promise<Subscriber[]> {
  const key = creatorId ?? 0
  const cached = cache.get(key)
  if (cached && Date.now() - cached.at < TTL_MS) return cached.endpoints
  const query = db.from('webhook_endpoints').where('enabled', true).select('id', 'events')
  const rows: Pick<EndpointRow, 'id' | 'events'>[] =
    creatorId === null ? await query.whereNull('creator_id') : await query.where('creator_id', creatorId)
  const endpoints = rows.map((row) => ({ id: Number(row.id), events: new Set<string>(eventsOf(row)) }))
  cache.set(key, { at: Date.now(), endpoints })
  return endpoints
}

/** The ids of the enabled endpoints hearing `event` of this creator: theirs and the platform-wide ones. */
export async function subscribersOf(creatorId: number, event: string): Promise<number[]> {
  const all = [...(await enabledEndpoints(creatorId)), ...(await enabledEndpoints(null))]
  return all.filter((endpoint) => endpoint.events.has(event)).map((endpoint) => endpoint.id)
}

/** An endpoint was added, removed, enabled or disabled in this process: read them again. */
export function forgetSubscribers(creatorId: number | null) {
  cache.delete(creatorId ?? 0)
}
