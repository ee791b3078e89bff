import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Account security state beside the 2FA columns: the strength label of the password last seen
 * (never the password) and the last TOTP time step accepted, so a code cannot be replayed.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.string('password_strength', 8).nullable()
      table.bigInteger('two_factor_last_step').nullable()
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('two_factor_last_step')
      table.dropColumn('password_strength')
    })
  }
}
