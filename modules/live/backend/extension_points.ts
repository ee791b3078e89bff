import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { extensionPoint } from '#core/shared/extensions'

/** Who sent a gift, as TikTok names them (the stable userId when the platform sends one). */
export interface GiftSender {
  userId: string | null
  uniqueId: string
  nickname: string
}

/** A gift stored for the first time by the batch that hands it to the hooks. */
export interface StoredGift {
  id: number
  msgId: string
  giftName: string
  giftCount: number
  /** The gift's diamond value × count. */
  diamondValue: number
  /** ISO time the gift was received. */
  receivedAt: string
  sender: GiftSender
}

/**
 * Work another module does with each batch of new gifts, contributed in its manifest
 * (`contributes: [contribute(GIFT_BATCH_HOOKS, { … })]`). `run` gets only the gifts the batch's
 * insert stored (a replayed msgId is never handed twice, on any process) inside the batch's
 * transaction, in a savepoint: a hook that throws has its writes undone and is recorded as an
 * error, the gifts stay. What a hook registers with `trx.after('commit')` runs after the batch committed.
 */
export interface GiftBatchHook {
  /** Names the hook in logs and error events. */
  name: string
  run: (creatorId: number, gifts: StoredGift[], trx: TransactionClientContract) => Promise<void>
}

export const GIFT_BATCH_HOOKS = extensionPoint<GiftBatchHook>('live.giftBatch')
