import logger from '@adonisjs/core/services/logger'
import {
  ControlAction,
  ControlEvent,
  IsLiveRouteConfig,
  RouteConfig,
  SignAPIError,
  SignConfig,
  SignatureRateLimitError,
  TikTokLiveConnection,
  UserOfflineError,
  WebcastDeserializeConfig,
  WebcastEvent,
  WebcastEventMap,
  type ClientEventMap,
  type TikTokLiveConnectionOptions,
  type TikTokLiveConstructorConnectionOptions,
  type WebcastChatMessage,
  type WebcastEventMessage,
  type WebcastGiftMessage,
} from 'tiktok-live-connector'
import { UNKNOWN_GIFT, type ChatEvent, type GiftEvent } from '../../shared/live.js'
import {
  ConnectFailedError,
  NotLiveError,
  RateLimitedError,
  SignServerError,
  type LiveDriver,
  type LiveSession,
  type SessionHandlers,
} from './driver.js'
import { recordSignCall } from './sign_calls.js'
import { countBattleItem, decodeBattleItem, roomOwnerId } from './battle_items.js'
import { rateLimitWaitMs } from './rate_limit_headers.js'
import {
  countMatchMessage,
  countSuspension,
  decodeArmies,
  decodeBattle,
  decodePunishFinish,
  type DecodedMatchMessage,
} from './match_messages.js'

export interface TiktokDriverOptions {
  /** Euler Stream sign server; the library's default when absent. */
  signApiUrl?: string
  signApiKey?: string
  connectsPerMinute: number
  stallTimeoutMs: number
  /** When the sign server says 429 without a Retry-After. */
  defaultRetryAfterMs?: number
  /** Extra TikTokLiveConnection options (hosts and TLS of a local stand-in in tests). */
  connectionOptions?: ConnectionOverrides
}

export type ConnectionOverrides = Partial<
  Pick<TikTokLiveConnectionOptions, 'webClientOptions' | 'wsClientOptions' | 'webConfigOverrides' | 'wsConfigOverrides'>
>

// A liveness check scrapes TikTok's page; when that fails the library would ask the sign server
// (Euler Stream) instead and spend its quota: the failed check is retried later instead.
IsLiveRouteConfig.skipFetchRoomIdFromEulerRoute = true

/** The headers of the sign server's 429 answers (the library's error keeps only part of them). */
const rateLimitHeaders = new WeakMap<Error, Record<string, unknown>>()

const signWebSocket = RouteConfig.fetchSignedWebSocketFromProvider
// The library's route table is its extension point: count sign-server calls and keep a 429's
// headers (Retry-After may be an HTTP date, which the library cannot read), change nothing else.
RouteConfig.fetchSignedWebSocketFromProvider = async (args) => {
  recordSignCall()
  let headers: Record<string, unknown> | undefined
  const rooms = args.apiClient.rooms
  const fetchWebcastURL: typeof rooms.fetchWebcastURL = async (...request) => {
    const response = await rooms.fetchWebcastURL(...request)
    headers = response.headers
    return response
  }
  const apiClient = Object.create(args.apiClient, {
    rooms: { value: Object.create(rooms, { fetchWebcastURL: { value: fetchWebcastURL } }) },
  })
  try {
    return await signWebSocket({ ...args, apiClient })
  } catch (error) {
    if (error instanceof SignatureRateLimitError && headers) rateLimitHeaders.set(error, headers)
    throw error
  }
}

type MessageType = keyof WebcastEventMessage

/**
 * The message each event comes from: the library's WebcastEventMap, and the events its own cases
 * emit (a gift, a control message's stream end, a social message's follow or share, super fans).
 */
const messageOfEvent = new Map<WebcastEvent, MessageType>([
  ...Object.entries(WebcastEventMap).map(([type, event]) => [event as WebcastEvent, type as MessageType] as const),
  [WebcastEvent.GIFT, 'WebcastGiftMessage'],
  [WebcastEvent.STREAM_END, 'WebcastControlMessage'],
  [WebcastEvent.FOLLOW, 'WebcastSocialMessage'],
  [WebcastEvent.SHARE, 'WebcastSocialMessage'],
  [WebcastEvent.SUPER_FAN, 'WebcastBarrageMessage'],
  [WebcastEvent.SUPER_FAN_JOIN, 'WebcastBarrageMessage'],
  [WebcastEvent.SUPER_FAN_BOX, 'WebcastEnvelopeMessage'],
])

/**
 * The connector decodes only the messages of the events listened to (`listen`); it skips the rest
 * (likes, joins, viewer counts…) undecoded. Its frames still reach the stall watchdog (websocketData).
 */
const decodedTypes = new Set<MessageType>()
WebcastDeserializeConfig.includeMessageTypes = []

