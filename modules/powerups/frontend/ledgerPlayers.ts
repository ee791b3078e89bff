import { useMemo } from 'react'
import { usePlayers } from '../../players/frontend/public'
import type { PlayerDto } from '../../players/shared/players'
import type { LedgerPlayerDto } from '../shared/powerups'
import { withCanonicalTypes } from '../shared/unit-queue'

/**
 * A player of the players list with the `powerups` this module contributes on the server,
 * holding types in canonical form (players' own types never name them).
 */
export function asLedgerPlayer(player: PlayerDto): LedgerPlayerDto {
  const withHoldings = player as LedgerPlayerDto
  return withCanonicalTypes({ ...withHoldings, powerups: withHoldings.powerups ?? [] })
}

/** `usePlayers()` of the players module, each player with their powerups. */
export function useLedgerPlayers(...options: Parameters<typeof usePlayers>) {
  const result = usePlayers(...options)
  const players = useMemo(() => result.players.map(asLedgerPlayer), [result.players])
  return { ...result, players }
}
