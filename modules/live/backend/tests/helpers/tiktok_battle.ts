import { performance } from 'node:perf_hooks'
import type { StandInGift, StandInMessage, TiktokStandIn } from './tiktok_standin.js'

/**
 * A scripted TikTok battle played through the stand-in: steps one after the other.
 * - storm: for `seconds`, gifts at `giftsPerSecond` (a `streakShare` of them streaks sent over
 *   `streakFrames` frames `streakFrameMs` apart, one repeatEnd at the last; every `longStreakEvery`-th
 *   streak a long one of `longStreakFrames` frames `longStreakFrameMs` apart) and chat at `chatPerSecond`, every
 *   `commandEvery`-th message a real command (`!status`, or a moderator's `@player !glove`); and
 *   `noisePerSecond` likes, member joins and follows (which Powerdeck does not handle).
 *   Everything due in one tick travels in one frame (TikTok batches). The step ends once every
 *   started streak has ended.
 * - stall: the room's socket goes silent (no frame at all) for `seconds`; nothing is sent meanwhile.
 * - disconnect: the room's sockets are cut; the player waits until the server is back.
 * - changeRoom: the stream continues in a new room; the player waits until the server is there.
 */
export type BattleStep =
  | {
      kind: 'storm'
      seconds: number
      giftsPerSecond?: number
      chatPerSecond?: number
      streakShare?: number
      streakFrames?: number
      streakFrameMs?: number
      longStreakEvery?: number
      longStreakFrames?: number
      longStreakFrameMs?: number
      commandEvery?: number
      noisePerSecond?: number
    }
  | { kind: 'stall'; seconds: number }
  | { kind: 'disconnect' }
  | { kind: 'changeRoom' }

export interface BattleOptions {
  /** The streamer (the room is the stand-in's room of this user). */
  username: string
  /** Gifter uniqueIds are `${gifterPrefix}${sequence}`: one gifter per gift, so a push names its gift. */
  gifterPrefix: string
  /** TikTok username of a moderator allowed to grant; without one the grant commands are denied. */
  moderator?: string
  /** A command's target player. */
  player?: string
  /** Frames are sent this often (default 20 ms). */
  tickMs?: number
  /** Chat comes from this many viewers in turn (default 500). */
  chatters?: number
  /** How long to wait for the server to reconnect after a disconnect or room change (default 60 s). */
  reconnectTimeoutMs?: number
}

/** A gift as the platform credits it (its last frame), with when that frame was sent. */
export interface SentGift {
  msgId: string
  gifter: string
  diamonds: number
  repeatCount: number
  /** performance.now() when the crediting frame left. */
  sentAt: number
}

export interface BattleResult {
  /** Credited gifts by gifter uniqueId. */
  gifts: Map<string, SentGift>
  expectedDiamonds: number
  giftMessages: number
  chats: number
  /** Likes, member joins and follows. */
  noise: number
  /** msgIds of the chat messages that are commands. */
  commands: string[]
  frames: number
  /** Per disconnect or room change: how long until the server was connected again (null: never). */
  reconnects: { kind: 'disconnect' | 'changeRoom'; ms: number | null }[]
  seconds: number
}

/** Gifts of the battle, picked by sequence: streakable ones (giftType 1) and big single ones. */
const STREAKABLE = [
  { giftName: 'Rose', diamondCount: 1 },
  { giftName: 'Finger Heart', diamondCount: 5 },
  { giftName: 'Doughnut', diamondCount: 30 },
]
const SINGLE = [
  { giftName: 'Rose', giftType: 1, diamondCount: 1 },
  { giftName: 'Galaxy', giftType: 2, diamondCount: 1000 },
  { giftName: 'Lion', giftType: 2, diamondCount: 29999 },
  { giftName: 'Perfume', giftType: 2, diamondCount: 20 },
]

