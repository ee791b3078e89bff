/**
 * Spreading live connections over the processes: every process watches every creator, and each
 * holds the leases of about its share of them, `ceil(watched / processes)`. A process over its share
 * (one joined) gives the excess up, live connections and idle creators in proportion, so both
 * spread; one under it (one left or was killed) takes free leases up to its share.
 */
export interface LeaseView {
  /** Creators this process watches (all with a username: the same list on every process). */
  watched: number[]
  /** Of those, the ones whose lease this process holds. */
  held: number[]
  /** Of those, the ones connected now. */
  connected: number[]
  /** Processes sharing the leases (this one included). */
  processes: number
}

export interface LeaseChanges {
  /** Take up to this many free leases. */
  take: number
  /** Give these leases up. */
  release: number[]
}

export function leaseChanges({ watched, held, connected, processes }: LeaseView): LeaseChanges {
  const share = Math.ceil(watched.length / Math.max(1, processes))
  if (held.length <= share) return { take: share - held.length, release: [] }
  const excess = held.length - share
  const live = new Set(connected)
  const heldLive = held.filter((creatorId) => live.has(creatorId))
  const heldIdle = held.filter((creatorId) => !live.has(creatorId))
  // Live connections leave in their share of the excess (rounded up: the live ones are what must spread).
  const liveOut = Math.min(heldLive.length, Math.ceil((excess * heldLive.length) / held.length))
  const idleOut = Math.min(heldIdle.length, excess - liveOut)
  const release = [...heldLive.slice(heldLive.length - liveOut), ...heldIdle.slice(heldIdle.length - idleOut)]
  // Rounding left some over: the remaining live ones make it up.
  const rest = heldLive.slice(0, heldLive.length - liveOut)
  while (release.length < excess && rest.length) release.push(rest.pop()!)
  return { take: 0, release }
}
