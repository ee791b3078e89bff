/** Test helpers of the ledger screens (players and powerups frontends); not shipped. */
import { renderSignedIn } from '../../../frontend/src/test/utils'
import type { PlayerDto } from '../shared/players'

export { mockFetch, sentBody } from '../../../frontend/src/test/utils'

/** A player as the API sends it; `extra` holds other modules' fields (`{ powerups }`) or overrides. */
export function samplePlayer<E extends object = object>(
  id: number,
  name: string,
  extra?: Partial<PlayerDto> & E
): PlayerDto & E {
  return {
    id,
    name,
    aliases: [],
    isActive: true,
    lastActive: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    isModerator: false,
    ...(extra as E),
  }
}

/** Signs in and renders a players screen (see renderSignedIn of @shell/test). */
export const renderLedger = renderSignedIn

/** My Players, for other modules' tests of what they add to it (bulk actions, list actions). */
export { default as PlayersPage } from './list/PlayersPage'
