import { handleMatchEvent } from '../services/match_events.js'

let sequence = 7_320_000_000_000

/** A running match of the creator, started as TikTok's start event would (its TikTok battle id answered). */
export async function startMatch(creatorId: number, opponent = { uniqueId: 'rival.z', nickname: 'Rival Z' }) {
  const matchId = String(++sequence)
  const { outcome } = await handleMatchEvent(creatorId, { type: 'matchStart', matchId, opponent, durationSeconds: 300 })
  if (outcome !== 'started') throw new Error(`The match did not start: ${outcome}`)
  return matchId
}
