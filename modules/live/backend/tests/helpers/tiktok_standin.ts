import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { WebSocketServer, type WebSocket } from 'ws'
import {
  BattleBaseUserInfo,
  BattleCardMsgType,
  BattleUserInfo,
  CommonCardInfo,
  CommonMessageData,
  ExtraTimeCardInfo,
  ImageModel,
  MessageCommonText,
  SmokeCardInfo,
  UseExtraTimeCard,
  UseSmokeCard,
  UseVaultGloveCard,
  VaultGloveCardInfo,
  ControlAction,
  ProtoMessageFetchResult,
  User,
  WebcastControlMessage,
  WebcastLikeMessage,
  WebcastLinkMicBattleItemCard,
  WebcastMemberMessage,
  WebcastRoomUserSeqMessage,
  WebcastSocialMessage,
  createBaseWebcastPushFrame,
} from 'tiktok-live-connector'
import type { ConnectionOverrides } from '../../drivers/tiktok_driver.js'
import { encodeChat, encodeGift, type StandInChat, type StandInGift } from './tiktok_wire.js'

export type { StandInChat, StandInGift } from './tiktok_wire.js'

const EMPTY = new Uint8Array(0)
type Listening = { close(callback?: (error?: Error) => void): unknown; address(): AddressInfo | string | null }
const portOf = (server: Listening) => (server.address() as AddressInfo).port

/** A self-signed certificate for 127.0.0.1, trusted by the connector through `certificateAuthority`. */
function localCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'tiktok-standin-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' }
    )
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A rate-limited sign call: `retryAfter` seconds and/or the quota's reset (epoch seconds). */
export interface StandInRateLimit {
  retryAfter?: number
  resetAt?: number
}

/** Gift, chat and battle card messages the stand-in keeps per room for replays. */
const REPLAY_HISTORY = 1_000

/** A viewer a battle card names. */
export interface StandInBattleUser {
  userId: string
  uniqueId: string
  nickname?: string
}

/**
 * A battle item card: an award notice naming its card in its text key (as TikTok's translation
 * keys do) and its viewers, or the use of a card (`msgType`) by a viewer for a streamer (`anchorId`,
 * the host's id by default).
 */
export type StandInBattleItem =
  | { msgId: string; award: { textKey: string; users: StandInBattleUser[] } }
  | { msgId: string; use: { msgType: BattleCardMsgType; user: StandInBattleUser; anchorId?: string } }

/**
 * One entry of a batch: a gift, a chat message, or one of the messages a busy room also sends that
 * Powerdeck does not handle (`roomNoise`: a like, a member join, a follow), picked by number.
 */
export type StandInMessage = { gift: StandInGift } | { chat: StandInChat } | { roomNoise: number }

export interface Encoded {
  method: string
  payload: Uint8Array
}

/**
 * A local stand-in of TikTok for the real tiktok-live-connector, on 127.0.0.1 only:
 * - the web host (HTTPS): `/@user/live` (SIGI_STATE: room id and live status) and
 *   `/webcast/room/info/` (room status, 4 = offline);
 * - the sign server (HTTP): `/webcast/rooms/:id/connect` answers a ProtoMessageFetchResult
 *   whose pushServer is the local websocket, or a 429 with Retry-After when told to;
 * - the webcast websocket: frames built with the connector's own protobuf types, a keep-alive
 *   frame every `keepAliveMs` while the room is live, and the failures TikTok shows under load
 *   (stalls, room changes, replays after a reconnect, batched frames).
 */
export class TiktokStandIn {
  /** Live state per username; unknown usernames are offline. */
  readonly live = new Map<string, boolean>()
  signCalls = 0
  /**
   * The next sign call answers 429: a number is its Retry-After (seconds); an object can also
   * carry `x-ratelimit-reset` (`resetAt`, epoch seconds), or only that.
   */
  rateLimitNext: number | StandInRateLimit | null = null
  /** The next sign call fails with this status (a sign server error). */
  failNext: number | null = null
  /** A user's room when it is not the default one (a new stream gets a new room). */
  readonly rooms = new Map<string, string>()
  #keepAliveMs = 1_000
  /** A new socket first receives this many of the last gift/chat messages sent to its room. */
  replayOnConnect = 0
  #stalled = new Set<string>()
  #history = new Map<string, Encoded[]>()
  #keepAlive: NodeJS.Timeout | null = null
  #roomSequence = 0
  #sockets = new Map<string, Set<WebSocket>>()
  #certificate = localCertificate()
  #web = createHttpsServer(this.#certificate, (req, res) => this.#onWeb(req, res))
  #sign = createHttpServer((req, res) => this.#onSign(req, res))
  #ws = new WebSocketServer({ noServer: true })
  #wsHttp = createHttpServer()
  #sequence = 0

