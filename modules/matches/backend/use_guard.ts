import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ApiError } from '#core/http/api_error'
import type { UseGuard } from '#modules/powerups/backend/public'
import { POWERUP_LABELS } from '#modules/powerups/shared/powerups'
import { MATCH_LIMIT_REACHED, MATCH_MESSAGES } from '../shared/matches.js'
import { creatorMatchLimits } from './services/match_limits.js'
import { publishMatch } from './services/match_push.js'
import { runningMatch } from './services/match_rows.js'

/**
 * The matches module's part of powerups' USE_GUARDS (docs/api/matches.md "Limits"): during a
 * running match, a use locks the match's row (PostgreSQL: FOR UPDATE, so parallel uses count in
 * turn), is refused with a 409 beyond the type's limit (the creator's own, else the system default), and is recorded as a use of the match.
 * Outside a match the guard does not engage and no limit applies.
 */
const guard: UseGuard = {
  async engage({ creatorId, type, acting }, outer) {
    const running = await runningMatch(creatorId, outer).select('id').first()
    if (!running) return null
    const matchId = Number(running.id)
    let recorded = false
    return {
      async before(trx: TransactionClientContract) {
        const locked = trx.from('matches').where('id', matchId).whereNull('ended_at').select('id')
        if (trx.dialect.name === 'postgres') locked.forUpdate()
        if (!(await locked.first())) return
        recorded = true
        const limit = (await creatorMatchLimits(creatorId, trx)).limits[type]
        if (limit === undefined || limit === null) return
        const row = await trx
          .from('match_uses as mu')
          .join('powerup_uses as u', 'u.id', 'mu.use_id')
          .where('mu.match_id', matchId)
          .where('mu.type', type)
          .whereNull('u.undone_at')
          .count('* as total')
          .first()
        const used = Number(row?.total ?? 0)
        if (used >= limit) {
          throw new ApiError(409, MATCH_MESSAGES.limitReached(POWERUP_LABELS[type], limit, used), MATCH_LIMIT_REACHED, {
            type,
            limit,
            used,
          })
        }
      },
      async after(use, trx) {
        if (!recorded) return
        await trx
          .knexQuery()
          .table('match_uses')
          .insert({
            match_id: matchId,
            creator_id: creatorId,
            use_id: use.id,
            type,
            source: acting.source,
            by_name: acting.identity.name.slice(0, 120),
          })
          .onConflict(['use_id'])
          .ignore()
        trx.after('commit', () => void publishMatch(creatorId, matchId))
      },
    }
  },
}

export default guard
