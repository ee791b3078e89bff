import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The player a gift's sender was when the gift was stored (the ingest resolves each batch's senders
 * once, see services/sender_identity.ts), carried in the gift's answer; null for a sender who was
 * nobody's player then. No foreign key: its check would lock the player's row from the gift's insert
 * on, before the batch's rules take the rule's row and then the player's (rule_runner.ts), against
 * an undo that takes them the other way. Live's PLAYER_EXTENSIONS keep it: a merged player's gifts
 * move to the kept one, a deleted one's lose the link.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('live_gifts', (table) => {
      table.integer('player_id').unsigned().nullable()
      table.index(['player_id'])
    })
  }

  async down() {
    this.schema.alterTable('live_gifts', (table) => {
      table.dropIndex(['player_id'])
      table.dropColumn('player_id')
    })
  }
}
