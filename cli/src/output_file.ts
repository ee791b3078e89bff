import { open } from 'node:fs/promises'
import { once } from 'node:events'
import type { CommandContext } from './context.js'
import { CliError } from './errors.js'

/** Where an export goes: a file (created or replaced) or stdout, with backpressure. */
export async function openOutput(ctx: CommandContext<unknown>, file: string | undefined) {
  if (!file) {
    const stdout = ctx.io.stdout
    return {
      write: async (text: string) => {
        if (!stdout.write(text)) await once(stdout, 'drain')
      },
      close: async () => {},
    }
  }
  const fail = (error: Error): never => {
    throw new CliError(`Cannot write ${file}: ${error.message}`)
  }
  const handle = await open(file, 'w').catch(fail)
  return { write: (text: string) => handle.write(text).then(() => {}, fail), close: () => handle.close() }
}
