import db from '@adonisjs/lucid/services/db'
import { eventsOf, type EndpointRow } from './rows.js'

/** How long a process trusts its copy of the subscribed endpoints (other processes change them too). */
const TTL_MS = 5000

interface Subscriber {
  id: number
  events: Set<string>
}

/**
 * Every enabled endpoint by tenant (the key 0: platform-wide ones), read in one query at most every
 * TTL_MS: the cost of knowing the subscribers follows time, not the number of creators live.
 */
let snapshot: { at: number; byTenant: Map<number, Subscriber[]> } | null = null
let loading: Promise<Map<number, Subscriber[]>> | null = null
/** Bumped by every forget: a read started before it is answered but not kept. */
let generation = 0

async function readEndpoints() {
  const started = generation
  const rows: Pick<EndpointRow, 'id' | 'creator_id' | 'events'>[] = await db
    .from('webhook_endpoints')
    .where('enabled', true)
    .select('id', 'creator_id', 'events')
  const byTenant = new Map<number, Subscriber[]>()
  for (const row of rows) {
    const key = row.creator_id === null ? 0 : Number(row.creator_id)
    const endpoints = byTenant.get(key) ?? []
    endpoints.push({ id: Number(row.id), events: new Set<string>(eventsOf(row)) })
    byTenant.set(key, endpoints)
  }
  if (started === generation) snapshot = { at: Date.now(), byTenant }
  return byTenant
}

async function enabledEndpoints(): Promise<Map<number, Subscriber[]>> {
  if (snapshot && Date.now() - snapshot.at < TTL_MS) return snapshot.byTenant
  loading ??= readEndpoints().finally(() => (loading = null))
  return loading
}

/** The ids of the enabled endpoints hearing `event` of this creator: theirs and the platform-wide ones. */
export async function subscribersOf(creatorId: number, event: string): Promise<number[]> {
  const byTenant = await enabledEndpoints()
  const all = [...(byTenant.get(creatorId) ?? []), ...(byTenant.get(0) ?? [])]
  return all.filter((endpoint) => endpoint.events.has(event)).map((endpoint) => endpoint.id)
}

/** An endpoint was added, removed, enabled or disabled in this process: read them all again. */
export function forgetSubscribers() {
  generation++
  snapshot = null
  loading = null
}
