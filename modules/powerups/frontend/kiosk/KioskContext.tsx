import { createContext, useContext } from 'react'
import type { LedgerPlayerDto } from '../../shared/powerups'
import type { PowerupUnit } from '../../shared/unit-queue'

/** What every kiosk view gets: the data, the clock, and the kiosk's actions. */
export interface KioskContextValue {
  /** Active players, sorted by name. */
  players: LedgerPlayerDto[]
  /** Their active units, soonest expiry first. */
  units: PowerupUnit[]
  /** Units per player id, in consumption order. */
  unitsByPlayer: ReadonlyMap<number, PowerupUnit[]>
  now: number
  /** Admin or creator (docs/api/powerups.md: Add Player). */
  canAddPlayer: boolean
  openAddPlayer: (name?: string) => void
  openAddPowerup: (playerName: string) => void
  activate: (unit: PowerupUnit) => Promise<boolean>
  isPending: (unitKey: string) => boolean
  /** Tapped offline, waiting for the connection. */
  isQueued: (unitKey: string) => boolean
  refresh: () => void
}

export const KioskContext = createContext<KioskContextValue | null>(null)

/** The kiosk's data and actions, inside a kiosk view. */
export function useKiosk(): KioskContextValue {
  const value = useContext(KioskContext)
  if (!value) throw new Error('useKiosk() is only available inside a kiosk view')
  return value
}
