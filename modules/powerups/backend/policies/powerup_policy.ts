import { Bouncer } from '@adonisjs/bouncer'
import type { Actor } from '#core/auth/actor'
import { tenantAccess } from '#modules/players/backend/public'

/*
| One ability per powerup action (spec §6): the creator or an impersonating admin; the
| creator's moderators with grant_powerups / use_powerups; nobody else.
*/
export const viewPowerups = Bouncer.ability((actor: Actor) => tenantAccess(actor, 'any'))
export const grantPowerups = Bouncer.ability((actor: Actor) => tenantAccess(actor, 'grant_powerups'))
export const usePowerups = Bouncer.ability((actor: Actor) => tenantAccess(actor, 'use_powerups'))
