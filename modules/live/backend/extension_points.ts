import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { extensionPoint } from '#core/shared/extensions'
import type {
  BattleItemEvent,
  BattleItemResult,
  ChatEvent,
  ChatMessageResult,
  MatchEvent,
  MatchEventResult,
  OverlayBoardDto,
} from '../shared/live.js'

/**
 * What another module does with TikTok's battle item cards (awards and uses) of a creator's
 * stream, contributed in its manifest (`contributes: [contribute(BATTLE_ITEM_HANDLERS, () =>
 * import('./battle_item_handler.js'))]`). Live decodes the cards and hands each one over, from the
 * tiktok driver and the simulator alike; it never knows what the handler keeps.
 */
export interface BattleItemHandler {
  /** Handles one card message (the same msgId may come again after a reconnect: handle it once). */
  handle(creatorId: number, event: BattleItemEvent): Promise<BattleItemResult>
  /** Resolves once every card of the creator handed in so far is handled (the stream's end). */
  settled?(creatorId: number): Promise<void>
}

/** Loaded at the first card, so a manifest stays data. */
export const BATTLE_ITEM_HANDLERS = extensionPoint<() => Promise<{ default: BattleItemHandler }>>('live.battleItems')

/**
 * What another module does with the match events of a creator's stream (a TikTok LIVE battle:
 * start, score, end), contributed in its manifest (`contributes: [contribute(MATCH_EVENT_HANDLERS,
 * () => import('./match_handler.js'))]`). Live decodes them from the tiktok driver and the
 * simulator alike and hands each one over; it never knows what the handler keeps.
 */
export interface MatchEventHandler {
  /** Handles one match event (the same msgId may come again after a reconnect: handle it once). */
  handle(creatorId: number, event: MatchEvent): Promise<MatchEventResult>
  /** The stream ended (not a suspension): whatever match is still running ends with it. */
  streamEnded?(creatorId: number): Promise<void>
}

/** Loaded at the first match event, so a manifest stays data. */
export const MATCH_EVENT_HANDLERS = extensionPoint<() => Promise<{ default: MatchEventHandler }>>('live.matchEvents')

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
  /** The creator's player the sender is, resolved once for the batch; null for nobody's player. */
  playerId: number | null
}

/** A batch's new gifts by creator, each creator's in insert order. */
export type StoredGiftsByCreator = ReadonlyMap<number, StoredGift[]>

/**
 * Work another module does with each batch of new gifts, contributed in its manifest
 * (`contributes: [contribute(GIFT_BATCH_HOOKS, { … })]`). `run` gets only the gifts the batch's
 * insert stored (a replayed msgId is never handed twice, on any process), of every creator in the
 * batch at once (a batch gathers many rooms: a hook reads what it needs for all of them together),
 * inside the batch's transaction, in a savepoint: a hook that throws has its writes undone and is
 * recorded as an error, the gifts stay. What a hook registers with `trx.after('commit')` runs after
 * the batch committed.
 */
export interface GiftBatchHook {
  /** Names the hook in logs and error events. */
  name: string
  run: (gifts: StoredGiftsByCreator, trx: TransactionClientContract) => Promise<void>
}

export const GIFT_BATCH_HOOKS = extensionPoint<GiftBatchHook>('live.giftBatch')

/**
 * What another module does with the chat messages of a creator's stream, contributed in its
 * manifest (`contributes: [contribute(CHAT_MESSAGE_HANDLERS, () => import('./chat_handler.js'))]`).
 * Live's pipeline counts every message (analytics) and hands each one over, from the tiktok driver
 * and the simulator alike; it never knows what the handler makes of it.
 */
export interface ChatMessageHandler {
  /**
   * Handles one message, or answers null when it is none of the handler's business (plain chat).
   * The same msgId may come again after a reconnect: handle it once.
   */
  handle(creatorId: number, event: ChatEvent): Promise<ChatMessageResult | null>
  /** Resolves once every message of the creator handed in so far is handled (the stream's end). */
  settled?(creatorId: number): Promise<void>
  /**
   * Called once, when the handler is loaded, with what pauses (true) or resumes (false) a creator's
   * connection while the handler's own queue is over its high-water mark.
   */
  onPressure?(pause: (creatorId: number, paused: boolean) => void): void
  /**
   * The latest time the handler stored something for the creator at or after `since`, or null: a
   * session a stopped process left open ends at its last activity.
   */
  lastActivity?(creatorId: number, since: Date): Promise<Date | null>
}

/** Loaded at the first chat message (or the first session closed at boot), so a manifest stays data. */
export const CHAT_MESSAGE_HANDLERS = extensionPoint<() => Promise<{ default: ChatMessageHandler }>>('live.chatMessages')

/**
 * A board another module shows on the OBS overlay, contributed in its manifest. The overlay loads
 * the first contribution's latest board; the module pushes later boards on a topic the overlay page
 * follows (`command`) through `publishLive`. A contribution with a `key` is a board of its own
 * shape instead (matches: the match bar), loaded into the overlay state's `boards[key]` and pushed
 * on the module's own topic.
 */
export type OverlayBoard =
  | { key?: undefined; latest(creatorId: number): Promise<OverlayBoardDto | null> }
  | { key: string; latest(creatorId: number): Promise<unknown> }

export const OVERLAY_BOARDS = extensionPoint<OverlayBoard>('live.overlayBoards')
