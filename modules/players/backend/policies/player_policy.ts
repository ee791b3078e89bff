import { Bouncer } from '@adonisjs/bouncer'
import type { Actor } from '#core/auth/actor'
import { tenantAccess } from '../services/tenant_access.js'

/*
| One ability per action on players (spec §6). Creator and impersonating admin always;
| moderators see players, edit them with manage_players, never add or delete them.
*/
export const viewPlayers = Bouncer.ability((actor: Actor) => tenantAccess(actor, 'any'))
export const createPlayers = Bouncer.ability((actor: Actor) => tenantAccess(actor, 'none'))
export const updatePlayers = Bouncer.ability((actor: Actor) => tenantAccess(actor, 'manage_players'))
export const deletePlayers = Bouncer.ability((actor: Actor) => tenantAccess(actor, 'none'))
