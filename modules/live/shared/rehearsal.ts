/**
 * The simulator's rehearsal stream: a seeded, deterministic sequence of live events (go live,
 * gifts with TikTok's names and diamond values, interleaved streaks, chat with commands, stream
 * end). The same seed and options always give the same events; `runId` keeps message ids of two
 * runs apart (the server ignores a msgId it has seen).
 */
import { BATTLE_CARDS, type BattleCard, type BattleItemEvent, type ChatEvent, type GiftEvent } from './live.js'

/** Gifts as TikTok names and prices them; streakable ones are giftType 1. */
export const GIFT_CATALOG = [
  { name: 'Rose', diamonds: 1, streakable: true },
  { name: 'TikTok', diamonds: 1, streakable: true },
  { name: 'GG', diamonds: 1, streakable: true },
  { name: 'Ice Cream Cone', diamonds: 1, streakable: true },
  { name: 'Finger Heart', diamonds: 5, streakable: true },
  { name: 'Perfume', diamonds: 20, streakable: true },
  { name: 'Doughnut', diamonds: 30, streakable: true },
  { name: 'Hand Hearts', diamonds: 100, streakable: false },
  { name: 'Confetti', diamonds: 100, streakable: false },
  { name: 'Sunglasses', diamonds: 199, streakable: false },
  { name: 'Corgi', diamonds: 299, streakable: false },
  { name: 'Money Gun', diamonds: 500, streakable: false },
  { name: 'Galaxy', diamonds: 1000, streakable: false },
  { name: 'Whale diving', diamonds: 2150, streakable: false },
  { name: 'Lion', diamonds: 29999, streakable: false },
] as const

const VIEWERS = [
  { uniqueId: 'luna.plays', nickname: 'Luna' },
  { uniqueId: 'max_power99', nickname: 'Max Power' },
  { uniqueId: 'sofia.gg', nickname: 'Sofía' },
  { uniqueId: 'kenji_live', nickname: 'Kenji' },
  { uniqueId: 'amara.x', nickname: 'Amara' },
  { uniqueId: 'noah_builds', nickname: 'Noah B.' },
  { uniqueId: 'zoe_starlight', nickname: 'Zoe ✨' },
  { uniqueId: 'diego.fps', nickname: 'Diego' },
  { uniqueId: 'unknown', nickname: '' },
] as const

const CHATTER = [
  'hello from Lisbon!',
  "let's gooo",
  'what map is this?',
  'GG',
  'that play was insane',
  'first time here 👋',
  'can you say hi to my brother?',
  'W stream',
] as const

/** mulberry32: a small seeded PRNG, identical on every platform. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface RehearsalOptions {
  seed: number
  /** Prefix of every msgId; defaults to `sim<seed>`. */
  runId?: string
  /** TikTok handles of moderators who type `@player !glove` now and then. */
  moderators?: readonly string[]
  /** Player names the moderators mention; defaults to the viewers' handles. */
  players?: readonly string[]
  /** TikTok battle cards now and then: awarded to viewers, some of them used later. */
  battleItems?: boolean
}

interface OpenStreak {
  viewer: (typeof VIEWERS)[number]
  gift: (typeof GIFT_CATALOG)[number]
  repeatCount: number
  length: number
}

/** The events between going live and the stream's end, without end. */
export function* rehearsalEvents(options: RehearsalOptions): Generator<GiftEvent | ChatEvent | BattleItemEvent> {
  const random = seededRandom(options.seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]
  const runId = options.runId ?? `sim${options.seed}`
  const moderators = options.moderators ?? []
  const players = options.players?.length ? options.players : VIEWERS.slice(0, 6).map((v) => v.uniqueId)
  const commandWords = ['glove', 'mist', 'timemaker', 'hammer', 'no2', 'no3']
  const open: OpenStreak[] = []
  let sequence = 0
  const msgId = () => `${runId}-${++sequence}`

  const giftEvent = (streak: Omit<OpenStreak, 'length'>, repeatEnd: boolean): GiftEvent => ({
    type: 'gift',
    msgId: msgId(),
    uniqueId: streak.viewer.uniqueId,
    nickname: streak.viewer.nickname,
    giftName: streak.gift.name,
    giftType: streak.gift.streakable ? 1 : 2,
    diamondCount: streak.gift.diamonds,
    repeatCount: streak.repeatCount,
    repeatEnd,
  })
  const chatEvent = (uniqueId: string, nickname: string, comment: string): ChatEvent => ({
    type: 'chat',
    msgId: msgId(),
    uniqueId,
    nickname,
    comment,
  })

  // Viewers with a TikTok id (the 'unknown' one has none), and the cards awarded but not used yet.
  const cardHolders = VIEWERS.slice(0, -1).map((viewer, index) => ({
    ...viewer,
    userId: String(6_300_000_001 + index),
  }))
  const awarded: { holder: (typeof cardHolders)[number]; card: BattleCard }[] = []
  const battleItem = (): BattleItemEvent => {
    if (awarded.length && random() < 0.5) {
      const [{ holder, card }] = awarded.splice(Math.floor(random() * awarded.length), 1)
      return { type: 'battleItem', msgId: msgId(), action: 'use', card, users: [holder] }
    }
    const card = pick(BATTLE_CARDS)
    const holder = pick(cardHolders)
    awarded.push({ holder, card })
    return { type: 'battleItem', msgId: msgId(), action: 'award', card, users: [holder] }
  }

  while (true) {
    const roll = random()
    if (options.battleItems && roll >= 0.95) {
      yield battleItem()
    } else if (open.length && roll < 0.3) {
      const streak = open[Math.floor(random() * open.length)]
      streak.repeatCount += 1
      const ends = streak.repeatCount >= streak.length
      if (ends) open.splice(open.indexOf(streak), 1)
      yield giftEvent(streak, ends)
    } else if (roll < 0.65) {
      const viewer = pick(VIEWERS)
      const gift = random() < 0.75 ? pick(GIFT_CATALOG.slice(0, 7)) : pick(GIFT_CATALOG.slice(7))
      if (gift.streakable) {
        const streak = { viewer, gift, repeatCount: 1, length: 1 + Math.floor(random() * 9) }
        // TikTok sends a streakable gift at least twice: in progress, then repeatEnd.
        open.push(streak)
        yield giftEvent(streak, false)
      } else {
        yield giftEvent({ viewer, gift, repeatCount: 1 }, true)
      }
    } else if (roll < 0.78 && moderators.length) {
      yield chatEvent(pick(moderators), 'Moderator', `@${pick(players)} !${pick(commandWords)}`)
    } else if (roll < 0.84) {
      const viewer = pick(VIEWERS)
      yield chatEvent(viewer.uniqueId, viewer.nickname, random() < 0.5 ? '!status' : '!statusnow')
    } else {
      const viewer = pick(VIEWERS)
      yield chatEvent(viewer.uniqueId, viewer.nickname, pick(CHATTER))
    }
  }
}
