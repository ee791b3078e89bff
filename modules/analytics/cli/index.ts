import { defineCliModule } from '../../../cli/src/sdk.js'
import { analyticsCommand } from './analytics.js'
import { MODULE } from '../shared/module.js'

/** Analytics: `powerdeck analytics` (the creator statistics are `powerdeck creators stats`, in admin's group). */
export default defineCliModule({ ...MODULE, commands: () => [analyticsCommand()] })
