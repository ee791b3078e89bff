import { isoDate } from '#core/database/time'
import type Player from './models/player.js'

/** A player row as react-admin and the DTO show it, before other modules add their fields. */
export type PlayerRecord = ReturnType<typeof playerRecord>

export function playerRecord(player: Player) {
  return {
    id: player.id,
    name: player.name,
    aliases: player.aliases,
    isActive: player.isActive,
    tiktokUserId: player.tiktokUserId,
    lastActive: isoDate(player.lastActive),
    createdAt: isoDate(player.createdAt)!,
  }
}