  static async start(options: { keepAliveMs?: number; replayOnConnect?: number } = {}) {
    const standIn = new TiktokStandIn()
    standIn.#keepAliveMs = options.keepAliveMs ?? standIn.#keepAliveMs
    standIn.replayOnConnect = options.replayOnConnect ?? standIn.replayOnConnect
    await standIn.#listen()
    return standIn
  }

  /** While a room is live and not stalled, a harmless frame (viewer count) comes this often. */
  get keepAliveMs() {
    return this.#keepAliveMs
  }

  set keepAliveMs(ms: number) {
    this.#keepAliveMs = ms
    if (!this.#keepAlive) return
    clearTimeout(this.#keepAlive)
    this.#scheduleKeepAlive()
  }

  async #listen() {
    this.#wsHttp.on('upgrade', (request, socket, head) => {
      this.#ws.handleUpgrade(request, socket, head, (ws) => this.#onSocket(ws, request))
    })
    const listen = (server: { listen(port: number, host: string, cb: () => void): unknown }) =>
      new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    await Promise.all([listen(this.#web), listen(this.#sign), listen(this.#wsHttp)])
    this.#scheduleKeepAlive()
  }

  #scheduleKeepAlive() {
    this.#keepAlive = setTimeout(() => {
      for (const username of this.live.keys()) {
        if (this.live.get(username) && !this.#stalled.has(username)) this.#push(username, [this.#viewerCount()])
      }
      this.#scheduleKeepAlive()
    }, this.#keepAliveMs)
    this.#keepAlive.unref()
  }

  #viewerCount(): Encoded {
    const payload = WebcastRoomUserSeqMessage.encode({
      ...WebcastRoomUserSeqMessage.decode(EMPTY),
      common: this.#common(String(8_000_000 + ++this.#sequence)),
      total: '1000',
      totalUser: '1000',
    }).finish()
    return { method: 'WebcastRoomUserSeqMessage', payload }
  }

  /** Options that point a TikTokLiveConnection at this stand-in. */
  get signApiUrl() {
    return `http://127.0.0.1:${portOf(this.#sign)}`
  }

  /** host:port of the HTTPS web host (TikTok's web and webcast hosts). */
  get webHost() {
    return `127.0.0.1:${portOf(this.#web)}`
  }

  /** The web host's self-signed certificate (PEM), the CA a client must trust. */
  get certificatePem() {
    return this.#certificate.cert.toString()
  }

  connectionOptions(): ConnectionOverrides {
    const host = this.webHost
    return {
      webConfigOverrides: { TIKTOK_HOST_WEB: host, TIKTOK_HOST_WEBCAST: host },
      webClientOptions: {
        https: { certificateAuthority: this.#certificate.cert },
      } as ConnectionOverrides['webClientOptions'],
    }
  }

  roomIdOf(username: string) {
    const room = this.rooms.get(username)
    if (room) return room
    let hash = 7
    for (const char of username.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_007
    return `7${hash}`
  }

  /** The streamer's TikTok user id (the room info's owner). */
  ownerIdOf(username: string) {
    return `9${this.roomIdOf(username).slice(1)}`
  }

  /** Open websocket connections to a user's room. */
  connections(username: string) {
    return this.#sockets.get(this.roomIdOf(username))?.size ?? 0
  }

  #json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
    res.end(JSON.stringify(body))
  }

  #usernameOfRoom(roomId: string) {
    return [...this.live.keys()].find((username) => this.roomIdOf(username) === roomId) ?? null
  }

