import type { DateTime } from 'luxon'
import { dbTimestamp } from '#core/database/time'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'

/** Holdings usable at `now`: units left, active, not expired (docs/api/powerups.md). */
export function whereUsable<Q extends ChainableContract & { client: QueryClientContract }>(query: Q, now: DateTime): Q {
  return query
    .where('is_active', true)
    .where('count', '>', 0)
    .where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', dbTimestamp(now, query.client))) as Q
}

/**
 * whereUsable as SQL text for statements written as text (PostgreSQL's ledger statements), the
 * columns of `powerup_holdings` unqualified; its one `?` is the time.
 */
export const USABLE_SQL = '"is_active" and "count" > 0 and ("expires_at" is null or "expires_at" > ?)'
