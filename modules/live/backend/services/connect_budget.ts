/**
 * The platform's connect budget (TikTok's connects per minute per egress IP, the sign server's
 * quota), one for every process sharing Redis, spent in queue order: creators someone is waiting
 * for (Connect pressed, a kiosk open) before background auto-connects, first come first served
 * within each. A creator is granted a connect when fewer than `cap` connects happened in the last
 * minute and no one is ahead of them; otherwise they learn their place and about when it comes.
 */

/** Who is waiting: a person (Connect pressed, kiosk open) or the background live checks. */
export type ConnectPriority = 'asked' | 'background'

export interface BudgetAnswer {
  granted: boolean
  /** 1 for the next in line; 0 when granted. */
  position: number
  /** About how long until this place's connect (0 when granted). */
  waitMs: number
  /** Connects in the last minute, this one included when granted. */
  used: number
}

export interface ConnectBudget {
  /** Spends a connect of `pool` for `member` if the budget and the queue allow, else queues it. */
  take(pool: string, member: string, cap: number, priority: ConnectPriority, now: number): Promise<BudgetAnswer>
  /** Leaves the queue (connected another way, no longer live, no longer watched). */
  leave(pool: string, member: string): Promise<void>
  /** The platform refused (429): nobody connects through `pool` before `until`. */
  block(pool: string, until: number, now: number): Promise<void>
}

export const BUDGET_WINDOW_MS = 60_000
/** A waiter that stopped asking this long ago (its process died or moved on) loses its place. */
export const BUDGET_STALE_MS = 15_000
/** Background waiters sort after every asked one (scores are enqueue times). */
const BACKGROUND_OFFSET = 1e13

const scoreOf = (priority: ConnectPriority, now: number) => (priority === 'asked' ? now : BACKGROUND_OFFSET + now)

/** When the `slot`-th connect from now frees up, given the window's connect times (ascending). */
function slotWait(times: number[], cap: number, slot: number, now: number) {
  if (!times.length || cap <= 0) return BUDGET_WINDOW_MS
  const round = Math.floor(slot / cap)
  const at = times[Math.min(slot % cap, times.length - 1)]
  return Math.max(0, at + BUDGET_WINDOW_MS * (round + 1) - now)
}

/** One process alone (no REDIS_URL): the same rules in memory. */
export class MemoryConnectBudget implements ConnectBudget {
  #pools = new Map<
    string,
    { times: number[]; queue: Map<string, { score: number; seen: number }>; blockedUntil: number }
  >()

  #pool(pool: string) {
    let state = this.#pools.get(pool)
    if (!state) this.#pools.set(pool, (state = { times: [], queue: new Map(), blockedUntil: 0 }))
    return state
  }

  async take(pool: string, member: string, cap: number, priority: ConnectPriority, now: number) {
    const state = this.#pool(pool)
    state.times = state.times.filter((at) => at > now - BUDGET_WINDOW_MS)
    for (const [waiter, entry] of state.queue) if (entry.seen <= now - BUDGET_STALE_MS) state.queue.delete(waiter)
    const score = scoreOf(priority, now)
    const entry = state.queue.get(member)
    state.queue.set(member, { score: entry ? Math.min(entry.score, score) : score, seen: now })
    const mine = state.queue.get(member)!.score
    const rank = [...state.queue.entries()].filter(
      ([waiter, other]) => other.score < mine || (other.score === mine && waiter < member)
    ).length
    const free = cap - state.times.length
    if (state.blockedUntil > now) {
      return { granted: false, position: rank + 1, waitMs: state.blockedUntil - now, used: state.times.length }
    }
    if (rank < free) {
      state.queue.delete(member)
      state.times.push(now)
      return { granted: true, position: 0, waitMs: 0, used: state.times.length }
    }
    return {
      granted: false,
      position: rank + 1,
      waitMs: slotWait(state.times, cap, rank - Math.max(free, 0), now),
      used: state.times.length,
    }
  }

  async leave(pool: string, member: string) {
    this.#pool(pool).queue.delete(member)
  }

  async block(pool: string, until: number) {
    const state = this.#pool(pool)
    state.blockedUntil = Math.max(state.blockedUntil, until)
  }
}

