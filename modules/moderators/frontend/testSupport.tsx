/** Test helpers of the moderators screens; not shipped. */
import type { ReactNode } from 'react'
import type { FrontendModule } from '@shell'
import { renderSignedIn as renderShellSignedIn } from '@shell/test'
import players from '../../players/frontend'
import powerups from '../../powerups/frontend'
import chatCommands from '../../chat_commands/frontend'
import type { ModeratorDto } from '../shared/moderators'

export { mockFetch, sentBody } from '../../../frontend/src/test/utils'

export function sampleModerator(id: number, displayName: string, overrides: Partial<ModeratorDto> = {}): ModeratorDto {
  return {
    id,
    username: displayName.toLowerCase(),
    email: `${displayName.toLowerCase()}@test.local`,
    tiktokUsername: `${displayName.toLowerCase()}_live`,
    displayName,
    permissions: ['grant_powerups', 'use_powerups'],
    status: 'ACTIVE',
    playerId: null,
    playerName: null,
    isPlayer: false,
    powerupsGranted: 12,
    powerupsUsed: 4,
    lastActive: '2025-03-02T10:00:00.000Z',
    lastGrantAction: '2025-03-02T10:00:00.000Z',
    lastUseAction: null,
    createdAt: '2025-01-15T10:00:00.000Z',
    updatedAt: '2025-03-02T10:00:00.000Z',
    ...overrides,
  }
}

/**
 * The modules that declare the permissions, as the app enables them, reduced to what these
 * screens read of them: the permissions (pickers, chips) and the audit events (activity log).
 */
export const PERMISSION_MODULES: FrontendModule[] = [players, powerups, chatCommands].map(
  ({ name, dependsOn, permissions, auditEvents }) => ({ name, dependsOn, permissions, auditEvents })
)

/** The shell's `renderSignedIn`, with the permission-declaring modules enabled unless `modules` says otherwise. */
export function renderSignedIn(ui: ReactNode, options: Parameters<typeof renderShellSignedIn>[1] = {}) {
  return renderShellSignedIn(ui, { modules: PERMISSION_MODULES, ...options })
}
