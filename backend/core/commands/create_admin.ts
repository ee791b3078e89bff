import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { migrateToLatest, underBootLock } from '../database/migrate.js'
import { createAdmin } from '../users/create_admin.js'
import { toApiFailure } from '../http/exception_handler.js'

/** `./ace powerdeck:create-admin`: the first admin of a production install (or any later one). */
export default class CreateAdminCommand extends BaseCommand {
  static commandName = 'powerdeck:create-admin'
  static description = 'Create an admin account (migrates the database first)'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'Admin email' })
  declare email?: string

  @flags.string({ description: 'Display name' })
  declare name?: string

  @flags.string({ description: 'Password (8+ characters); prompted when omitted' })
  declare password?: string

  async run() {
    await underBootLock((locked) => migrateToLatest({ locked }))
    const email = this.email ?? (await this.prompt.ask('Admin email'))
    const name = this.name ?? (await this.prompt.ask('Name', { default: 'Administrator' }))
    const password = this.password ?? (await this.prompt.secure('Password (8+ characters)'))
    try {
      const admin = await createAdmin({ email, name, password }, { via: 'command' })
      this.logger.success(`Admin ${admin.email} created (id ${admin.id})`)
    } catch (error) {
      // Validation and conflicts read as the API's message ("The password field must have…").
      const failure = toApiFailure(error)
      if (failure.status >= 500) throw error
      this.logger.error(failure.error)
      this.exitCode = 1
    }
  }
}
