import { Bouncer } from '@adonisjs/bouncer'
import type { UserActing } from '#core/acting/acting'
import { tenantAccess } from '#modules/players/backend/public'

/**
 * Importing players and balances adds players, which moderators never do (docs/api/powerups.md): the creator
 * or an impersonating admin only.
 */
export const importPlayers = Bouncer.ability((acting: UserActing) => tenantAccess(acting, 'none'))
