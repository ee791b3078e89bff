import { Bouncer } from '@adonisjs/bouncer'
import type { UserActing } from '#core/acting/acting'
import { tenantAccess } from '#modules/players/backend/public'

/*
| One ability per powerup action (docs/api/powerups.md): the creator or an impersonating admin; the
| creator's moderators with grant_powerups / use_powerups; nobody else.
*/
export const viewPowerups = Bouncer.ability((acting: UserActing) => tenantAccess(acting, 'any'))
export const grantPowerups = Bouncer.ability((acting: UserActing) => tenantAccess(acting, 'grant_powerups'))
export const usePowerups = Bouncer.ability((acting: UserActing) => tenantAccess(acting, 'use_powerups'))
