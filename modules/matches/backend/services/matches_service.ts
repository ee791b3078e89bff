import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { Acting } from '#core/acting/acting'
import { dbDate, dbTimestamp } from '#core/database/time'
import { ApiError } from '#core/http/api_error'
import User from '#core/users/user'
import { POWERUP_TYPES, type PowerupType } from '#modules/powerups/shared/powerups'
import {
  MATCH_MESSAGES,
  READY_STRIP_PER_TYPE,
  type MatchDto,
  type MatchReportDto,
  type MatchUseDto,
  type ReadyStripDto,
} from '../../shared/matches.js'
import { matchDtos, runningMatch } from './match_rows.js'
import { MATCHES_ERRORS } from '../../shared/error_codes.js'

const iso = (value: unknown) => dbDate(value)!.toISOString()

/** The sources a match's use names (docs/api/matches.md); the ledger's others read as 'api'. */
const USE_SOURCES = new Set(['kiosk', 'chat', 'battle', 'api', 'cli'])

/** The creator's running match, or null (the overlay's `match` board). */
export async function runningMatchOf(creatorId: number): Promise<MatchDto | null> {
  const row = await runningMatch(creatorId).orderBy('id', 'desc').first()
  return row ? (await matchDtos([row]))[0] : null
}

/** GET /api/live/matches/current: the acting creator's running match, or null. */
export function currentMatch(acting: Acting): Promise<MatchDto | null> {
  return runningMatchOf(acting.requireCreatorId())
}

/** The creator whose matches a list or report shows: the acting one, or for an admin the one named. */
async function listedCreator(acting: Acting, creatorId: number | undefined) {
  if (creatorId === undefined || !acting.isAdmin || acting.creatorId !== null) return acting.requireCreatorId()
  const creator = await User.find(creatorId)
  if (!creator || creator.role !== 'CREATOR')
    throw new ApiError(404, 'Creator not found', MATCHES_ERRORS.creator_not_found)
  return creator.id
}

/** GET /api/live/matches: newest first. */
export async function listMatches(acting: Acting, input: { page?: number; perPage?: number; creatorId?: number }) {
  const creatorId = await listedCreator(acting, input.creatorId)
  const perPage = input.perPage ?? 20
  const page = input.page ?? 1
  const [rows, total] = await Promise.all([
    db
      .from('matches')
      .where('creator_id', creatorId)
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.from('matches').where('creator_id', creatorId).count('* as total').first(),
  ])
  return { matches: await matchDtos(rows), total: Number(total?.total ?? 0) }
}

/**
 * GET /api/live/matches/:id: the score line and every use, by whom; 404 for another creator's match
 * (an admin names the creator with `creatorId`, as for the list).
 */
export async function matchReport(acting: Acting, id: number, creatorId?: number): Promise<MatchReportDto> {
  const owner = await listedCreator(acting, creatorId)
  const row = await db.from('matches').where('id', id).where('creator_id', owner).first()
  if (!row) throw new ApiError(404, MATCH_MESSAGES.notFound, MATCHES_ERRORS.not_found)
  const [match] = await matchDtos([row])
  const [scores, uses] = await Promise.all([
    db.from('match_scores').where('match_id', id).orderBy('at_second'),
    db
      .from('match_uses as mu')
      .join('powerup_uses as u', 'u.id', 'mu.use_id')
      .join('players as p', 'p.id', 'u.player_id')
      .where('mu.match_id', id)
      .whereNull('u.undone_at')
      .orderBy('u.used_at')
      .orderBy('u.id')
      .select('u.used_at', 'mu.type', 'u.player_id', 'p.name as player_name', 'mu.by_name', 'mu.source'),
  ])
  return {
    ...match,
    scores: scores.map((score) => ({ at: iso(score.at), ours: Number(score.ours), theirs: Number(score.theirs) })),
    uses: uses.map((use): MatchUseDto => ({
      at: iso(use.used_at),
      type: use.type,
      playerId: Number(use.player_id),
      playerName: use.player_name,
      by: use.by_name,
      source: (USE_SOURCES.has(use.source) ? use.source : 'api') as MatchUseDto['source'],
    })),
  }
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value)
  // Formula characters are quoted out, so a spreadsheet never runs a player's name.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** GET /api/live/matches/:id/export: the report as CSV (one line per score sample and use) or JSON. */
export async function exportMatch(acting: Acting, id: number, format: 'csv' | 'json', creatorId?: number) {
  const report = await matchReport(acting, id, creatorId)
  const filename = `match-${report.id}-${report.startedAt.slice(0, 10)}.${format}`
  if (format === 'json') return { filename, contentType: 'application/json', body: JSON.stringify(report, null, 2) }
  const lines = [['kind', 'at', 'ours', 'theirs', 'type', 'player', 'by', 'source']]
  lines.push([
    'match',
    report.startedAt,
    String(report.ours),
    String(report.theirs),
    report.result ?? '',
    report.opponent ? `${report.opponent.nickname} (@${report.opponent.uniqueId})` : '',
    '',
    '',
  ])
  for (const score of report.scores)
    lines.push(['score', score.at, String(score.ours), String(score.theirs), '', '', '', ''])
  for (const use of report.uses) lines.push(['use', use.at, '', '', use.type, use.playerName, use.by, use.source])
  const body = lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n'
  return { filename, contentType: 'text/csv; charset=utf-8', body }
}

/** GET /api/live/matches/ready: per type, the active players holding one, first to expire first (5 a type). */
export async function readyStrip(acting: Acting): Promise<ReadyStripDto> {
  const creatorId = acting.requireCreatorId()
  const client = db.connection()
  const now = dbTimestamp(DateTime.now(), client)
  // Per type, the first five holdings to expire (a window function: one statement for every type).
  const rows = await client
    .from(
      client
        .from('powerup_holdings as h')
        .join('players as p', 'p.id', 'h.player_id')
        .where('h.creator_id', creatorId)
        .where('p.is_active', true)
        .where('h.is_active', true)
        .where('h.count', '>', 0)
        .where('h.expires_at', '>', now)
        .select(
          'h.type',
          'h.player_id',
          'p.name as player_name',
          'h.expires_at',
          'h.count',
          client.raw('row_number() over (partition by h.type order by h.expires_at, h.id) as place')
        )
        .as('ranked')
    )
    .where('place', '<=', READY_STRIP_PER_TYPE)
    .orderBy('type')
    .orderBy('place')
  const ready: ReadyStripDto = {}
  for (const row of rows) {
    if (!(POWERUP_TYPES as readonly string[]).includes(row.type)) continue
    const type = row.type as PowerupType
    ;(ready[type] ??= []).push({
      playerId: Number(row.player_id),
      playerName: row.player_name,
      // Players are named by their TikTok handle.
      tiktokUsername: row.player_name,
      expiresAt: iso(row.expires_at),
      quantity: Number(row.count),
    })
  }
  return ready
}
