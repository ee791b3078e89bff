import { Command } from '../../../../cli/src/sdk.js'
import { activationCommands, ADMINS, deleteCommand } from '../common.js'
import { listAdminsCommand } from './list.js'
import { createAdminCommand } from './create.js'
import { updateAdminCommand } from './update.js'

/** `powerdeck admins …` (admins only): the admin management calls (docs/api/admin.md). */
export function adminsCommand() {
  const group = new Command('admins')
    .description('Manage admins: list, create, update, activate, deactivate, delete')
    .addCommand(listAdminsCommand())
    .addCommand(createAdminCommand())
    .addCommand(updateAdminCommand())
  for (const command of activationCommands(ADMINS)) group.addCommand(command)
  return group.addCommand(deleteCommand(ADMINS, 'They lose all access; at least one admin must remain.'))
}
