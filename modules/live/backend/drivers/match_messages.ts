import {
  BattleResultResult,
  LinkMicBattleBattleAction,
  type BattleSetting,
  type WebcastLinkMicArmies,
  type WebcastLinkMicBattle,
  type WebcastLinkMicBattlePunishFinish,
} from 'tiktok-live-connector'
import type { MatchEvent, MatchOpponentRef } from '../../shared/live.js'

/**
 * TikTok's match (LIVE battle) messages decoded into Powerdeck's match events (docs/api/live.md
 * "Matches"): WebcastLinkMicBattle (OPEN starts, FINISH or CUT_SHORT ends with the result of this
 * stream's host), WebcastLinkMicArmies (the points of each side), WebcastLinkMicBattlePunishFinish
 * (the punishment phase is over: the match has ended). `ownerId` is this stream's host.
 */
export type DecodedMatchMessage =
  { kind: 'event'; event: MatchEvent } | { kind: 'notice' } | { kind: 'malformed'; reason: string }

/** An int64 id as the protobuf decodes it ('0' or '' when absent). */
const idOf = (value: unknown) => (value && String(value) !== '0' ? String(value) : null)

/** A score TikTok sends as int64 digits; null when it is not a count. */
function points(value: unknown): number | null {
  const number = Number(value ?? 0)
  return Number.isSafeInteger(number) && number >= 0 ? number : null
}

const RESULTS: Partial<Record<number, 'win' | 'loss' | 'draw'>> = {
  [BattleResultResult.WIN]: 'win',
  [BattleResultResult.LOSE]: 'loss',
  [BattleResultResult.DRAW]: 'draw',
}

function opponentOf(data: Partial<WebcastLinkMicBattle>, ownerId: string | null): MatchOpponentRef | null {
  for (const anchor of data.anchorsInfo ?? []) {
    const user = anchor.value?.user
    const id = idOf(user?.userId) ?? idOf(anchor.key)
    if (!id || id === ownerId) continue
    return { uniqueId: (user?.displayId ?? '').slice(0, 64), nickname: (user?.nickName ?? '').slice(0, 120) }
  }
  return null
}

/** Start and length from a message's battle settings (start: the time it arrived when absent). */
function battleTimes(settings: Partial<BattleSetting> | undefined) {
  const duration = Number(settings?.duration ?? 0)
  const startMs = Number(settings?.startTimeMs ?? 0)
  return {
    durationSeconds: Number.isInteger(duration) && duration > 0 ? duration : null,
    ...(startMs > 0 ? { startedAt: new Date(startMs).toISOString() } : {}),
  }
}

export function decodeBattle(data: Partial<WebcastLinkMicBattle>, ownerId: string | null): DecodedMatchMessage {
  const msgId = idOf(data.common?.msgId)
  const matchId = idOf(data.battleId) ?? idOf(data.battleSettings?.battleId)
  if (!msgId) return { kind: 'malformed', reason: 'no message id' }
  if (!matchId) return { kind: 'malformed', reason: 'no battle id' }
  if (data.action === LinkMicBattleBattleAction.OPEN) {
    return {
      kind: 'event',
      event: {
        type: 'matchStart',
        matchId,
        msgId,
        opponent: opponentOf(data, ownerId),
        ...battleTimes(data.battleSettings),
      },
    }
  }
  if (
    data.action === LinkMicBattleBattleAction.FINISH ||
    data.action === LinkMicBattleBattleAction.LINK_MIC_BATTLE_BATTLE_ACTION_CUT_SHORT
  ) {
    const own = ownerId ? data.battleResult?.[ownerId] : undefined
    const result = own ? RESULTS[own.result] : undefined
    return { kind: 'event', event: { type: 'matchEnd', matchId, msgId, ...(result ? { result } : {}) } }
  }
  // Invitations, refusals, quits: no match starts or ends.
  return { kind: 'notice' }
}

export function decodeArmies(data: Partial<WebcastLinkMicArmies>, ownerId: string | null): DecodedMatchMessage {
  const msgId = idOf(data.common?.msgId)
  const matchId = idOf(data.battleId)
  if (!msgId) return { kind: 'malformed', reason: 'no message id' }
  if (!matchId) return { kind: 'malformed', reason: 'no battle id' }
  if (!ownerId) return { kind: 'malformed', reason: "points without the host's id" }
  let ours: number | null = 0
  let theirs: number | null = 0
  let sides = 0
  for (const [anchorId, army] of Object.entries(data.armies ?? {})) {
    const score = points(army?.hostscore)
    if (score === null) return { kind: 'malformed', reason: 'a score that is not a count' }
    sides += 1
    // Several opponents (a team match): the strongest one is the one to beat.
    if ((idOf(army?.anchorIdStr) ?? anchorId) === ownerId) ours = score
    else theirs = Math.max(theirs, score)
  }
  if (!sides) return { kind: 'malformed', reason: 'points naming no side' }
  // The battle's settings, when carried for this battle: a match we missed the start of starts here.
  const settings = data.battleSettings
  const settingsId = idOf(settings?.battleId)
  const battle = settings && (!settingsId || settingsId === matchId) ? battleTimes(settings) : { durationSeconds: null }
  const carried = battle.durationSeconds !== null || 'startedAt' in battle
  return { kind: 'event', event: { type: 'matchScore', matchId, msgId, ours, theirs, ...(carried ? { battle } : {}) } }
}

export function decodePunishFinish(data: Partial<WebcastLinkMicBattlePunishFinish>): DecodedMatchMessage {
  const msgId = idOf(data.common?.msgId)
  const matchId = idOf(data.battleId) ?? idOf(data.battleSettings?.battleId)
  if (!msgId) return { kind: 'malformed', reason: 'no message id' }
  if (!matchId) return { kind: 'malformed', reason: 'no battle id' }
  return { kind: 'event', event: { type: 'matchEnd', matchId, msgId } }
}

/** Match messages this process decoded since it started (API monitoring), and stream suspensions. */
const totals = { messages: 0, starts: 0, scores: 0, ends: 0, notices: 0, malformed: 0, suspensions: 0 }

export function countMatchMessage(decoded: DecodedMatchMessage) {
  totals.messages += 1
  if (decoded.kind === 'notice') totals.notices += 1
  else if (decoded.kind === 'malformed') totals.malformed += 1
  else if (decoded.event.type === 'matchStart') totals.starts += 1
  else if (decoded.event.type === 'matchScore') totals.scores += 1
  else totals.ends += 1
}

/** A suspended stream (TikTok's control message): a pause, not an end. */
export function countSuspension() {
  totals.suspensions += 1
}

export function matchMessageStats() {
  return { ...totals }
}
