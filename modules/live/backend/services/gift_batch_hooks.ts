import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { contributionsTo } from '#core/module_loader'
import { withSavepoint } from '#core/database/savepoint'
import { recordError } from '#core/monitoring/error_log'
import { GIFT_BATCH_HOOKS, type StoredGiftsByCreator } from '../extension_points.js'

/**
 * Hands the gifts a batch inserted (first time stored), every creator's together, to the enabled
 * modules' GIFT_BATCH_HOOKS, in the batch's transaction, each hook in one savepoint: a hook that
 * fails loses its own writes and is recorded, never the gifts.
 */
export async function runGiftBatchHooks(gifts: StoredGiftsByCreator, trx: TransactionClientContract) {
  const hooks = contributionsTo(GIFT_BATCH_HOOKS)
  for (const hook of hooks) {
    try {
      await withSavepoint(trx, () => hook.run(gifts, trx))
    } catch (error) {
      const creatorIds = [...gifts.keys()]
      logger.error({ err: error, creatorIds, hook: hook.name }, 'a gift batch hook failed')
      // Not awaited: the error log writes outside this transaction (SQLite has one writer).
      for (const creatorId of creatorIds) {
        void recordError('system', `Gift batch hook ${hook.name} failed: ${(error as Error).message}`, {
          creatorId,
          source: `live.hooks.${hook.name}`,
        })
      }
    }
  }
}