  #onWeb(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'https://127.0.0.1')
    const page = /^\/@([^/]+)\/live$/.exec(url.pathname)
    if (page) {
      const username = decodeURIComponent(page[1])
      const state = {
        LiveRoom: {
          liveRoomUserInfo: {
            user: { uniqueId: username, roomId: this.roomIdOf(username) },
            liveRoom: { status: this.live.get(username) ? 2 : 4 },
          },
        },
      }
      res.writeHead(200, { 'Content-Type': 'text/html' })
      res.end(
        `<html><body><script id="SIGI_STATE" type="application/json">${JSON.stringify(state)}</script></body></html>`
      )
      return
    }
    if (url.pathname === '/webcast/room/info/') {
      const username = this.#usernameOfRoom(url.searchParams.get('room_id') ?? '')
      const status = username && this.live.get(username) ? 2 : 4
      return this.#json(res, 200, { data: { status, owner: username ? { id_str: this.ownerIdOf(username) } : null } })
    }
    this.#json(res, 404, { message: 'not found' })
  }

  #onSign(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const connect = /^\/webcast\/rooms\/([^/]+)\/connect$/.exec(url.pathname)
    if (!connect) return this.#json(res, 404, { message: 'not found' })
    this.signCalls += 1
    if (this.rateLimitNext !== null) {
      const limit = typeof this.rateLimitNext === 'number' ? { retryAfter: this.rateLimitNext } : this.rateLimitNext
      this.rateLimitNext = null
      const headers: Record<string, string> = {}
      if (limit.retryAfter !== undefined) headers['retry-after'] = String(limit.retryAfter)
      if (limit.resetAt !== undefined) headers['x-ratelimit-reset'] = String(limit.resetAt)
      return this.#json(res, 429, { message: 'Too many connections', limit_label: 'per-minute' }, headers)
    }
    if (this.failNext !== null) {
      const status = this.failNext
      this.failNext = null
      return this.#json(res, status, { message: 'Sign server failure' })
    }
    const roomId = connect[1]
    const result = ProtoMessageFetchResult.encode({
      ...ProtoMessageFetchResult.decode(EMPTY),
      cursor: `cursor-${roomId}`,
      internalExt: `ext-${roomId}`,
      pushServer: `ws://127.0.0.1:${portOf(this.#wsHttp)}/webcast/im/`,
      fetchInterval: '1000',
      now: String(Date.now()),
    }).finish()
    res.writeHead(200, {
      'Content-Type': 'application/protobuf',
      'x-set-tt-cookie': 'ttwid=standin; tt-target-idc=useast1a',
      'x-room-id': roomId,
    })
    res.end(Buffer.from(result))
  }

  #onSocket(ws: WebSocket, request: IncomingMessage) {
    const roomId = new URL(request.url ?? '/', 'ws://127.0.0.1').searchParams.get('room_id') ?? ''
    const sockets = this.#sockets.get(roomId) ?? new Set()
    sockets.add(ws)
    this.#sockets.set(roomId, sockets)
    ws.on('close', () => sockets.delete(ws))
    const replay = this.replayOnConnect > 0 ? (this.#history.get(roomId) ?? []).slice(-this.replayOnConnect) : []
    if (replay.length) ws.send(this.#frame(replay))
  }

  /**
   * One push frame carrying `messages` to every socket in the user's room; nothing while the
   * user is stalled. Gifts and chats (`remember`) join the room's history either way.
   */
  #push(username: string, messages: Encoded[], remember = false) {
    const roomId = this.roomIdOf(username)
    if (remember) this.#remember(roomId, messages)
    if (this.#stalled.has(username)) return
    const sockets = this.#sockets.get(roomId)
    if (!sockets?.size) return
    const frame = this.#frame(messages)
    for (const socket of sockets) socket.send(frame)
  }

  #remember(roomId: string, messages: Encoded[]) {
    const history = this.#history.get(roomId) ?? []
    history.push(...messages)
    // Trimmed in steps so a storm does not copy the array on every message.
    if (history.length > 2 * REPLAY_HISTORY) history.splice(0, history.length - REPLAY_HISTORY)
    this.#history.set(roomId, history)
  }

  #frame(messages: Encoded[]) {
    const fetchResult = ProtoMessageFetchResult.encode({
      ...ProtoMessageFetchResult.decode(EMPTY),
      messages: messages.map((message) => ({
        method: message.method,
        payload: Buffer.from(message.payload),
        msgId: String(++this.#sequence),
        msgType: 0,
        offset: '0',
        isHistory: false,
        sampleFlag: 0,
      })),
      cursor: `cursor-${this.#sequence}`,
      internalExt: `ext-${this.#sequence}`,
    }).finish()
    return createBaseWebcastPushFrame({
      seqId: String(this.#sequence),
      logId: String(this.#sequence),
      payloadType: 'msg',
      payload: Buffer.from(fetchResult),
    }).finish()
  }

  #common(msgId: string) {
    return { ...CommonMessageData.decode(EMPTY), msgId, createTime: String(Date.now()) }
  }

  #gift(gift: StandInGift): Encoded {
    return { method: 'WebcastGiftMessage', payload: encodeGift(gift) }
  }

  #chat(chat: StandInChat): Encoded {
    return { method: 'WebcastChatMessage', payload: encodeChat(chat) }
  }

  /** Likes, member joins and follows with a viewer as TikTok describes one (avatar links included), encoded once. */
  #noise = (() => {
    let built: Encoded[] | null = null
    return (index: number) => {
      built ??= Array.from({ length: 30 }, (_, n) => this.#noiseMessage(n))
      return built[index % built.length]
    }
  })()

  #noiseMessage(n: number): Encoded {
    const avatar = (size: number) =>
      `https://p16-sign-va.tiktokcdn.com/tos-maliva-avt-0068/${n.toString(16).padStart(32, '0')}~c5_${size}x${size}.webp`
    const user = {
      ...User.decode(EMPTY),
      id: String(7_000_000_000 + n),
      nickname: `Viewer ${n}`,
      displayId: `viewer_${n}`,
      secUid: `MS4wLjABAAAA${'s'.repeat(64)}${n}`,
      avatarThumb: { ...ImageModel.decode(EMPTY), urlList: [avatar(100), avatar(100)] },
      avatarMedium: { ...ImageModel.decode(EMPTY), urlList: [avatar(720), avatar(720)] },
      avatarLarge: { ...ImageModel.decode(EMPTY), urlList: [avatar(1080), avatar(1080)] },
    }
    const common = this.#common(String(9_000_000 + n))
    if (n % 3 === 0) {
      const message = { ...WebcastLikeMessage.decode(EMPTY), common, user, count: 15, total: String(100_000 + n) }
      return { method: 'WebcastLikeMessage', payload: WebcastLikeMessage.encode(message).finish() }
    }
    if (n % 3 === 1) {
      const message = { ...WebcastMemberMessage.decode(EMPTY), common, user, memberCount: 5_000 + n }
      return { method: 'WebcastMemberMessage', payload: WebcastMemberMessage.encode(message).finish() }
    }
    const message = { ...WebcastSocialMessage.decode(EMPTY), common, user, followCount: String(n) }
    return { method: 'WebcastSocialMessage', payload: WebcastSocialMessage.encode(message).finish() }
  }

  /** A WebcastLinkMicBattleItemCard encoded with the connector's own protobuf types. */
  #battleItem(username: string, item: StandInBattleItem): Encoded {
    const battleUser = (user: StandInBattleUser) => ({
      ...BattleUserInfo.decode(EMPTY),
      user: {
        ...BattleBaseUserInfo.decode(EMPTY),
        userId: user.userId,
        nickName: user.nickname ?? '',
        displayId: user.uniqueId,
      },
    })
    const message = { ...WebcastLinkMicBattleItemCard.decode(EMPTY), common: this.#common(item.msgId) }
    if ('award' in item) {
      message.msgType = BattleCardMsgType.AWARD_CARD_NOTICE
      message.awardCardNotice = {
        displayContent: { ...MessageCommonText.decode(EMPTY), key: item.award.textKey },
        awardedUsers: item.award.users.map(battleUser),
      }
    } else {
      const { msgType, user, anchorId = this.ownerIdOf(username) } = item.use
      message.msgType = msgType
      const sendUser = battleUser(user)
      // Glove and top 2/3 cards keep their sender under `common`, the others directly.
      if (msgType === BattleCardMsgType.USE_VAULT_GLOVE_CARD) {
        message.useVaultGloveCard = {
          ...UseVaultGloveCard.decode(EMPTY),
          anchorId,
          cardInfo: { ...VaultGloveCardInfo.decode(EMPTY), common: { ...CommonCardInfo.decode(EMPTY), sendUser } },
        }
      } else if (msgType === BattleCardMsgType.USE_SMOKE_CARD) {
        message.useSmokeCard = {
          ...UseSmokeCard.decode(EMPTY),
          anchorId,
          cardInfo: { ...SmokeCardInfo.decode(EMPTY), sendUser },
        }
      } else if (msgType === BattleCardMsgType.USE_EXTRA_TIME_CARD) {
        message.useExtraTimeCard = {
          ...UseExtraTimeCard.decode(EMPTY),
          anchorId,
          cardInfo: { ...ExtraTimeCardInfo.decode(EMPTY), sendUser },
        }
      } else {
        throw new Error(`The stand-in does not send card message type ${msgType}`)
      }
    }
    return { method: 'WebcastLinkMicBattleItemCard', payload: WebcastLinkMicBattleItemCard.encode(message).finish() }
  }

  /** A battle card message; kept for replays like gifts and chats. */
  sendBattleItem(username: string, item: StandInBattleItem) {
    this.#push(username, [this.#battleItem(username, item)], true)
  }

  sendGift(username: string, gift: StandInGift) {
    this.#push(username, [this.#gift(gift)], true)
  }

  sendChat(username: string, chat: StandInChat) {
    this.#push(username, [this.#chat(chat)], true)
  }

  /** Many gifts, chats and other room messages in one frame, in order, as TikTok batches them under load. */
  sendBatch(username: string, messages: StandInMessage[]) {
    const encoded = messages.map((message) =>
      'gift' in message
        ? this.#gift(message.gift)
        : 'chat' in message
          ? this.#chat(message.chat)
          : this.#noise(message.roomNoise)
    )
    this.#push(username, encoded, true)
  }

  /**
   * The user's sockets stay open but receive no frame at all (keep-alive included) until
   * `unstall`; gifts and chats sent meanwhile are lost on those sockets but kept for replays.
   */
  stall(username: string) {
    this.#stalled.add(username)
  }

  unstall(username: string) {
    this.#stalled.delete(username)
  }

  /**
   * The stream restarts in a new room: the old room's sockets are closed (as TikTok does) and the
   * web host names the new room, so a reconnect lands there. Returns the new room id.
   */
  changeRoom(username: string) {
    const oldRoom = this.roomIdOf(username)
    const newRoom = `${oldRoom}${++this.#roomSequence}`
    this.rooms.set(username, newRoom)
    for (const socket of this.#sockets.get(oldRoom) ?? []) socket.close(1000, 'room changed')
    return newRoom
  }

  /** The streamer ends the stream: TikTok's control message, then the user is offline. */
  endStream(username: string) {
    const message = WebcastControlMessage.encode({
      ...WebcastControlMessage.decode(EMPTY),
      common: this.#common(String(9_000_000 + ++this.#sequence)),
      action: ControlAction.CONTROL_ACTION_STREAM_ENDED,
    }).finish()
    this.#push(username, [{ method: 'WebcastControlMessage', payload: message }])
    this.live.set(username, false)
  }

  /** Messages encoded elsewhere (tiktok_match_frames.ts) in one frame, kept for replays like gifts. */
  sendEncoded(username: string, messages: Encoded[]) {
    this.#push(username, messages, true)
  }

  /** TikTok suspends the stream (a pause: the user stays live and comes back in the same room). */
  suspendStream(username: string) {
    const message = WebcastControlMessage.encode({
      ...WebcastControlMessage.decode(EMPTY),
      common: this.#common(String(9_000_000 + ++this.#sequence)),
      action: ControlAction.CONTROL_ACTION_STREAM_SUSPENDED,
    }).finish()
    this.#push(username, [{ method: 'WebcastControlMessage', payload: message }])
  }

  /** Cuts the websockets of one user's room, or every websocket (a network drop). */
  dropConnections(username?: string) {
    const rooms = username
      ? [this.#sockets.get(this.roomIdOf(username)) ?? new Set<WebSocket>()]
      : this.#sockets.values()
    for (const sockets of rooms) for (const socket of sockets) socket.terminate()
  }

  async stop() {
    if (this.#keepAlive) clearTimeout(this.#keepAlive)
    this.#keepAlive = null
    this.dropConnections()
    const close = (server: Listening) => new Promise<void>((resolve) => server.close(() => resolve()))
    this.#ws.close()
    await Promise.all([close(this.#web), close(this.#sign), close(this.#wsHttp)])
  }
}
