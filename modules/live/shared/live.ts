import { normalizeTiktokHandle, TIKTOK_HANDLE_MESSAGES } from '../../../backend/core/shared/rules.js'

/**
 * Live vocabulary shared by backend, frontend and CLI: the TikTok LIVE connection status, gifts,
 * the simulator's event shapes, polling intervals and texts (docs/api/live.md).
 */

/** Where a creator's live events come from. */
export const LIVE_DRIVERS = ['simulator', 'tiktok'] as const
export type LiveDriverName = (typeof LIVE_DRIVERS)[number]

/** GET|PUT /api/live/driver: where the creator's live events come from. */
export interface LiveDriverDto {
  driver: LiveDriverName
  /** The server's default (LIVE_DRIVER) for creators who did not choose. */
  defaultDriver: LiveDriverName
}

/**
 * Why a live session (the creator's stream live on a connection) ended:
 * - stream_end: the streamer ended the stream; disconnected: the connection closed (Disconnect,
 *   a drop that did not reconnect, the username or driver changed, the creator left);
 * - room_changed: a reconnect found a new room (a new stream); shutdown: the app stopped;
 * - interrupted: the process stopped without closing it (closed at the next boot).
 */
export const LIVE_END_REASONS = ['stream_end', 'disconnected', 'room_changed', 'shutdown', 'interrupted'] as const
export type LiveEndReason = (typeof LIVE_END_REASONS)[number]

/** GET /api/tiktok-optimized/status (docs/api/live.md: "Live status"). */
export interface LiveStatusDto {
  isConnected: boolean
  isLive: boolean
  liveStatusMessage: string
  tiktokUsername: string | null
  /** When the backend checks the live state next (ISO), null when nothing is scheduled. */
  nextBackendCheck: string | null
  liveStartedAt: string | null
}
export interface LiveStatusResponse extends LiveStatusDto {
  success: true
}

/** One credited gift (docs/api/live.md: "Gift"). */
export interface GiftDto {
  id: number
  gifterUsername: string | null
  gifterDisplayName: string | null
  giftName: string
  giftCount: number
  /** Diamonds of the whole gift: the unit value times the count. */
  diamondValue: number
  timestamp: string
}
export interface RecentGiftsResponse {
  success: true
  gifts: GiftDto[]
}

/** POST /api/tiktok-optimized/connect answer (docs/api/live.md). */
export interface ConnectResponse {
  success: boolean
  message: string
  error?: string
  /** The failure's stable error code and its values (docs/api/core.md, "Error codes"). */
  code?: string
  params?: Record<string, string | number>
  liveStatus: { message: string; isLive: boolean }
}

/** GET /api/tiktok-optimized/api-stats (admin; docs/api/live.md). */
export interface LiveApiStatsDto {
  tiktokConnector: {
    connections: number
    connecting: number
    watched: number
    rateLimited: boolean
    rateLimitedUntil: string | null
    /** The last 429's wait (the server's reset or retry headers plus jitter), ms. */
    lastRateLimitWaitMs: number | null
    /** Connects in the last minute, all creators together, against the per-process cap. */
    connectsLastMinute: number
    connectCap: number
    /** When the cap frees a slot, while it is full. */
    connectCapBlockedUntil: string | null
    /** Since this process started: stalls detected, drops, reconnects, room changes, 429s. */
    stalls: number
    drops: number
    reconnects: number
    roomChanges: number
    rateLimits: number
  }
  eulerstream: { calls: number; usage: number; limit: number }
  /** Gift and chat ingest of this process since it started (issue 13). */
  ingest: LiveIngestStatsDto
  /** TikTok battle item cards (WebcastLinkMicBattleItemCard) this process decoded since it started. */
  battleItems: LiveBattleItemStatsDto
}

export interface LiveBattleItemStatsDto {
  messages: number
  awards: number
  uses: number
  /** Notices that change no holding (how to obtain a card, an effect's score). */
  notices: number
  /** Skipped and logged: no message id, no viewer, no card, an unknown message type. */
  malformed: number
}