function decodeMessagesOf(event: WebcastEvent) {
  const type = messageOfEvent.get(event)
  if (!type) throw new Error(`No TikTok message known for the event ${event}: it would never be decoded`)
  if (decodedTypes.has(type)) return
  decodedTypes.add(type)
  WebcastDeserializeConfig.includeMessageTypes = [...decodedTypes]
}

/**
 * The connection's typed emitter (its `typed-emitter` default export does not resolve under NodeNext):
 * control events here; a Webcast event only through `listen`, which has its messages decoded.
 */
interface ConnectionEvents {
  on<E extends ControlEvent>(event: E, listener: ClientEventMap[E]): unknown
  removeAllListeners(): unknown
}
const eventsOf = (connection: TikTokLiveConnection) => connection as unknown as ConnectionEvents

/** Listens to a Webcast event of the connection, its message type decoded from now on. */
function listen<E extends WebcastEvent>(connection: TikTokLiveConnection, event: E, listener: ClientEventMap[E]) {
  decodeMessagesOf(event)
  ;(connection as unknown as { on(event: E, listener: ClientEventMap[E]): unknown }).on(event, listener)
}

/** The connector's handler of one frame's messages (protected in its types). */
interface FrameHandling {
  processProtoMessageFetchResult(result: unknown): Promise<void>
}

/**
 * The connector emits a frame's messages one at a time with an await between them, but starts on
 * the next frame without waiting: frames that arrive together interleave their events. Chained,
 * frames are handled one after the other and events keep TikTok's order (streaks, replay dedupe).
 */
function inFrameOrder(connection: TikTokLiveConnection) {
  const frames = connection as unknown as FrameHandling
  const handle = frames.processProtoMessageFetchResult.bind(connection)
  let previous: Promise<void> = Promise.resolve()
  frames.processProtoMessageFetchResult = (result) => {
    const handled = previous.then(() => handle(result))
    // A frame that fails does not stop the ones after it.
    previous = handled.catch(() => undefined)
    return handled
  }
}

/** The connection's websocket (a `ws` WebSocket, whose typings do not reach through the connector's). */
const socketOf = (connection: TikTokLiveConnection) =>
  connection.wsClient as unknown as { pause(): void; resume(): void } | null

/** Legacy field names (library README) are read when the v3 ones are absent. */
type LegacyGift = { giftDetails?: { giftName?: string; giftType?: number; diamondCount?: number } }
type LegacyUser = { user?: { uniqueId?: string } }

/** An int64 id as the protobuf decodes it ('0' or '' when the frame carries none). */
const idOf = (value: unknown) => (value && String(value) !== '0' ? String(value) : null)

function giftFromMessage(data: WebcastGiftMessage & LegacyGift & LegacyUser): GiftEvent {
  const groupId = idOf(data.groupId)
  const userId = idOf(data.user?.id)
  return {
    type: 'gift',
    msgId: String(data.common?.msgId ?? ''),
    uniqueId: data.user?.displayId || data.user?.uniqueId || '',
    nickname: data.user?.nickname ?? '',
    giftName: data.gift?.name || data.giftDetails?.giftName || UNKNOWN_GIFT,
    giftType: data.gift?.type ?? data.giftDetails?.giftType ?? 0,
    diamondCount: data.gift?.diamondCount ?? data.giftDetails?.diamondCount ?? 0,
    repeatCount: data.repeatCount || 1,
    repeatEnd: Boolean(data.repeatEnd),
    ...(groupId ? { groupId } : {}),
    ...(userId ? { userId } : {}),
  }
}

function chatFromMessage(data: WebcastChatMessage & LegacyUser & { comment?: string }): ChatEvent {
  const userId = idOf(data.user?.id)
  return {
    type: 'chat',
    msgId: String(data.common?.msgId ?? ''),
    uniqueId: data.user?.displayId || data.user?.uniqueId || '',
    nickname: data.user?.nickname ?? '',
    comment: data.content || data.comment || '',
    ...(userId ? { userId } : {}),
  }
}

/** TikTok LIVE through tiktok-live-connector, with the sign server and key from configuration. */
export class TiktokDriver implements LiveDriver {
  readonly name = 'tiktok' as const
  readonly connectsPerMinute: number
  readonly stallTimeoutMs: number

  constructor(private options: TiktokDriverOptions) {
    this.connectsPerMinute = options.connectsPerMinute
    this.stallTimeoutMs = options.stallTimeoutMs
    const { signApiUrl, signApiKey } = options
    if (signApiUrl && SignConfig.basePath !== signApiUrl) {
      SignConfig.basePath = signApiUrl
      SignConfig.cachedInstance = undefined
    }
    if (signApiKey && SignConfig.apiKey !== signApiKey) {
      SignConfig.apiKey = signApiKey
      SignConfig.cachedInstance = undefined
    }
  }

