import { mkdtempSync } from 'node:fs'
import { join } from 'node:path'
import { PassThrough, Writable } from 'node:stream'
import { expect, inject } from 'vitest'
import { run } from '../src/program.js'
import type { CliIo } from '../src/io.js'

/**
 * Shared helpers for CLI tests (core and modules): run `powerdeck` in-process against the real
 * backend that tests/global-setup.ts started, each session with its own config folder.
 */

/** The demo accounts of a development start (backend/core/demo/demo_data.ts). */
export const DEMO = {
  admin: { flag: '--email', id: 'admin@powerdeck.local', password: 'powerdeck-admin' },
  creator: { flag: '--email', id: 'creator@powerdeck.local', password: 'powerdeck-creator' },
  creator2: { flag: '--email', id: 'creator2@powerdeck.local', password: 'powerdeck-creator' },
  moderator: { flag: '--username', id: 'demo-mod', password: 'powerdeck-mod' },
} as const
export type DemoRole = keyof typeof DEMO

export const serverUrl = () => inject('serverUrl')

/** A fresh folder under the run's temporary root (removed when the run ends). */
export const tempDir = (prefix = 'tmp-') => mkdtempSync(join(inject('tempRoot'), prefix))

export interface CliResult {
  code: number
  stdout: string
  stderr: string
  /** stdout parsed as JSON (fails the test when it is not exactly one JSON document). */
  json<T = any>(): T
}

export interface RunOptions {
  /** Extra environment (merged over the session's: POWERDECK_SERVER, POWERDECK_CONFIG_DIR, NO_COLOR). */
  env?: Record<string, string | undefined>
  /**
   * Answers for prompts, in order: when stderr shows the prompt text, the answer is typed with
   * Enter. Giving answers makes the run interactive (as at a terminal).
   */
  answers?: [prompt: string, answer: string][]
  /** What a pipe into `powerdeck` carries (e.g. for --password-stdin); ended after it. */
  stdin?: string
}

/** A writable that keeps what was written and tells a listener. */
class Capture extends Writable {
  text = ''
  columns = 100
  constructor(private readonly onText: (text: string) => void = () => {}) {
    super()
  }
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void) {
    this.text += String(chunk)
    this.onText(this.text)
    done()
  }
}

/** A scripted keyboard: answers each prompt once it appears in the prompt output. */
function scriptedInput(answers: [string, string][]) {
  const input = new PassThrough() as PassThrough & { isTTY?: boolean }
  let next = 0
  let answeredUpTo = 0
  const onText = (text: string) => {
    if (next >= answers.length) return
    const [prompt, answer] = answers[next]
    const at = text.indexOf(prompt, answeredUpTo)
    if (at === -1) return
    next++
    answeredUpTo = at + prompt.length
    setImmediate(() => input.write(`${answer}\r`))
  }
  return { input, onText }
}

export class CliSession {
  readonly configDir = tempDir('config-')

  constructor(readonly env: Record<string, string | undefined> = {}) {}

  get configFile() {
    return join(this.configDir, 'config.json')
  }

  async run(args: string[], options: RunOptions = {}): Promise<CliResult> {
    const script = options.answers ? scriptedInput(options.answers) : null
    const piped = new PassThrough()
    if (options.stdin !== undefined) piped.end(options.stdin)
    const stdout = new Capture()
    const stderr = new Capture(script?.onText)
    const io: Partial<CliIo> = {
      stdout,
      stderr,
      stdin: script?.input ?? piped,
      interactive: Boolean(script),
      env: {
        POWERDECK_SERVER: serverUrl(),
        POWERDECK_CONFIG_DIR: this.configDir,
        NO_COLOR: '1',
        ...this.env,
        ...options.env,
      },
    }
    const code = await run(args, io)
    return {
      code,
      stdout: stdout.text,
      stderr: stderr.text,
      json() {
        return JSON.parse(stdout.text)
      },
    }
  }
}

/** One `powerdeck` run in a fresh config folder. */
export function runCli(args: string[], options?: RunOptions) {
  return new CliSession().run(args, options)
}

/** A session signed in as a demo account with `powerdeck login` (token saved in its config). */
export async function loginAs(role: DemoRole) {
  const session = new CliSession()
  const account = DEMO[role]
  const result = await session.run(['login', account.flag, account.id], {
    env: { POWERDECK_PASSWORD: account.password },
  })
  expect(result.code, result.stderr).toBe(0)
  return session
}

/** A bearer token for a demo account straight from the API (for --token and POWERDECK_TOKEN tests). */
export async function tokenFor(role: DemoRole) {
  const account = DEMO[role]
  const field = account.flag === '--email' ? 'email' : 'username'
  const response = await fetch(`${serverUrl()}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ [field]: account.id, password: account.password }),
  })
  const body = (await response.json()) as { token?: string; error?: string }
  if (!body.token) throw new Error(`Sign-in as ${role} failed: ${body.error}`)
  return body.token
}

/** A value unique to this test run (emails, names). */
export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
