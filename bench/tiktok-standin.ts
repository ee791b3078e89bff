#!/usr/bin/env node
// The local TikTok stand-in as a runner: starts it (web host, sign server, webcast websocket on
// 127.0.0.1) and gives the environment that points a Powerdeck server's tiktok driver at it.
//
// In a script (the bench drives it in process):
//   const standIn = await startTiktokStandIn()   // standIn.serverEnv for startPgServer, standIn.stop()
//
// On its own, for a dev server (Ctrl-C stops it):
//   node --import=ts-node-maintained/register/esm bench/tiktok-standin.ts luna_live other_star
//   → prints the env lines; the usernames given are live, with a keep-alive frame every second.
//   With BATTLE_SECONDS=30 each of them then plays a battle (battleScript below) once connected;
//   with MATCH_SECONDS=60 each plays a scripted TikTok match (playMatch below) once connected.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { TiktokStandIn } from '../modules/live/backend/tests/helpers/tiktok_standin.js'
import { TiktokBattle, type BattleStep } from '../modules/live/backend/tests/helpers/tiktok_battle.js'
import {
  matchArmies,
  matchFinish,
  matchOpen,
  matchPunishFinish,
} from '../modules/live/backend/tests/helpers/tiktok_match_frames.js'

export interface RunningStandIn {
  standIn: TiktokStandIn
  /** LIVE_DRIVER, SIGN_API_URL, TIKTOK_WEB_HOST, TIKTOK_CA_FILE and a connect cap for many rooms. */
  serverEnv: Record<string, string>
  stop(): Promise<void>
}

