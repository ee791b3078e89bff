import { defineCliModule } from '../../../cli/src/sdk.js'
import { settingsCommand } from './settings.js'
import { accountCommand } from './account.js'

/** Settings (core): `powerdeck settings get|set` (admins) and `powerdeck account …` (everyone). */
export default defineCliModule({
  name: 'settings',
  commands: () => [settingsCommand(), accountCommand()],
})
