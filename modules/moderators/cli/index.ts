import { Command, defineCliModule, type CliShell } from '../../../cli/src/sdk.js'
import { listModeratorsCommand } from './list.js'
import { createModeratorCommand } from './create.js'
import { updateModeratorCommand } from './update.js'
import { resetModeratorPasswordCommand } from './reset-password.js'
import { promotePlayerCommand } from './promote.js'
import { demoteModeratorCommand, removeModeratorCommand } from './end-role.js'
import { MODERATOR_AUDIT_EVENTS } from '../shared/audit_events.js'
import { MODULE } from '../shared/module.js'
import { permissionsOption } from './common.js'

/** `powerdeck moderators …`: the moderator calls (docs/api/moderators.md), for creators. */
export function moderatorsCommand(shell: CliShell) {
  const permissions = permissionsOption(shell.permissions)
  return new Command('moderators')
    .description('Manage your moderators: list, create, update, reset-password, promote, demote, remove')
    .addCommand(listModeratorsCommand())
    .addCommand(createModeratorCommand(permissions))
    .addCommand(updateModeratorCommand(permissions))
    .addCommand(resetModeratorPasswordCommand())
    .addCommand(promotePlayerCommand(permissions))
    .addCommand(demoteModeratorCommand())
    .addCommand(removeModeratorCommand())
}

export default defineCliModule({
  ...MODULE,
  auditEvents: MODERATOR_AUDIT_EVENTS,
  commands: (shell) => [moderatorsCommand(shell)],
})