export interface LiveIngestStatsDto {
  /** Gifts waiting for their batch, or in a batch being committed, now. */
  queuedGifts: number
  /** Batches committed and the gift rows they inserted (replays are not rows). */
  batches: number
  rowsWritten: number
  averageRowsPerBatch: number
  /** Batches whose insert failed (their gifts were refused, nothing written). */
  failedBatches: number
  /** Gifts refused because their creator's queue was full (an error to the sender, never a silent drop). */
  refusedGifts: number
  /** Batches the pool had no connection for in time: their gifts stayed queued and were tried again. */
  poolWaits: number
  /** Rooms whose connection is paused now because ingest is behind (backpressure). */
  pausedRooms: number
  /** Chat messages not counted in the chat statistics because the pending tallies were full. */
  chatMessagesShed: number
  /** TikTok streaks open now, and those credited after their repeatEnd never came. */
  openStreaks: number
  streaksTimedOut: number
}

export const UNKNOWN_GIFT = 'Unknown Gift'

/** Polling intervals (docs/api/live.md), used while the push stream is down. */
export const LIVE_POLLING = {
  giftsMs: 5_000,
  kioskStatusMs: 30_000,
  settingsStatusMs: 120_000,
} as const

export const RECENT_GIFTS_LIMIT = { default: 20, max: 100 } as const

export const LIVE_MESSAGES = {
  usernameRequired: TIKTOK_HANDLE_MESSAGES.liveRequired,
  usernameInvalid: TIKTOK_HANDLE_MESSAGES.liveInvalid,
  notConfigured: 'TikTok username not configured',
  reconnectNeedsUsername: 'Force Reconnect needs a saved TikTok username.',
  notLive: 'User is not currently live on TikTok',
  connectFailed: 'Failed to connect to TikTok Live',
  connected: 'Connected to TikTok Live!',
  disconnected: 'Disconnected',
  reconnecting: 'Connection lost, reconnecting...',
  waitingForLive: 'Waiting for the stream to go live',
  notConnected: 'Not connected to the live stream',
  ingestBusy: 'Too many gifts are waiting to be stored: retry in a moment',
  streamEnded: 'Stream ended',
  rateLimited: (seconds: number) => `${LIVE_MESSAGES.connectFailed}: rate limited, retrying in ${seconds} s`,
  simulatorOnly: "The simulator is not this creator's live driver",
  giftsCleared: (count: number) => `Cleared ${count} recent gift${count === 1 ? '' : 's'}`,
  disconnectedTemporarily: 'Disconnected. The connection comes back on the next check if you are live.',
  usernameSavedNotLive: 'Username saved. Powerdeck connects automatically when you go live.',
  usernameSavedFailed: 'Username saved, but the connection failed. Powerdeck keeps trying while you are live.',
} as const

/** Gifters with a missing or 'unknown' username are skipped when matching players (docs/api/live.md). */
/** The username TikTok gives a gifter it does not name. */
export const ANONYMOUS_GIFTER = 'unknown'

export function isMatchableGifter(username: string | null | undefined): username is string {
  const handle = normalizeTiktokHandle(username ?? '')
  return handle !== '' && handle.toLowerCase() !== ANONYMOUS_GIFTER
}

/** A gift as the simulator endpoint and both drivers hand it in. */
export interface GiftEvent {
  type: 'gift'
  msgId: string
  uniqueId: string
  nickname: string
  giftName: string
  /** 1: a streakable gift, credited once at repeatEnd with the final repeatCount. */
  giftType: number
  diamondCount: number
  repeatCount: number
  repeatEnd: boolean
  /** TikTok's id shared by every frame of one streak (the streak's identity across reconnects). */
  groupId?: string
  /** The sender's stable TikTok user id (a uniqueId can be renamed). */
  userId?: string
}
export interface ChatEvent {
  type: 'chat'
  msgId: string
  uniqueId: string
  nickname: string
  comment: string
  userId?: string
}
/**
 * TikTok's battle item cards (WebcastLinkMicBattleItemCard), named after the connector's
 * BattleCardMsgType use messages: `USE_VAULT_GLOVE_CARD` is `vault_glove`, and so on.
 */
