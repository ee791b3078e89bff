import { Command, contribute, defineCliModule } from '../../../cli/src/sdk.js'
import { PLAYER_CLI_FIELDS } from '../../players/shared/cli_fields.js'
import { playerPowerupFields } from './player_fields.js'
import { listPowerupsCommand } from './list.js'
import { grantPowerupCommand } from './grant.js'
import { usePowerupCommand } from './use.js'
import { undoPowerupCommand } from './undo.js'
import { exportPowerupsCommand } from './export.js'
import { POWERUP_AUDIT_EVENTS } from '../shared/audit_events.js'
import { MODULE } from '../shared/module.js'
import { POWERUPS_PERMISSIONS } from '../shared/permissions.js'

/** `powerdeck powerups …`: the ledger from the terminal (docs/api/powerups.md: grant and use). */
export function powerupsCommand() {
  return new Command('powerups')
    .description('Powerups: list, grant, use, undo, export')
    .addCommand(listPowerupsCommand())
    .addCommand(grantPowerupCommand())
    .addCommand(usePowerupCommand())
    .addCommand(undoPowerupCommand())
    .addCommand(exportPowerupsCommand())
}

export default defineCliModule({
  ...MODULE,
  auditEvents: POWERUP_AUDIT_EVENTS,
  permissions: POWERUPS_PERMISSIONS,
  commands: () => [powerupsCommand()],
  // `players list/export/add/delete` show each player's powerups.
  contributes: [contribute(PLAYER_CLI_FIELDS, playerPowerupFields)],
})
