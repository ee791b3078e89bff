import { Command, defineCliModule, type CliShell } from '../../../cli/src/sdk.js'
import { PLAYER_CLI_FIELDS } from '../shared/cli_fields.js'
import { listPlayersCommand } from './list.js'
import { addPlayerCommand } from './add.js'
import { editPlayerCommand } from './edit.js'
import { deletePlayerCommand } from './delete.js'
import { exportPlayersCommand } from './export.js'
import { importPlayersCommand } from './import.js'
import { mergePlayersCommand } from './merge.js'
import { PLAYER_AUDIT_EVENTS } from '../shared/audit_events.js'
import { MODULE } from '../shared/module.js'
import { PLAYERS_PERMISSIONS } from '../shared/permissions.js'

/** `powerdeck players …`: the player calls (docs/api/players.md) for creators (and their moderators). */
export function playersCommand(shell: CliShell) {
  const fields = shell.contributionsTo(PLAYER_CLI_FIELDS)
  return new Command('players')
    .description('Manage your players: list, add, edit, delete, export, import, merge')
    .addCommand(listPlayersCommand(fields))
    .addCommand(addPlayerCommand(fields))
    .addCommand(editPlayerCommand())
    .addCommand(deletePlayerCommand(fields))
    .addCommand(exportPlayersCommand(fields))
    .addCommand(importPlayersCommand())
    .addCommand(mergePlayersCommand())
}

export default defineCliModule({
  ...MODULE,
  auditEvents: PLAYER_AUDIT_EVENTS,
  permissions: PLAYERS_PERMISSIONS,
  commands: (shell) => [playersCommand(shell)],
})