export const BATTLE_CARDS = [
  'vault_glove',
  'smoke',
  'extra_time',
  'critical_strike',
  'top_2',
  'top_3',
  'potion',
  'wave',
  'special_effect',
] as const
export type BattleCard = (typeof BATTLE_CARDS)[number]

/** A viewer a battle item names (TikTok's BattleBaseUserInfo). */
export interface BattleItemUser {
  /** The stable TikTok user id (digits). */
  userId: string
  uniqueId: string
  nickname: string
}

/**
 * A battle item card: TikTok awarded it to viewers (`award`), or a viewer's card was used (`use`,
 * `users` holds the one who sent it). `card` is one of BATTLE_CARDS, or what TikTok named an
 * award this version does not know (the receiver counts it as an unknown card).
 */
export interface BattleItemEvent {
  type: 'battleItem'
  msgId: string
  action: 'award' | 'use'
  card: string
  users: BattleItemUser[]
  /** True when TikTok says the card was used for the other streamer of the battle. */
  opponent?: boolean
}

/** POST /api/live/simulator/events body: one event of a live stream. */
export type LiveEvent = GiftEvent | ChatEvent | BattleItemEvent | { type: 'streamEnd' } | { type: 'goLive' }

/** What the simulator endpoint answers: what the event did once it went through the pipeline. */
export interface SimulatorEventResult {
  /**
   * 'credited' | 'duplicate' | 'streak' (gifts), 'chat', 'battleItem', 'live', 'ended', or the word
   * of the module that handled a chat message ('command' and 'duplicate' for chat commands).
   */
  outcome: string
  gift?: GiftDto
  /** What the module handling battle items did with one (`battleItem` outcome). */
  battleItem?: BattleItemResult
  /** The fields of the module that handled a chat message (chat commands: `command`, the feed entry). */
  [field: string]: unknown
}

export interface SimulatorEventResponse extends SimulatorEventResult {
  success: true
}

/** A chat message handler's answer (the handling module's own shape, with at least an outcome). */
export interface ChatMessageResult {
  outcome: string
}

/** A battle item handler's answer (the handling module's own shape, with at least an outcome). */
export interface BattleItemResult {
  /** The handler's word; 'unhandled' when no enabled module handles battle items. */
  outcome: string
}

/** The same endpoint with `{ events: [...] }` (at most 200): one result per event, in order. */
export interface SimulatorBatchResponse {
  success: true
  results: SimulatorEventResult[]
}

/** The overlay's secret URL as its owner sees it (the secret is shown once, at creation). */
export interface OverlayDto {
  enabled: boolean
  createdAt: string | null
  /** Only in the answer that created it. */
  url?: string
}

/**
 * A board another module shows on the overlay (OVERLAY_BOARDS; chat commands: the latest !status
 * answer), as the overlay page reads it; the same shape comes by push on the `command` topic.
 */
export interface OverlayBoardDto {
  command: string
  message: string
  board: { player: string; powerups: { type: string; count: number }[] }[] | null
}

/** What the public overlay page loads (spec: !status board and latest gifts). */
export interface OverlayStateDto {
  creatorName: string
  gifts: GiftDto[]
  board: OverlayBoardDto | null
  status: Pick<LiveStatusDto, 'isLive' | 'isConnected'>
}

/** GET and PUT /api/live/driver */
export interface LiveDriverResponse extends LiveDriverDto {
  success: true
}

/** GET /api/tiktok-optimized/api-stats */
export interface LiveApiStatsResponse extends LiveApiStatsDto {
  success: true
}

/** GET, POST and DELETE /api/live/overlay */
export interface OverlayResponse {
  success: true
  overlay: OverlayDto
}

/** GET /api/live/overlay/{secret}/state */
export interface OverlayStateResponse extends OverlayStateDto {
  success: true
}