  #connection(username: string) {
    const { connectionOptions = {} } = this.options
    const options = {
      ...connectionOptions,
      // Never retry inside the library: the connection manager owns backoff and rate limits.
      webClientOptions: { ...connectionOptions.webClientOptions, retry: { limit: 0 } },
    }
    const connection = new TikTokLiveConnection(username, options as TikTokLiveConstructorConnectionOptions)
    inFrameOrder(connection)
    eventsOf(connection).on(ControlEvent.ERROR, ({ info, exception }) =>
      logger.debug({ err: exception, username }, `tiktok-live-connector: ${info}`)
    )
    return connection
  }

  #translate(error: unknown): Error {
    if (error instanceof UserOfflineError) return new NotLiveError((error as Error).message)
    if (error instanceof SignatureRateLimitError) return new RateLimitedError(error.message, this.#rateLimitWait(error))
    if (error instanceof SignAPIError) return new SignServerError(error.message)
    return new ConnectFailedError(error instanceof Error ? error.message : String(error))
  }

  /** The wait the 429's headers ask for, else the default. */
  #rateLimitWait(error: SignatureRateLimitError) {
    return rateLimitWaitMs(rateLimitHeaders.get(error) ?? {}) ?? this.options.defaultRetryAfterMs ?? 60_000
  }

  async isLive(username: string) {
    try {
      return await this.#connection(username).fetchIsLive()
    } catch (error) {
      throw this.#translate(error)
    }
  }

  async connect(username: string, handlers: SessionHandlers): Promise<LiveSession> {
    const connection = this.#connection(username)
    const events = eventsOf(connection)
    const forward = (event: Promise<unknown>) => {
      event.catch((error) => logger.error({ err: error, username }, 'live event failed'))
    }
    events.on(ControlEvent.WEBSOCKET_DATA, () => handlers.frame())
    listen(connection, WebcastEvent.GIFT, (data) => forward(handlers.event(giftFromMessage(data))))
    listen(connection, WebcastEvent.CHAT, (data) => forward(handlers.event(chatFromMessage(data))))
    // The connector fires its stream end for a suspension too (and disconnects): a suspended stream
    // is a pause, so the drop that follows reconnects and the live session (and a match) stays open.
    listen(connection, WebcastEvent.STREAM_END, ({ action }) => {
      if (action === ControlAction.CONTROL_ACTION_STREAM_SUSPENDED) countSuspension()
      else forward(handlers.event({ type: 'streamEnd' }))
    })
    // The host's id tells a card used for this stream from one used for the other streamer.
    let ownerId: string | null = null
    // Match messages name the sides by the host's id: those arriving before the room info wait for it.
    let waitingForOwner: (() => DecodedMatchMessage)[] | null = []
    const emitMatch = (decoded: DecodedMatchMessage) => {
      countMatchMessage(decoded)
      if (decoded.kind === 'event') forward(handlers.event(decoded.event))
      else if (decoded.kind === 'malformed') logger.warn({ username, reason: decoded.reason }, 'match message skipped')
    }
    const match = (decode: () => DecodedMatchMessage) => {
      if (waitingForOwner) waitingForOwner.push(decode)
      else emitMatch(decode())
    }
    listen(connection, WebcastEvent.LINK_MIC_BATTLE, (data) => match(() => decodeBattle(data, ownerId)))
    listen(connection, WebcastEvent.LINK_MIC_ARMIES, (data) => match(() => decodeArmies(data, ownerId)))
    listen(connection, WebcastEvent.LINK_MIC_BATTLE_PUNISH_FINISH, (data) => match(() => decodePunishFinish(data)))
    listen(connection, WebcastEvent.LINK_MIC_BATTLE_ITEM_CARD, (data) => {
      const decoded = decodeBattleItem(data, ownerId)
      countBattleItem(decoded)
      if (decoded.kind === 'event') forward(handlers.event(decoded.event))
      else if (decoded.kind === 'malformed') logger.warn({ username, reason: decoded.reason }, 'battle item skipped')
    })
    const { roomId, roomInfo } = await connection.connect().catch((error) => {
      throw this.#translate(error)
    })
    ownerId = roomOwnerId(roomInfo)
    const waiting = waitingForOwner
    waitingForOwner = null
    for (const decode of waiting) emitMatch(decode())
    let closing = false
    events.on(ControlEvent.DISCONNECTED, ({ reason }) => {
      if (!closing) handlers.closed(reason || 'connection closed')
    })
    return {
      roomId: roomId || null,
      close: async () => {
        closing = true
        events.removeAllListeners()
        await connection.disconnect()
      },
      // The connector's websocket is a `ws` client: paused, it stops reading and TCP pushes back.
      pause: () => socketOf(connection)?.pause(),
      resume: () => socketOf(connection)?.resume(),
    }
  }
}
