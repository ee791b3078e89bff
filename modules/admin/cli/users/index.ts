import { Command, type CliShell } from '../../../../cli/src/sdk.js'
import { listUsersCommand } from './list.js'
import { createUserCommand } from './create.js'
import { updateUserCommand } from './update.js'
import { deleteUserCommand } from './delete.js'

/** `powerdeck users …` (admins only): every account, as the /users page manages them. */
export function usersCommand(shell: CliShell) {
  return new Command('users')
    .description('Manage every account (admins): list, create, update, delete')
    .addCommand(listUsersCommand())
    .addCommand(createUserCommand(shell.permissions))
    .addCommand(updateUserCommand())
    .addCommand(deleteUserCommand())
}