/** TikTok message ids are int64 digits; unique across every battle of the process. */
let nextMsgId = 7_400_000_000_000_000
const msgId = () => String(++nextMsgId)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export class TiktokBattle {
  readonly result: BattleResult = {
    gifts: new Map(),
    expectedDiamonds: 0,
    giftMessages: 0,
    chats: 0,
    noise: 0,
    commands: [],
    frames: 0,
    reconnects: [],
    seconds: 0,
  }
  #giftSequence = 0
  #chatSequence = 0
  #streaks = 0

  constructor(
    private standIn: TiktokStandIn,
    private options: BattleOptions
  ) {}

  async play(steps: BattleStep[]) {
    const started = performance.now()
    for (const step of steps) {
      if (step.kind === 'storm') await this.#storm(step)
      else if (step.kind === 'stall') await this.#stall(step.seconds)
      else await this.#interrupt(step.kind)
    }
    this.result.seconds = (performance.now() - started) / 1000
    return this.result
  }

  async #storm(step: Extract<BattleStep, { kind: 'storm' }>) {
    const tickMs = this.options.tickMs ?? 20
    const giftRate = step.giftsPerSecond ?? 0
    const chatRate = step.chatPerSecond ?? 0
    const streakShare = step.streakShare ?? 1 / 3
    const totalGifts = Math.round(giftRate * step.seconds)
    const totalChats = Math.round(chatRate * step.seconds)
    const noiseRate = step.noisePerSecond ?? 0
    const totalNoise = Math.round(noiseRate * step.seconds)
    let noise = 0
    /** Streak frames still to send, with when they are due. */
    let pending: { dueAt: number; gift: StandInGift }[] = []
    let gifts = 0
    let chats = 0
    const started = performance.now()
    while (gifts < totalGifts || chats < totalChats || noise < totalNoise || pending.length) {
      const elapsed = performance.now() - started
      const batch: StandInMessage[] = []
      const credited: StandInGift[] = []
      for (const due = Math.min(totalGifts, Math.floor((elapsed / 1000) * giftRate)); gifts < due; gifts++) {
        // Spread the streaks evenly: gift n is a streak when the running share crosses a whole number.
        const isStreak = Math.floor((gifts + 1) * streakShare) > Math.floor(gifts * streakShare)
        if (!isStreak) {
          const gift = this.#single()
          batch.push({ gift })
          credited.push(gift)
          continue
        }
        const longFrames = step.longStreakFrames ?? 30
        const longSpacing = step.longStreakFrameMs ?? step.streakFrameMs ?? 100
        // A long streak starts only if it ends within the step, so the step keeps its length.
        const long =
          step.longStreakEvery &&
          ++this.#streaks % step.longStreakEvery === 0 &&
          elapsed + longFrames * longSpacing <= step.seconds * 1000
        const frames = long ? longFrames : (step.streakFrames ?? 3)
        const spacing = long ? longSpacing : (step.streakFrameMs ?? 100)
        const streak = this.#streak(frames)
        batch.push({ gift: streak[0] })
        if (streak[0].repeatEnd) credited.push(streak[0])
        streak.slice(1).forEach((gift, index) => {
          pending.push({ dueAt: elapsed + (index + 1) * spacing, gift })
        })
      }
      for (const due = Math.min(totalChats, Math.floor((elapsed / 1000) * chatRate)); chats < due; chats++) {
        batch.push({ chat: this.#chat(step.commandEvery) })
      }
      for (const due = Math.min(totalNoise, Math.floor((elapsed / 1000) * noiseRate)); noise < due; noise++) {
        batch.push({ roomNoise: noise })
      }
      const dueFrames = pending.filter((frame) => frame.dueAt <= elapsed)
      if (dueFrames.length) {
        pending = pending.filter((frame) => frame.dueAt > elapsed)
        for (const { gift } of dueFrames) {
          batch.push({ gift })
          if (gift.repeatEnd) credited.push(gift)
        }
      }
      if (batch.length) this.#send(batch, credited)
      await sleep(tickMs)
    }
  }

  #send(batch: StandInMessage[], credited: StandInGift[]) {
    this.standIn.sendBatch(this.options.username, batch)
    const sentAt = performance.now()
    this.result.frames += 1
    for (const message of batch) {
      if ('gift' in message) this.result.giftMessages += 1
      else if ('chat' in message) this.result.chats += 1
      else this.result.noise += 1
    }
    for (const gift of credited) {
      const diamonds = gift.diamondCount * gift.repeatCount
      this.result.expectedDiamonds += diamonds
      this.result.gifts.set(gift.uniqueId, {
        msgId: gift.msgId,
        gifter: gift.uniqueId,
        diamonds,
        repeatCount: gift.repeatCount,
        sentAt,
      })
    }
  }

  #gifter() {
    const sequence = ++this.#giftSequence
    return { uniqueId: `${this.options.gifterPrefix}${sequence}`, userId: String(6_000_000_000 + sequence) }
  }

  #single(): StandInGift {
    const kind = SINGLE[this.#giftSequence % SINGLE.length]
    return { ...this.#gifter(), ...kind, msgId: msgId(), repeatCount: 1, repeatEnd: true }
  }

  /** One streak: frames with repeatCount 1..frames, the same groupId, repeatEnd on the last only. */
  #streak(frames: number): StandInGift[] {
    const gifter = this.#gifter()
    const kind = STREAKABLE[this.#giftSequence % STREAKABLE.length]
    const groupId = msgId()
    return Array.from({ length: frames }, (_, index) => ({
      ...gifter,
      ...kind,
      giftType: 1,
      groupId,
      msgId: msgId(),
      repeatCount: index + 1,
      repeatEnd: index === frames - 1,
    }))
  }

  #chat(commandEvery = 0) {
    const sequence = ++this.#chatSequence
    const id = msgId()
    const viewer = `viewer${sequence % (this.options.chatters ?? 500)}`
    if (commandEvery && sequence % commandEvery === 0) {
      this.result.commands.push(id)
      const grant = (sequence / commandEvery) % 2 === 0
      if (grant) {
        const sender = this.options.moderator ?? viewer
        return { msgId: id, uniqueId: sender, comment: `@${this.options.player ?? 'battle_player'} !glove` }
      }
      return { msgId: id, uniqueId: viewer, comment: '!status' }
    }
    return { msgId: id, uniqueId: viewer, comment: `let's go ${sequence}` }
  }

  async #stall(seconds: number) {
    this.standIn.stall(this.options.username)
    await sleep(seconds * 1000)
    this.standIn.unstall(this.options.username)
  }

  async #interrupt(kind: 'disconnect' | 'changeRoom') {
    const { username } = this.options
    if (kind === 'disconnect') this.standIn.dropConnections(username)
    else this.standIn.changeRoom(username)
    const started = performance.now()
    const deadline = started + (this.options.reconnectTimeoutMs ?? 60_000)
    // The cut sockets close first (the new room of a room change starts empty).
    while (this.standIn.connections(username) > 0 && performance.now() < deadline) await sleep(10)
    while (this.standIn.connections(username) === 0 && performance.now() < deadline) await sleep(20)
    const back = this.standIn.connections(username) > 0
    this.result.reconnects.push({ kind, ms: back ? performance.now() - started : null })
  }
}