export async function startTiktokStandIn(
  options: { replayOnConnect?: number; connectsPerMinute?: number } = {}
): Promise<RunningStandIn> {
  const standIn = await TiktokStandIn.start({ replayOnConnect: options.replayOnConnect })
  const dir = mkdtempSync(join(tmpdir(), 'tiktok-standin-ca-'))
  const caFile = join(dir, 'ca.pem')
  writeFileSync(caFile, standIn.certificatePem)
  return {
    standIn,
    serverEnv: {
      LIVE_DRIVER: 'tiktok',
      SIGN_API_URL: standIn.signApiUrl,
      TIKTOK_WEB_HOST: standIn.webHost,
      TIKTOK_CA_FILE: caFile,
      TIKTOK_CONNECTS_PER_MINUTE: String(options.connectsPerMinute ?? 120),
    },
    stop: async () => {
      await standIn.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * The battle of issue 13 over `seconds` of storm (four equal parts): gifts at `giftsPerSecond`
 * (a third streaks of 3 frames, every 25th streak a long one of 30 frames over 6 s), chat at
 * `chatPerSecond` with a command every 400 messages; between the parts a stall of 3 s, a forced
 * disconnect and a room change.
 */
export function battleScript(
  seconds: number,
  giftsPerSecond: number,
  chatPerSecond: number,
  noisePerSecond = 0
): BattleStep[] {
  const storm: BattleStep = {
    kind: 'storm',
    seconds: seconds / 4,
    giftsPerSecond,
    chatPerSecond,
    streakShare: 1 / 3,
    streakFrames: 3,
    streakFrameMs: 100,
    longStreakEvery: 25,
    longStreakFrames: 30,
    longStreakFrameMs: 200,
    commandEvery: 400,
    noisePerSecond,
  }
  return [storm, { kind: 'stall', seconds: 3 }, storm, { kind: 'disconnect' }, storm, { kind: 'changeRoom' }, storm]
}

let matchMsgId = 7_340_000_000_000
const nextMatchMsgId = () => String(++matchMsgId)

/**
 * A scripted TikTok match (issue 31) in `username`'s room, frames built with the connector's
 * protobuf types: the match opens against a rival for `seconds`, both sides score every second
 * (ours ahead at the end unless `lose`), then the finish with each host's result and the end of
 * the punishment phase. Answers the battle id and the final score.
 */
export async function playMatch(standIn: TiktokStandIn, username: string, seconds: number, lose = false) {
  const battleId = String(7_350_000_000_000_000 + Math.floor(Math.random() * 1_000_000))
  const hostId = standIn.ownerIdOf(username)
  const host = { userId: hostId, uniqueId: username, nickname: username }
  const rival = { userId: '6350000000001', uniqueId: 'rival_star', nickname: 'Rival Star' }
  standIn.sendEncoded(username, [matchOpen(nextMatchMsgId(), battleId, host, rival, seconds)])
  let ours = 0
  let theirs = 0
  for (let second = 1; second <= seconds; second++) {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    ours += lose ? 5 : 10
    theirs += lose ? 10 : 5
    standIn.sendEncoded(username, [matchArmies(nextMatchMsgId(), battleId, { [hostId]: ours, [rival.userId]: theirs })])
  }
  const results = { [hostId]: lose ? 'loss' : 'win', [rival.userId]: lose ? 'win' : 'loss' } as const
  standIn.sendEncoded(username, [matchFinish(nextMatchMsgId(), battleId, results)])
  standIn.sendEncoded(username, [matchPunishFinish(nextMatchMsgId(), battleId)])
  return { battleId, ours, theirs }
}

/** A platform room's rates per second (issue 30: many small rooms live at once). */
export interface RoomRates {
  gifts: number
  chat: number
  /** Likes, member joins and follows, in equal parts (TikTok sends them; Powerdeck handles none). */
  roomEvents: number
}

/** A small live room as TikTok fills it: 2 gifts/s, 5 chat/s, 20 likes/s with as many joins and follows. */
export const SMALL_ROOM: RoomRates = { gifts: 2, chat: 5, roomEvents: 60 }

/**
 * `seconds` of a room's ordinary traffic: gifts (a third streaks of 3 frames 300 ms apart), chat and
 * room events at `rates`; viewer counts come with the stand-in's keep-alive frame every second.
 * Play it with a TiktokBattle whose `tickMs` is a few hundred ms: TikTok batches a quiet room's
 * messages, and hundreds of rooms then cost the stand-in little.
 */
export function roomTrafficScript(seconds: number, rates: RoomRates = SMALL_ROOM): BattleStep[] {
  return [
    {
      kind: 'storm',
      seconds,
      giftsPerSecond: rates.gifts,
      chatPerSecond: rates.chat,
      noisePerSecond: rates.roomEvents,
      streakShare: 1 / 3,
      streakFrames: 3,
      streakFrameMs: 300,
    },
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const usernames = process.argv.slice(2).map((name) => name.replace(/^@/, ''))
  const running = await startTiktokStandIn()
  for (const username of usernames) running.standIn.live.set(username, true)
  console.log('# Point a Powerdeck server at this stand-in:')
  for (const [name, value] of Object.entries(running.serverEnv)) console.log(`export ${name}=${value}`)
  console.log(`# Live: ${usernames.join(', ') || 'nobody (give usernames as arguments)'}`)
  const stop = () => running.stop().finally(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  const battleSeconds = Number(process.env.BATTLE_SECONDS ?? 0)
  if (battleSeconds > 0) {
    await Promise.all(
      usernames.map(async (username, index) => {
        while (running.standIn.connections(username) === 0) await new Promise((resolve) => setTimeout(resolve, 200))
        console.log(`${username}: connected, battle of ${battleSeconds} s starts`)
        const battle = new TiktokBattle(running.standIn, { username, gifterPrefix: `fan${index}_` })
        const result = await battle.play(battleScript(battleSeconds, 1000, 2000))
        console.log(
          `${username}: ${result.gifts.size} gifts (${result.expectedDiamonds} diamonds), ${result.chats} chats, ` +
            `${result.commands.length} commands in ${result.seconds.toFixed(1)} s`
        )
      })
    )
  }
  const matchSeconds = Number(process.env.MATCH_SECONDS ?? 0)
  if (matchSeconds > 0) {
    await Promise.all(
      usernames.map(async (username) => {
        while (running.standIn.connections(username) === 0) await new Promise((resolve) => setTimeout(resolve, 200))
        console.log(`${username}: connected, a match of ${matchSeconds} s starts`)
        const { battleId, ours, theirs } = await playMatch(running.standIn, username, matchSeconds)
        console.log(`${username}: match ${battleId} ended ${ours} : ${theirs}`)
      })
    )
  }
  // The stand-in's servers keep the process running until Ctrl-C.
}
