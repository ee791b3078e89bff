/*
| The feature modules whose commands `powerdeck` offers. Enabling a module is one line here;
| the program only iterates this list (see manifest.ts and docs/modules.md "CLI manifest").
*/
import type { CliModule } from './manifest.js'
import admin from '../../modules/admin/cli/index.js'
import players from '../../modules/players/cli/index.js'
import powerups from '../../modules/powerups/cli/index.js'
import live from '../../modules/live/cli/index.js'
import chatCommands from '../../modules/chat_commands/cli/index.js'
import moderators from '../../modules/moderators/cli/index.js'
import audit from '../../modules/audit/cli/index.js'
import analytics from '../../modules/analytics/cli/index.js'
import rules from '../../modules/rules/cli/index.js'
import webhooks from '../../modules/webhooks/cli/index.js'
import matches from '../../modules/matches/cli/index.js'

export const cliModules: CliModule[] = [
  admin,
  players,
  powerups,
  live,
  chatCommands,
  moderators,
  audit,
  analytics,
  rules,
  webhooks,
  matches,
]
