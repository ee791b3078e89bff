import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { StoredGiftsByCreator } from '#modules/live/backend/public'
import { announce } from './services/dispatch.js'

/**
 * `gift.credited`: one delivery per stored batch of a creator's new gifts, queued once the batch
 * committed (never inside ingest's transaction, never awaited by it).
 */
export async function queueGiftWebhooks(gifts: StoredGiftsByCreator, trx: TransactionClientContract) {
  trx.after('commit', () => {
    for (const [creatorId, creatorGifts] of gifts) announce(creatorId, 'gift.credited', { gifts: creatorGifts })
  })
}
