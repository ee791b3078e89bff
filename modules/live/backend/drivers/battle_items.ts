import { BattleCardMsgType, type WebcastLinkMicBattleItemCard } from 'tiktok-live-connector'
import type { BattleCard, BattleItemEvent, BattleItemUser } from '../../shared/live.js'

/** The user fields of TikTok's BattleUserInfo the driver reads. */
type BattleUser = { user?: { userId?: string; nickName?: string; displayId?: string } } | undefined
/** The fields every use message carries: its card's info (sender inside, or inside `common`) and the anchor. */
interface UseCard {
  anchorId?: string
  cardInfo?: { sendUser?: BattleUser; common?: { sendUser?: BattleUser } }
}
/** TikTok's Text: a translation key, its default pattern, and its pieces. */
interface DisplayText {
  key?: string
  defaultPattern?: string
  pieces?: { stringValue?: string; patternRefValue?: { key?: string; defaultPattern?: string } }[]
}

/** Each use message: its type, the card it names, and where its body is. */
const USES: { msgType: BattleCardMsgType; card: BattleCard; body: keyof WebcastLinkMicBattleItemCard }[] = [
  { msgType: BattleCardMsgType.USE_VAULT_GLOVE_CARD, card: 'vault_glove', body: 'useVaultGloveCard' },
  { msgType: BattleCardMsgType.USE_SMOKE_CARD, card: 'smoke', body: 'useSmokeCard' },
  { msgType: BattleCardMsgType.USE_EXTRA_TIME_CARD, card: 'extra_time', body: 'useExtraTimeCard' },
  { msgType: BattleCardMsgType.USE_CRITICAL_STRIKE_CARD, card: 'critical_strike', body: 'useCriticalStrikeCard' },
  { msgType: BattleCardMsgType.USE_TOP_2_CARD, card: 'top_2', body: 'useTop2Card' },
  { msgType: BattleCardMsgType.USE_TOP_3_CARD, card: 'top_3', body: 'useTop3Card' },
  { msgType: BattleCardMsgType.USE_POTION_CARD, card: 'potion', body: 'usePotionCard' },
  { msgType: BattleCardMsgType.USE_WAVE_CARD, card: 'wave', body: 'useWaveCard' },
  { msgType: BattleCardMsgType.USE_SPECIAL_EFFECT_CARD, card: 'special_effect', body: 'useSpecialEffectCard' },
]

/** Notices that change nothing a viewer holds (how to obtain a card, an effect's score). */
const NOTICES = new Set([BattleCardMsgType.CARD_OBTAIN_GUIDE, BattleCardMsgType.SPECIAL_EFFECT_NOTICE])

/**
 * An award notice names its card only in its display text (TikTok's translation keys such as
 * `pm_mt_..._glove_...` and their default patterns): the first card whose words appear wins.
 */
const AWARD_WORDS: [BattleCard, RegExp][] = [
  ['vault_glove', /glove/],
  ['smoke', /smoke|mist|fog/],
  ['extra_time', /extra_?time/],
  ['critical_strike', /critical|strike/],
  ['top_2', /top_?2|top_?two|no_?2/],
  ['top_3', /top_?3|top_?three|no_?3/],
  ['potion', /potion/],
  ['wave', /wave/],
  ['special_effect', /special_?effect/],
]

/** An int64 id as the protobuf decodes it ('0' or '' when absent). */
const idOf = (value: unknown) => (value && String(value) !== '0' ? String(value) : null)

function userOf(battleUser: BattleUser): BattleItemUser | null {
  const userId = idOf(battleUser?.user?.userId)
  if (!userId) return null
  return { userId, uniqueId: battleUser?.user?.displayId ?? '', nickname: battleUser?.user?.nickName ?? '' }
}

/**
 * The card an award's text names: a known card, else the text's key (a card this version does
 * not know: the handler counts it), else null.
 */
function awardedCard(text: DisplayText | undefined): string | null {
  const words = [text?.key, text?.defaultPattern]
  for (const piece of text?.pieces ?? []) {
    words.push(piece.stringValue, piece.patternRefValue?.key, piece.patternRefValue?.defaultPattern)
  }
  const haystack = words
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
  const known = AWARD_WORDS.find(([, pattern]) => pattern.test(haystack))
  return known ? known[0] : text?.key?.slice(0, 64) || null
}

/** What a WebcastLinkMicBattleItemCard is to Powerdeck. */
export type DecodedBattleItem =
  { kind: 'event'; event: BattleItemEvent } | { kind: 'notice' } | { kind: 'malformed'; reason: string }

/**
 * Decodes a battle item message: an award (its awarded viewers) or a use (the viewer who sent the
 * card, and whether it was used for the other streamer: `ownerId` is this stream's host).
 */
export function decodeBattleItem(
  data: Partial<WebcastLinkMicBattleItemCard>,
  ownerId: string | null
): DecodedBattleItem {
  const msgId = idOf(data.common?.msgId)
  if (!msgId) return { kind: 'malformed', reason: 'no message id' }
  if (data.msgType === undefined || NOTICES.has(data.msgType)) return { kind: 'notice' }

  if (data.msgType === BattleCardMsgType.AWARD_CARD_NOTICE) {
    const notice = data.awardCardNotice
    const users = (notice?.awardedUsers ?? []).map(userOf).filter((user) => user !== null)
    if (!users.length) return { kind: 'malformed', reason: 'an award naming no viewer' }
    const card = awardedCard(notice?.displayContent as DisplayText | undefined)
    if (!card) return { kind: 'malformed', reason: 'an award naming no card' }
    return { kind: 'event', event: { type: 'battleItem', msgId, action: 'award', card, users } }
  }

  const use = USES.find((entry) => entry.msgType === data.msgType)
  if (!use) return { kind: 'malformed', reason: `unknown card message type ${data.msgType}` }
  const body = data[use.body] as UseCard | undefined
  const user = userOf(body?.cardInfo?.sendUser ?? body?.cardInfo?.common?.sendUser)
  if (!user) return { kind: 'malformed', reason: `a ${use.card} use naming no viewer` }
  const anchorId = idOf(body?.anchorId)
  const event: BattleItemEvent = { type: 'battleItem', msgId, action: 'use', card: use.card, users: [user] }
  if (anchorId && ownerId) event.opponent = anchorId !== ownerId
  return { kind: 'event', event }
}

/** Battle item messages this process decoded since it started (API monitoring). */
const totals = { messages: 0, awards: 0, uses: 0, notices: 0, malformed: 0 }

export function countBattleItem(decoded: DecodedBattleItem) {
  totals.messages += 1
  if (decoded.kind === 'notice') totals.notices += 1
  else if (decoded.kind === 'malformed') totals.malformed += 1
  else if (decoded.event.action === 'award') totals.awards += 1
  else totals.uses += 1
}

export function battleItemStats() {
  return { ...totals }
}

/** The stream host's TikTok id from the room info the connector fetched on connect. */
export function roomOwnerId(roomInfo: unknown): string | null {
  const data = (roomInfo as { data?: Record<string, any> } | null)?.data
  return idOf(data?.owner?.id_str ?? data?.owner_user_id_str ?? data?.owner?.id ?? data?.owner_user_id)
}
