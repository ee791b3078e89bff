import { prettyPrintError } from '@adonisjs/core'
import { createIgnitor } from './ignite.js'
import { StartupError } from '../core/startup_error.js'

/**
 * A failed start ends the process with one line naming the cause (and the stack for anything
 * unforeseen): open pools and timers must not keep a server that never listens alive.
 */
createIgnitor()
  .httpServer()
  .start()
  .catch(async (error) => {
    if (error instanceof StartupError) console.error(`Powerdeck cannot start: ${error.message}`)
    else await prettyPrintError(error)
    process.exit(1)
  })
