#!/usr/bin/env node
// Analytics data generator (issue 12): a year of a busy platform in PostgreSQL, for the analytics
// rollup rebuild and the analytics load benchmark (bench/analytics-load.js). Drops and recreates
// the database, migrates it with the app, then writes 100 creators with moderators and players and
// 365 days of live sessions, 5,000,000 gifts, powerup grants and uses, chat aggregates, errors and
// audit entries (sign-ins, grants, uses, new players) straight into the app's tables in big batches.
// Deterministic: the same seed and end time give the same rows. See bench/README.md.
//
//   node bench/analytics-data.js [--built] [--rebuild] [--end 2026-11-24T03:00:00Z]
//
// Environment: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/powerdeck_bench_analytics),
// BENCH_GIFTS (5000000 gift rows), BENCH_CREATORS (100), BENCH_DAYS (365), BENCH_SEED (12).
import { performance } from 'node:perf_hooks'
import { Scrypt } from '@adonisjs/hash/drivers/scrypt'
import pg from 'pg'
import { ADMIN, PG_URL } from './analytics-common.js'
import {
  GIFT_CATALOGUE,
  Sink,
  TableWriter,
  ace,
  dropPlainIndexes,
  geometric,
  iso,
  prng,
  weighted,
  zipfWeights,
} from './bulk-load.js'
import { freshPgDatabase } from './lib.js'

const GIFTS = Number(process.env.BENCH_GIFTS ?? 5_000_000)
const CREATORS = Number(process.env.BENCH_CREATORS ?? 100)
const DAYS = Number(process.env.BENCH_DAYS ?? 365)
const SEED = Number(process.env.BENCH_SEED ?? 12)
const HOUR = 3_600_000
const DAY = 24 * HOUR
const MINUTE = 60_000

const argument = (name) => {
  const at = process.argv.indexOf(name)
  return at === -1 ? undefined : process.argv[at + 1]
}
/** Data ends at this instant (default: the start of the current UTC hour) and starts DAYS days before. */
const END = argument('--end') ? Date.parse(argument('--end')) : Math.floor(Date.now() / HOUR) * HOUR
if (!Number.isFinite(END)) throw new Error('--end must be an ISO date and time, e.g. 2026-11-24T03:00:00Z')
const START = Math.floor((END - DAYS * DAY) / DAY) * DAY

/** The ledger's six types (modules/powerups/shared/powerups.ts) and how often each is granted. */
const POWERUP_TYPES = [
  ['glove', 35],
  ['mist', 20],
  ['time-maker', 15],
  ['stun-hammer', 12],
  ['no2-booster', 10],
  ['no3-booster', 8],
]
/** One grant per this many gift rows, on average. */
const GIFTS_PER_GRANT = 25
/** Share of granted units that get used (during the same stream). */
const USE_RATE = 0.7
/** Distinct fans over all creators: a creator's gifter pool maps into it, so big fans gift to several creators. */
const FAN_POOL = 250_000

// ---------------------------------------------------------------- the platform

async function hasTable(client, name) {
  const { rows } = await client.query('select to_regclass($1) is not null as present', [name])
  return rows[0].present
}

const elapsed = (ms) => `${(ms / 1000).toFixed(1)} s`
const pad = (value, width = 3) => String(value).padStart(width, '0')

