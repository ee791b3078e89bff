import { defineCliModule } from '../../../cli/src/sdk.js'
import { creatorsCommand } from './creators/index.js'
import { adminsCommand } from './admins/index.js'
import { healthCommand } from './health.js'

/** Admin: `powerdeck creators …`, `powerdeck admins …` and `powerdeck health`. */
export default defineCliModule({
  name: 'admin',
  commands: () => [creatorsCommand(), adminsCommand(), healthCommand()],
})
