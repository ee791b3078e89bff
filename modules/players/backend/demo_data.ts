import { Acting } from '#core/acting/acting'
import type { DemoContext } from '#core/modules'
import User from '#core/users/user'
import { createPlayer, updatePlayer } from './services/players_service.js'

/** The demo creators' audiences; each player gets the starter pack on creation. */
const ROSTERS: { name: string; aliases: string[]; inactive?: boolean }[][] = [
  [
    { name: 'NightOwl_Gamer', aliases: ['nightowl', 'Owl'] },
    { name: 'LunaStreams', aliases: ['@luna.streams', 'Luna'] },
    { name: 'PixelPanda', aliases: ['panda_px'] },
    { name: 'Marcus_TheBeast', aliases: ['marcus'] },
    { name: 'SakuraBlossom', aliases: ['sakura'] },
    { name: 'DiegoPlays', aliases: [] },
    { name: 'QueenBee_22', aliases: ['queenbee'] },
    { name: 'ZeroCool', aliases: ['zc'], inactive: true },
  ],
  [
    { name: 'TacoTuesday', aliases: ['taco'] },
    { name: 'RainyDayRae', aliases: ['rae'] },
  ],
]

export default async function seedPlayers({ creatorIds }: DemoContext) {
  for (const [index, roster] of ROSTERS.entries()) {
    const acting = Acting.forUser(await User.findOrFail(creatorIds[index]), { source: 'players' })
    for (const entry of roster) {
      const player = await createPlayer(acting, { name: entry.name, aliases: entry.aliases })
      if (entry.inactive) await updatePlayer(acting, { playerId: player.id, updates: { isActive: false } })
    }
  }
}