/**
 * KEYS: connects in the window (zset, score = time), the queue (zset, score = priority + time),
 * when each waiter last asked (zset), the 429 block (string). ARGV: now, cap, member, score,
 * stale ms, window ms. Answers { granted, position, wait ms, used }. One script, so two
 * processes never spend the same slot.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1]); local cap = tonumber(ARGV[2]); local member = ARGV[3]
local score = tonumber(ARGV[4]); local stale = tonumber(ARGV[5]); local window = tonumber(ARGV[6])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
for _, gone in ipairs(redis.call('ZRANGEBYSCORE', KEYS[3], '-inf', now - stale)) do
  redis.call('ZREM', KEYS[2], gone); redis.call('ZREM', KEYS[3], gone)
end
local existing = redis.call('ZSCORE', KEYS[2], member)
if not existing or tonumber(existing) > score then redis.call('ZADD', KEYS[2], score, member) end
redis.call('ZADD', KEYS[3], now, member)
redis.call('PEXPIRE', KEYS[2], window); redis.call('PEXPIRE', KEYS[3], window)
local used = redis.call('ZCARD', KEYS[1])
local rank = redis.call('ZRANK', KEYS[2], member)
local blocked = tonumber(redis.call('GET', KEYS[4]) or '0')
if blocked > now then return {0, rank + 1, blocked - now, used} end
local free = cap - used
if rank < free then
  redis.call('ZREM', KEYS[2], member); redis.call('ZREM', KEYS[3], member)
  redis.call('ZADD', KEYS[1], now, now .. ':' .. member)
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, 0, 0, used + 1}
end
local slot = rank - math.max(free, 0)
local round = math.floor(slot / cap)
local index = math.min(slot % cap, used - 1)
local wait = window
if used > 0 then
  local at = redis.call('ZRANGE', KEYS[1], index, index, 'WITHSCORES')
  wait = math.max(0, tonumber(at[2]) + window * (round + 1) - now)
end
return {0, rank + 1, wait, used}
`

/** What the budget needs of a Redis connection (ioredis's `eval`, `zrem`, `set`). */
export interface BudgetRedis {
  eval(script: string, keys: number, ...args: (string | number)[]): Promise<unknown>
  zrem(key: string, member: string): Promise<unknown>
  set(key: string, value: string, mode: 'PX', ms: number): Promise<unknown>
}

/** Several processes: the budget and its queue in Redis (keys under `live:connect-budget:<pool>`). */
export class RedisConnectBudget implements ConnectBudget {
  constructor(private connection: () => BudgetRedis) {}

  #keys(pool: string) {
    const base = `live:connect-budget:${pool}`
    return [`${base}:window`, `${base}:queue`, `${base}:seen`, `${base}:blocked`]
  }

  async take(pool: string, member: string, cap: number, priority: ConnectPriority, now: number) {
    const answer = (await this.connection().eval(
      TAKE_SCRIPT,
      4,
      ...this.#keys(pool),
      now,
      cap,
      member,
      scoreOf(priority, now),
      BUDGET_STALE_MS,
      BUDGET_WINDOW_MS
    )) as number[]
    const [granted, position, waitMs, used] = answer.map(Number)
    return { granted: granted === 1, position, waitMs, used }
  }

  async leave(pool: string, member: string) {
    const [, queue, seen] = this.#keys(pool)
    await this.connection().zrem(queue, member)
    await this.connection().zrem(seen, member)
  }

  async block(pool: string, until: number, now: number) {
    const wait = Math.max(1, Math.round(until - now))
    await this.connection().set(this.#keys(pool)[3], String(until), 'PX', wait)
  }
}

/**
 * Redis while it answers, this process's memory while it does not (the budget is then counted
 * per process until Redis returns, as the limiter does).
 */
export class FallbackConnectBudget implements ConnectBudget {
  #alone = new MemoryConnectBudget()
  constructor(
    private shared: ConnectBudget,
    private withShared: <T>(shared: () => Promise<T>, alone: () => Promise<T>) => Promise<T>
  ) {}

  take(pool: string, member: string, cap: number, priority: ConnectPriority, now: number) {
    return this.withShared(
      () => this.shared.take(pool, member, cap, priority, now),
      () => this.#alone.take(pool, member, cap, priority, now)
    )
  }

  leave(pool: string, member: string) {
    return this.withShared(
      () => this.shared.leave(pool, member),
      () => this.#alone.leave(pool, member)
    )
  }

  block(pool: string, until: number, now: number) {
    return this.withShared(
      () => this.shared.block(pool, until, now),
      () => this.#alone.block(pool, until)
    )
  }
}