async function main() {
  const built = process.argv.includes('--built')
  const started = performance.now()
  await freshPgDatabase(PG_URL)
  ace(built, PG_URL, 'migration:run', '--force')
  const migrated = performance.now()

  const client = new pg.Client({ connectionString: PG_URL })
  await client.connect()
  // A bulk loader, as pg_restore is: no per-row foreign-key triggers (the rows are consistent by
  // construction, written in any order), no commit flush, the big tables' plain indexes built at the end.
  await client.query('set synchronous_commit = off')
  await client.query('set session_replication_role = replica')
  const deferredIndexes = await dropPlainIndexes(client, ['live_gifts', 'audit_logs', 'live_chat_daily'])
  const sink = new Sink(client)
  const random = prng(SEED)

  const table = (name, columns) => new TableWriter(sink, name, columns)
  const users = table('users', [
    'id',
    'email',
    'name',
    'role',
    'password',
    'creator_id',
    'tiktok_username',
    'created_at',
    'updated_at',
  ])
  const moderatorProfiles = table('moderator_profiles', [
    'user_id',
    'creator_id',
    'display_name',
    'permissions',
    'status',
    'tiktok_handle',
    'last_active',
    'created_at',
  ])
  const gifts = table('live_gifts', [
    'creator_id',
    'msg_id',
    'gifter_username',
    'gifter_display_name',
    'gift_name',
    'gift_count',
    'diamond_value',
    'received_at',
    'cleared_at',
  ])
  const players = table('players', [
    'id',
    'creator_id',
    'name',
    'name_key',
    'aliases',
    'alias_keys',
    'last_active',
    'created_at',
    'updated_at',
  ])
  const playerNames = table('player_names', ['creator_id', 'name_key', 'player_id'])
  const holdings = table('powerup_holdings', [
    'id',
    'creator_id',
    'player_id',
    'type',
    'count',
    'original_count',
    'is_active',
    'expires_at',
    'granted_by',
    'granted_by_name',
    'source',
    'created_at',
    'updated_at',
  ])
  const uses = table('powerup_uses', [
    'holding_id',
    'player_id',
    'creator_id',
    'type',
    'used_by',
    'used_by_name',
    'source',
    'used_at',
  ])
  const audit = table('audit_logs', [
    'event_type',
    'category',
    'severity',
    'actor_type',
    'actor_id',
    'actor_name',
    'target_type',
    'target_id',
    'target_name',
    'creator_id',
    'details',
    'metadata',
    'ip_address',
    'created_at',
  ])
  const errors = table('error_events', ['creator_id', 'category', 'source', 'message', 'created_at'])
  // Live's records (migration 0603_create_live_records): written when the tree has them.
  const sessions = (await hasTable(client, 'live_sessions'))
    ? table('live_sessions', ['creator_id', 'room_id', 'started_at', 'ended_at', 'end_reason'])
    : null
  const chat = (await hasTable(client, 'live_chat_daily'))
    ? table('live_chat_daily', ['creator_id', 'day', 'sender', 'messages', 'last_message_at'])
    : null

  const adminPassword = await new Scrypt({ cost: 16384, blockSize: 8, parallelization: 1 }).make(ADMIN.password)
  users.push(1, ADMIN.email, 'Bench Admin', 'ADMIN', adminPassword, null, null, iso(START - 30 * DAY), null)
  users.flush()

  // Creator k's share of the activity is Zipf-like (1/k): the busiest has ~19% of the gifts.
  const creatorWeights = zipfWeights(CREATORS, 1)
  const weightTotal = creatorWeights.reduce((sum, weight) => sum + weight, 0)
  const pickGift = weighted(GIFT_CATALOGUE.map(([, , frequency]) => frequency))
  const pickType = weighted(POWERUP_TYPES.map(([, frequency]) => frequency))
  const pickUnits = weighted([50, 20, 15, 10, 5])
  const pickSource = weighted([30, 30, 25, 10, 5])
  const SOURCES = ['chat', 'kiosk', 'players', 'api', 'cli']
  const counts = { gifts: 0, giftUnits: 0, diamonds: 0, sessions: 0 }
  let nextUserId = 2
  let nextPlayerId = 1
  let nextHoldingId = 1
  let giftsAssigned = 0

  for (let k = 0; k < CREATORS; k++) {
    const share = creatorWeights[k] / creatorWeights[0]
    const creatorId = nextUserId++
    const creator = { id: creatorId, name: `Bench Creator ${pad(k + 1)}`, type: 'CREATOR' }
    const joined = START - Math.floor(random() * 60) * DAY
    users.push(
      creatorId,
      `creator${pad(k + 1)}@bench.local`,
      creator.name,
      'CREATOR',
      null,
      null,
      `bench_creator_${pad(k + 1)}`,
      iso(joined),
      iso(joined)
    )
    const moderators = []
    for (let m = 0; m < 1 + Math.round(7 * share ** 0.4); m++) {
      const moderator = { id: nextUserId++, name: `Bench Mod ${pad(k + 1)}.${m + 1}`, type: 'MODERATOR' }
      moderators.push(moderator)
      users.push(
        moderator.id,
        `mod${pad(k + 1)}_${m + 1}@bench.local`,
        moderator.name,
        'MODERATOR',
        null,
        creatorId,
        `bench_mod_${pad(k + 1)}_${m + 1}`,
        iso(joined + DAY),
        iso(joined + DAY)
      )
    }

    // Gift rows of this creator (the last creator takes the rounding rest: exactly GIFTS in all).
    const creatorGifts =
      k === CREATORS - 1 ? GIFTS - giftsAssigned : Math.round((GIFTS * creatorWeights[k]) / weightTotal)
    giftsAssigned += creatorGifts
    const poolSize = Math.round(300 + 30_000 * share)
    const pickFan = weighted(zipfWeights(poolSize, 1.1))
    const fanOf = (index) => `fan${(index * 7919 + k * 104_729) % FAN_POOL}`

    // Live sessions: on a day with probability p (higher the day after a stream: streaks), in the
    // evening around the creator's preferred hour, 30 min to 5 h, one after the other.
    const onProbability = 0.25 + 0.6 * share ** 0.35
    const preferredHour = 12 + random() * 10
    const plan = []
    let streamedYesterday = false
    let lastEnd = START
    for (let d = 0; d < DAYS + 1; d++) {
      const p = streamedYesterday ? Math.min(0.97, onProbability + 0.2) : Math.max(0.05, onProbability - 0.1)
      streamedYesterday = random() < p
      if (!streamedYesterday) continue
      const hour = Math.min(23.9, Math.max(0, preferredHour + (random() + random() + random() - 1.5) * 3))
      const start = START + d * DAY + Math.floor(hour * HOUR)
      const end = start + (30 + Math.floor(random() ** 1.5 * 270)) * MINUTE
      if (start < lastEnd + 30 * MINUTE || end > END) continue
      // Busier towards the end of the year: the platform grows.
      plan.push({ start, end, weight: ((end - start) / HOUR) * (0.5 + random()) * (0.6 + (0.8 * d) / DAYS) })
      lastEnd = end
    }
    const planWeight = plan.reduce((sum, session) => sum + session.weight, 0)

    const playerOf = new Map()
    const playerRows = []
    const chatRows = new Map()
    let cumulative = 0
    let giftSeq = 0
    const actor = (random) =>
      moderators.length && random() < 0.4 ? moderators[Math.floor(random() * moderators.length)] : creator
    const auditPush = (event, category, who, target, details, time) => {
      audit.push(
        event,
        category,
        'LOW',
        who.type,
        who.id,
        who.name,
        target.type,
        target.id,
        target.name,
        creatorId,
        JSON.stringify(details),
        '{}',
        '127.0.0.1',
        iso(time)
      )
    }

    for (const [s, session] of plan.entries()) {
      // Keeps the queue short: generating runs ahead of PostgreSQL otherwise.
      await sink.drain(4)
      const { start, end } = session
      const duration = end - start
      // Cumulative rounding: the sessions' gift rows add up to creatorGifts exactly.
      const before = Math.round((creatorGifts * cumulative) / planWeight)
      cumulative += session.weight
      const sessionGifts = Math.round((creatorGifts * cumulative) / planWeight) - before
      counts.sessions++
      sessions?.push(
        creatorId,
        `7${pad(creatorId, 4)}${pad(s, 5)}`,
        iso(start),
        iso(end),
        random() < 0.95 ? 'stream_end' : 'disconnected'
      )
      auditPush('USER_LOGIN', 'AUTHENTICATION', creator, { type: 'USER', ...creator }, {}, start - 5 * MINUTE)
      for (const moderator of moderators) {
        if (random() < 0.4)
          auditPush('MODERATOR_LOGIN', 'AUTHENTICATION', moderator, { type: 'USER', ...moderator }, {}, start)
      }

      for (let g = 0; g < sessionGifts; g++) {
        const gift = pickGift(random)
        const [, diamonds] = GIFT_CATALOGUE[gift]
        // Streaks: a cheap gift is often sent as a combo of several.
        const streak = diamonds === 1 ? random() < 0.35 : diamonds === 5 && random() < 0.1
        const count = streak ? Math.min(99, geometric(random, 7)) : 1
        const time = start + Math.floor(random() * duration)
        const fan = fanOf(pickFan(random))
        gifts.push(
          creatorId,
          `b${creatorId}-${giftSeq++}`,
          fan,
          `Fan ${fan.slice(3)}`,
          GIFT_CATALOGUE[gift][0],
          count,
          diamonds * count,
          iso(time),
          iso(end)
        )
        counts.giftUnits += count
        counts.diamonds += diamonds * count
      }
      counts.gifts += sessionGifts

      // Grants in proportion to the gifts, to the stream's fans (a fan becomes a player at their
      // first grant), each unit used later in the same stream with probability USE_RATE.
      const grants = Math.floor(sessionGifts / GIFTS_PER_GRANT + random())
      for (let i = 0; i < grants; i++) {
        const time = start + Math.floor(random() * duration)
        const fan = fanOf(pickFan(random))
        const granter = actor(random)
        let player = playerOf.get(fan)
        if (!player) {
          player = { id: nextPlayerId++, name: fan, type: 'PLAYER', createdAt: time - MINUTE, lastActive: time }
          playerOf.set(fan, player)
          playerRows.push(player)
          auditPush('PLAYER_CREATED', 'DATA_CHANGE', granter, player, { name: fan }, player.createdAt)
        }
        const type = POWERUP_TYPES[pickType(random)][0]
        const units = pickUnits(random) + 1
        const source = SOURCES[pickSource(random)]
        const expires = time + 30 * DAY
        const holdingId = nextHoldingId++
        let used = 0
        for (let u = 0; u < units; u++) {
          if (random() >= USE_RATE) continue
          const usedAt = time + Math.floor(random() * (end - time))
          const user = actor(random)
          used++
          uses.push(holdingId, player.id, creatorId, type, user.id, user.name, 'kiosk', iso(usedAt))
          auditPush(
            'POWERUP_USED',
            'DATA_CHANGE',
            user,
            player,
            { powerupType: type, count: 1, holdingId, source: 'kiosk' },
            usedAt
          )
          player.lastActive = Math.max(player.lastActive, usedAt)
        }
        holdings.push(
          holdingId,
          creatorId,
          player.id,
          type,
          units - used,
          units,
          expires > END,
          iso(expires),
          granter.id,
          granter.name,
          source,
          iso(time),
          iso(time)
        )
        auditPush(
          'POWERUP_GRANTED',
          'DATA_CHANGE',
          granter,
          player,
          { powerupType: type, count: units, expiresAt: new Date(expires).toISOString(), source, holdingId },
          time
        )
        player.lastActive = Math.max(player.lastActive, time)
      }

      // Chat: distinct chatters of the stream's fans, each a few messages, counted on the UTC day
      // of one moment of the stream (a stream over midnight counts on both days).
      const chatters = Math.round(((20 + 400 * share ** 0.7) * session.weight) / 2)
      const seen = new Set()
      // Bounded draws: a small pool may not have that many distinct fans in its Zipf head.
      for (let draw = 0; seen.size < chatters && draw < chatters * 20; draw++) {
        const fan = fanOf(pickFan(random))
        if (seen.has(fan)) continue
        seen.add(fan)
        const time = start + Math.floor(random() * duration)
        const key = `${iso(time).slice(0, 10)}|${fan}`
        const row = chatRows.get(key)
        const messages = geometric(random, 4)
        if (row) chatRows.set(key, { messages: row.messages + messages, last: Math.max(row.last, time) })
        else chatRows.set(key, { messages, last: time })
      }

      // Errors: now and then a TikTok drop, a sign-server failure, a kiosk error, a server error.
      for (const [category, source, message, probability] of [
        ['tiktok', 'tiktok-connection', 'Connection to TikTok lost', 0.15],
        ['external_api', 'sign-server', 'Sign server answered 429', 0.08],
        ['live_kiosk', 'kiosk', 'Powerup activation failed', 0.05],
        ['system', 'server', 'Unexpected server error', 0.02],
      ]) {
        if (random() >= probability) continue
        errors.push(creatorId, category, source, message, iso(start + Math.floor(random() * duration)))
      }
    }

    for (const player of playerRows) {
      players.push(
        player.id,
        creatorId,
        player.name,
        player.name.toLowerCase(),
        '[]',
        '[]',
        iso(player.lastActive),
        iso(player.createdAt),
        iso(player.lastActive)
      )
      playerNames.push(creatorId, player.name.toLowerCase(), player.id)
    }
    for (const moderator of moderators) {
      moderatorProfiles.push(
        moderator.id,
        creatorId,
        moderator.name,
        '["grant_powerups","use_powerups","manage_players","chat_commands"]',
        'ACTIVE',
        moderator.name.toLowerCase().replace(/[ .]/g, '_'),
        iso(lastEnd),
        iso(joined + DAY)
      )
    }
    for (const [key, { messages, last }] of chatRows) {
      const [day, sender] = key.split('|')
      chat?.push(creatorId, day, sender, messages, iso(last))
    }
    process.stdout.write(`\rcreator ${k + 1}/${CREATORS}: ${counts.gifts.toLocaleString('en')} gifts generated`)
  }
  for (const writer of [
    users,
    moderatorProfiles,
    gifts,
    players,
    playerNames,
    holdings,
    uses,
    audit,
    errors,
    sessions,
    chat,
  ])
    writer?.flush()
  await sink.drain()
  const loaded = performance.now()
  await client.query("set maintenance_work_mem = '256MB'")
  for (const definition of deferredIndexes) await client.query(definition)
  const indexed = performance.now()

  // The app inserts with serial ids: move the sequences past the ids written here.
  for (const table of ['users', 'players', 'powerup_holdings']) {
    await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`)
  }
  // As autovacuum would have by then: statistics, and the visibility map that index-only scans need.
  await client.query('vacuum (analyze)')
  const tables = ['live_gifts', 'players', 'powerup_holdings', 'powerup_uses', 'audit_logs', 'error_events', 'users']
  if (sessions) tables.push('live_sessions')
  if (chat) tables.push('live_chat_daily')
  const rowCounts = {}
  for (const table of tables)
    rowCounts[table] = Number((await client.query(`select count(*) from ${table}`)).rows[0].count)
  await client.end()

  console.log(`\n\nPowerdeck analytics data: ${PG_URL}`)
  console.log(`range ${new Date(START).toISOString()} → ${new Date(END).toISOString()}, seed ${SEED}`)
  for (const [table, rows] of Object.entries(rowCounts))
    console.log(`  ${table.padEnd(18)} ${rows.toLocaleString('en').padStart(11)} rows`)
  if (!sessions) console.log('  live_sessions      (no table yet: the live-records migration is not in this tree)')
  if (!chat) console.log('  live_chat_daily    (no table yet: the live-records migration is not in this tree)')
  console.log(
    `gift units ${counts.giftUnits.toLocaleString('en')}, diamonds ${counts.diamonds.toLocaleString('en')}, sessions ${counts.sessions.toLocaleString('en')}`
  )
  console.log(
    `migrate ${elapsed(migrated - started)}, generate + insert ${elapsed(loaded - migrated)}, ` +
      `indexes ${elapsed(indexed - loaded)}, vacuum + analyze ${elapsed(performance.now() - indexed)}, total ${elapsed(performance.now() - started)}`
  )

  if (process.argv.includes('--rebuild')) {
    const before = performance.now()
    ace(built, PG_URL, 'analytics:rebuild')
    console.log(`analytics:rebuild ${elapsed(performance.now() - before)}`)
  }
}

main().catch((error) => {
  console.error(error)
  // The connection may still hold queued COPYs: exit rather than wait for them.
  process.exit(1)
})
