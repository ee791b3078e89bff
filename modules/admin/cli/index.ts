import { defineCliModule } from '../../../cli/src/sdk.js'
import { creatorsCommand } from './creators/index.js'
import { adminsCommand } from './admins/index.js'

/** Admin: `powerdeck creators …` and `powerdeck admins …`. */
export default defineCliModule({
  name: 'admin',
  commands: () => [creatorsCommand(), adminsCommand()],
})
