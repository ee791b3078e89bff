import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The app processes serving this database (core/cluster/node_registry.ts): each upserts its row at
 * every heartbeat; a row whose heartbeat is older than the expiry is no longer listed and is swept.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('cluster_nodes', (table) => {
      table.string('id', 255).primary()
      table.timestamp('started_at').notNullable()
      table.timestamp('heartbeat_at').notNullable().index()
      table.json('figures').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('cluster_nodes')
  }
}
