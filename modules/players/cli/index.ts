import { Command, defineCliModule } from '../../../cli/src/sdk.js'
import { listPlayersCommand } from './list.js'
import { addPlayerCommand } from './add.js'
import { editPlayerCommand } from './edit.js'
import { deletePlayerCommand } from './delete.js'
import { exportPlayersCommand } from './export.js'
import { PLAYER_AUDIT_EVENTS } from '../shared/audit_events.js'

/** `powerdeck players …`: spec 1 §7 player calls for creators (and their moderators). */
export function playersCommand() {
  return new Command('players')
    .description('Manage your players: list, add, edit, delete, export')
    .addCommand(listPlayersCommand())
    .addCommand(addPlayerCommand())
    .addCommand(editPlayerCommand())
    .addCommand(deletePlayerCommand())
    .addCommand(exportPlayersCommand())
}

export default defineCliModule({ name: 'players', auditEvents: PLAYER_AUDIT_EVENTS, commands: () => [playersCommand()] })
