import { defineResource } from '#core/resources/resource'
import type Player from './models/player.js'
import { playerRecord } from './serializers.js'

const controller = async () => new (await import('./controllers/players_resource_controller.js')).default()

/** react-admin's players: searchable by name and alias; writes go through the same services. */
export const playersResource = defineResource({
  name: 'players',
  roles: ['CREATOR', 'MODERATOR'],
  model: () => import('./models/player.js'),
  tenantColumn: 'creator_id',
  searchColumns: ['name', 'aliases'],
  sortable: ['name', 'createdAt', 'lastActive'],
  filters: { isActive: 'is_active' },
  serialize: (row: Player) => playerRecord(row),
  create: async (ctx) => (await controller()).create(ctx),
  update: async (ctx, row: Player) => (await controller()).update(ctx, row),
  destroy: async (ctx, row: Player) => (await controller()).destroy(ctx, row),
})
