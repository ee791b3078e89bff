/** Test helpers of the powerups screens; not shipped. */
import type { ReactNode } from 'react'
import type { FrontendModule, Role } from '@shell'
import {
  renderLedger as renderPlayersLedger,
  samplePlayer as sampleRosterPlayer,
} from '../../players/frontend/testSupport'
import type { PlayerDto } from '../../players/shared/players'
import type { LedgerPlayerDto, PowerupHoldingDto, PowerupType } from '../shared/powerups'
import powerups from './index'

export { mockFetch, sentBody } from '../../players/frontend/testSupport'

const HOUR = 3_600_000

export function sampleHolding(
  id: number,
  type: PowerupType,
  count: number,
  hoursLeft: number | null = 24 * 5
): PowerupHoldingDto {
  return {
    id,
    type,
    count,
    originalCount: count,
    isActive: true,
    expiresAt: hoursLeft === null ? null : new Date(Date.now() + hoursLeft * HOUR).toISOString(),
    grantedAt: new Date().toISOString(),
    grantedByName: 'Creator User',
    source: 'kiosk',
  }
}

/** A player as GET /api/players sends them, with their holdings. */
export function samplePlayer(
  id: number,
  name: string,
  holdings: PowerupHoldingDto[] = [],
  overrides: Partial<PlayerDto> = {}
): LedgerPlayerDto {
  return sampleRosterPlayer(id, name, { ...overrides, powerups: holdings })
}

/** Renders with the powerups module (and `modules`) enabled, so its contributions show. */
export function renderLedger(
  ui: ReactNode,
  options: { role?: Role; path?: string; permissions?: string[]; modules?: FrontendModule[] } = {}
) {
  return renderPlayersLedger(ui, { ...options, modules: [powerups, ...(options.modules ?? [])] })
}

/** The Live Kiosk, for other modules' tests of what they add to it (kiosk banners). */
export { default as KioskPage } from './kiosk/KioskPage'
