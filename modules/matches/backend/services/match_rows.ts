import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { dbDate, dbTimestamp } from '#core/database/time'
import type { PowerupType } from '#modules/powerups/shared/powerups'
import { MATCH_MAX_HOURS, type MatchDto, type MatchResult } from '../../shared/matches.js'

/** A `matches` row as the database answers it. */
export type MatchRow = Record<string, any>

const iso = (value: unknown) => dbDate(value)?.toISOString() ?? null

/** The result a score gives, for a match whose end named none (SQL, on the row's columns). */
export const RESULT_FROM_SCORE = `case when ours > theirs then 'win' when ours < theirs then 'loss' else 'draw' end`

/**
 * The creator's running match: not ended, and started within MATCH_MAX_HOURS (a match whose end
 * never came stops counting as running).
 */
export function runningMatch(creatorId: number, client: QueryClientContract = db.connection()) {
  return client
    .from('matches')
    .where('creator_id', creatorId)
    .whereNull('ended_at')
    .where('started_at', '>', dbTimestamp(DateTime.now().minus({ hours: MATCH_MAX_HOURS }), client))
}

/** Uses per type during each match, undone ones excluded. */
export async function usedByMatch(matchIds: number[], client: QueryClientContract = db.connection()) {
  const used = new Map<number, Partial<Record<PowerupType, number>>>(matchIds.map((id) => [id, {}]))
  if (!matchIds.length) return used
  const rows = await client
    .from('match_uses as mu')
    .join('powerup_uses as u', 'u.id', 'mu.use_id')
    .whereIn('mu.match_id', matchIds)
    .whereNull('u.undone_at')
    .groupBy('mu.match_id', 'mu.type')
    .select('mu.match_id', 'mu.type')
    .count('* as total')
  for (const row of rows) used.get(Number(row.match_id))![row.type as PowerupType] = Number(row.total)
  return used
}

export function matchDto(row: MatchRow, used: Partial<Record<PowerupType, number>>): MatchDto {
  return {
    id: Number(row.id),
    opponent:
      row.opponent_unique_id !== null
        ? { uniqueId: row.opponent_unique_id, nickname: row.opponent_nickname ?? '' }
        : null,
    startedAt: iso(row.started_at)!,
    endsAt: iso(row.ends_at),
    endedAt: iso(row.ended_at),
    ours: Number(row.ours),
    theirs: Number(row.theirs),
    result: (row.result as MatchResult | null) ?? null,
    used,
  }
}

/** The DTOs of rows, with their uses. */
export async function matchDtos(rows: MatchRow[], client: QueryClientContract = db.connection()) {
  const used = await usedByMatch(
    rows.map((row) => Number(row.id)),
    client
  )
  return rows.map((row) => matchDto(row, used.get(Number(row.id)) ?? {}))
}

/** One match's DTO by id, or null. */
export async function matchDtoById(id: number, client: QueryClientContract = db.connection()) {
  const row = await client.from('matches').where('id', id).first()
  return row ? (await matchDtos([row], client))[0] : null
}
