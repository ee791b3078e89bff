import { PassThrough } from 'node:stream'
import { confirm, input, password } from '@inquirer/prompts'
import type { CliIo } from './io.js'
import { CliError, UsageError } from './errors.js'

interface Ask {
  /** Already given (by a flag): returned as is, no prompt. */
  value?: string
  message: string
  /** The flag that gives the value without a prompt, named when no terminal is there to ask. */
  flag: string
  /** Returns an error message, or true when the value is fine. */
  validate?: (value: string) => string | true
  default?: string
}

const required = (value: string) => value.trim() !== '' || 'Required'

/**
 * Inquirer prompts bound to the run's streams (rendered on stderr, so `--json` stdout stays
 * clean). Without a terminal they do not hang: they fail as a usage error naming the flag.
 */
export class Prompter {
  constructor(private readonly io: CliIo) {}

  get interactive() {
    return this.io.interactive
  }

  async text(ask: Ask): Promise<string> {
    if (ask.value !== undefined) return ask.value
    this.requireTerminal(`Missing ${ask.flag}`)
    return this.guard(
      input({ message: ask.message, default: ask.default, validate: ask.validate ?? required }, this.context)
    ).then((value) => value.trim())
  }

  async secret(ask: Omit<Ask, 'default'>): Promise<string> {
    if (ask.value !== undefined) return ask.value
    this.requireTerminal(`Missing ${ask.flag}`)
    return this.guard(password({ message: ask.message, mask: '*', validate: ask.validate ?? required }, this.context))
  }

  /** Asks yes/no; without a terminal the caller must have passed `flag` (e.g. --yes). */
  confirm(ask: { message: string; flag: string; default?: boolean }) {
    this.requireTerminal(`Confirmation needed: pass ${ask.flag} (no terminal to ask)`)
    return this.guard(confirm({ message: ask.message, default: ask.default ?? false }, this.context))
  }

  private get context() {
    // Inquirer ends the stream it renders to once a prompt is done: hand it one per prompt,
    // which reports the terminal's size so long questions wrap where the terminal does.
    const output = new PassThrough()
    output.pipe(this.io.stderr, { end: false })
    const terminal = this.io.stderr
    Object.defineProperties(output, {
      columns: { get: () => terminal.columns },
      rows: { get: () => (terminal as { rows?: number }).rows },
    })
    return { input: this.io.stdin, output, clearPromptOnDone: false }
  }

  private requireTerminal(message: string) {
    if (!this.io.interactive) throw new UsageError(message)
  }

  /** Ctrl+C in a prompt ends the command quietly as a failure. */
  private async guard<T>(prompt: Promise<T>) {
    try {
      return await prompt
    } catch (error) {
      if ((error as Error).name === 'ExitPromptError') throw new CliError('Cancelled')
      throw error
    }
  }
}
