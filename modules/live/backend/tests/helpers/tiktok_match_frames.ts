import {
  BattleBaseUserInfo,
  BattleResult,
  BattleResultResult,
  BattleSetting,
  BattleUserArmies,
  BattleUserInfo,
  CommonMessageData,
  LinkMicBattleBattleAction,
  WebcastLinkMicArmies,
  WebcastLinkMicBattle,
  WebcastLinkMicBattlePunishFinish,
} from 'tiktok-live-connector'
import type { Encoded } from './tiktok_standin.js'

/**
 * TikTok's match messages (WebcastLinkMicBattle, WebcastLinkMicArmies,
 * WebcastLinkMicBattlePunishFinish) built with the connector's own protobuf types, for the
 * stand-in's `sendEncoded`. `host` is the stream's host id (the stand-in's `ownerIdOf`).
 */
const EMPTY = new Uint8Array(0)

export interface StandInAnchor {
  userId: string
  uniqueId: string
  nickname: string
}

const common = (msgId: string) => ({ ...CommonMessageData.decode(EMPTY), msgId, createTime: String(Date.now()) })

const settings = (battleId: string, durationSeconds: number, startTimeMs = Date.now()) => ({
  ...BattleSetting.decode(EMPTY),
  battleId,
  startTimeMs: String(startTimeMs),
  duration: durationSeconds,
})

/** The match opens: the host against `opponent`, for `durationSeconds`. */
export function matchOpen(
  msgId: string,
  battleId: string,
  host: StandInAnchor,
  opponent: StandInAnchor,
  durationSeconds: number
): Encoded {
  const anchor = (user: StandInAnchor) => ({
    key: user.userId,
    value: {
      ...BattleUserInfo.decode(EMPTY),
      user: {
        ...BattleBaseUserInfo.decode(EMPTY),
        userId: user.userId,
        nickName: user.nickname,
        displayId: user.uniqueId,
      },
    },
  })
  const message = {
    ...WebcastLinkMicBattle.decode(EMPTY),
    common: common(msgId),
    battleId,
    battleSettings: settings(battleId, durationSeconds),
    action: LinkMicBattleBattleAction.OPEN,
    anchorsInfo: [anchor(host), anchor(opponent)],
  }
  return { method: 'WebcastLinkMicBattle', payload: WebcastLinkMicBattle.encode(message).finish() }
}

/**
 * The points of each side: `scores` by anchor id; with `battle`, the battle's settings too (as
 * TikTok sends them to a viewer who joined during the match).
 */
export function matchArmies(
  msgId: string,
  battleId: string,
  scores: Record<string, number>,
  battle?: { durationSeconds: number; startTimeMs: number }
): Encoded {
  const armies = Object.fromEntries(
    Object.entries(scores).map(([anchorId, score]) => [
      anchorId,
      { ...BattleUserArmies.decode(EMPTY), anchorIdStr: anchorId, hostscore: String(score) },
    ])
  )
  const message = {
    ...WebcastLinkMicArmies.decode(EMPTY),
    common: common(msgId),
    battleId,
    armies,
    ...(battle ? { battleSettings: settings(battleId, battle.durationSeconds, battle.startTimeMs) } : {}),
  }
  return { method: 'WebcastLinkMicArmies', payload: WebcastLinkMicArmies.encode(message).finish() }
}

/** The match finishes, with each anchor's result. */
export function matchFinish(
  msgId: string,
  battleId: string,
  results: Record<string, 'win' | 'loss' | 'draw'>
): Encoded {
  const codes = { win: BattleResultResult.WIN, loss: BattleResultResult.LOSE, draw: BattleResultResult.DRAW }
  const battleResult = Object.fromEntries(
    Object.entries(results).map(([userId, result]) => [
      userId,
      { ...BattleResult.decode(EMPTY), userId, result: codes[result] },
    ])
  )
  const message = {
    ...WebcastLinkMicBattle.decode(EMPTY),
    common: common(msgId),
    battleId,
    action: LinkMicBattleBattleAction.FINISH,
    battleResult,
  }
  return { method: 'WebcastLinkMicBattle', payload: WebcastLinkMicBattle.encode(message).finish() }
}

/** The punishment phase after the match is over. */
export function matchPunishFinish(msgId: string, battleId: string): Encoded {
  const message = { ...WebcastLinkMicBattlePunishFinish.decode(EMPTY), common: common(msgId), battleId }
  return {
    method: 'WebcastLinkMicBattlePunishFinish',
    payload: WebcastLinkMicBattlePunishFinish.encode(message).finish(),
  }
}
