import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { Acting } from '#core/acting/acting'
import { dbDate } from '#core/database/time'
import { pagination } from '#core/http/validation'
import Player from '../models/player.js'
import { playerNameKey } from '../../shared/players.js'
import { presentPlayers } from './player_reads.js'
import { playerExtensions } from './player_extensions.js'

/** `GET /api/players` query: all players by default; `search` and `page`/`limit` narrow it. */
export interface PlayerListQuery {
  search?: string
  page?: number
  limit?: number
}

export const PLAYER_PAGE = { defaultLimit: 100, maxLimit: 1000 } as const

/**
 * A player's name change is only seen through `updated_at`, which SQLite keeps to the second:
 * the list gets an ETag once its newest change is this old, so a later change in the same
 * second can never hide behind a tag already handed out.
 */
const SETTLE_MS = 3000

/** Bumped when the list's shape changes, so tags from an older server never match. */
const TAG_FORMAT = 1

/** LIKE pattern for a substring, with the wildcards of the text escaped (escape '\'). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The acting creator's players (name order) matching the query, with the page's pagination when paged. */
export async function playerList(acting: Acting, query: PlayerListQuery) {
  const creatorId = acting.requireCreatorId()
  const players = Player.query().where('creator_id', creatorId)
  const key = query.search === undefined ? '' : playerNameKey(query.search)
  if (key) {
    players.where((q) => {
      q.whereRaw(`name_key like ? escape '\\'`, [containing(key)])
      // alias_keys is a JSON list: match the key as it is written inside it.
      q.orWhereRaw(`alias_keys like ? escape '\\'`, [containing(JSON.stringify(key).slice(1, -1))])
    })
  }
  if (query.page === undefined && query.limit === undefined) {
    return { players: await presentPlayers(acting, await players.orderBy('name_key').orderBy('id')) }
  }
  const page = query.page ?? 1
  const limit = query.limit ?? PLAYER_PAGE.defaultLimit
  const totalCount = Number((await players.clone().count('* as total').first())?.$extras.total ?? 0)
  const rows = await players
    .orderBy('name_key')
    .orderBy('id')
    .offset((page - 1) * limit)
    .limit(limit)
  return {
    players: await presentPlayers(acting, rows),
    pagination: pagination(page, limit, totalCount),
  }
}

/**
 * The list's strong ETag, from aggregates rather than from the list itself: the players'
 * count, ids, active ids, last activity and newest change, plus what each extension
 * (powerups, moderators) reports. Null while the newest change is too recent to tag.
 */
export async function playerListTag(acting: Acting, query: PlayerListQuery, now = DateTime.now()) {
  const creatorId = acting.requireCreatorId()
  const players = await db
    .from('players')
    .where('creator_id', creatorId)
    .select(
      db.raw('count(*) as total'),
      db.raw('coalesce(sum(id), 0) as ids'),
      db.raw('coalesce(sum(case when is_active then id else 0 end), 0) as active_ids'),
      db.raw('max(last_active) as last_active'),
      db.raw('max(updated_at) as changed_at')
    )
    .first()
  const changedAt = dbDate(players?.changed_at)
  if (changedAt && now.toMillis() - changedAt.getTime() < SETTLE_MS) return null
  const extensions = await Promise.all(playerExtensions().map((e) => e.fingerprint?.(creatorId, now) ?? []))
  const values = [
    TAG_FORMAT,
    creatorId,
    [query.search ?? null, query.page ?? null, query.limit ?? null],
    [players?.total, players?.ids, players?.active_ids].map(Number),
    [dbDate(players?.last_active)?.getTime() ?? null, changedAt?.getTime() ?? null],
    extensions,
  ]
  return `"${createHash('sha256').update(JSON.stringify(values)).digest('base64url').slice(0, 27)}"`
}

/** If-None-Match (RFC 9110 §13.1.2, weak comparison): does the client hold this version? */
export function clientHolds(ifNoneMatch: string | undefined, tag: string) {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim()
    return value === '*' || value.replace(/^W\//, '') === tag
  })
}
