import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'

/*
| What the figures count (grants, uses, active players, last activity): what stands in the ledger.
| An undone use counts nowhere; an undone grant counts only the units used before its undo
| (`undone_count` holds the units it took back), and nowhere if none was.
*/

/** SQL of a holding's granted units that stand. */
export const STANDING_UNITS = '(original_count - undone_count)'

/** Holdings whose grant stands, at least in part. */
export function whereGrantStands<Q extends ChainableContract>(query: Q): Q {
  return query.whereRaw('original_count > undone_count') as Q
}

/** Uses not undone. */
export function whereUseStands<Q extends ChainableContract>(query: Q): Q {
  return query.whereNull('undone_at') as Q
}
