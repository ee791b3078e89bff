import { Bouncer } from '@adonisjs/bouncer'
import type { UserActing } from '#core/acting/acting'
import { tenantAccess } from '../services/tenant_access.js'

/*
| One ability per action on players (docs/api/players.md). Creator and impersonating admin always;
| moderators see players, edit them with manage_players, never add or delete them.
*/
export const viewPlayers = Bouncer.ability((acting: UserActing) => tenantAccess(acting, 'any'))
export const createPlayers = Bouncer.ability((acting: UserActing) => tenantAccess(acting, 'none'))
export const updatePlayers = Bouncer.ability((acting: UserActing) => tenantAccess(acting, 'manage_players'))
export const deletePlayers = Bouncer.ability((acting: UserActing) => tenantAccess(acting, 'none'))
