import { InvalidArgumentError, type Command } from 'commander'
import type { CliIo } from './io.js'
import { ApiClient } from './api.js'
import { ConfigStore, DEFAULT_SERVER } from './config.js'
import { UsageError } from './errors.js'
import { Output } from './output.js'
import { Prompter } from './prompts.js'
import { createProgress, forEachWithProgress } from './progress.js'

/** The program-wide options every command understands. */
export interface GlobalOptions {
  server?: string
  token?: string
  json?: boolean
}

export type TokenSource = 'flag' | 'env' | 'config'

/** Everything a command's action needs, built per run (so tests can run the CLI in-process). */
export interface CommandContext<Options = Record<string, unknown>> {
  /** The whole `powerdeck` program (for commands that describe it, such as `completion`). */
  program: Command
  /** Positional arguments, in declaration order. */
  args: string[]
  /** This command's own options. */
  opts: Options
  /** `--json`: print exactly one JSON document on stdout. */
  json: boolean
  io: CliIo
  env: CliIo['env']
  out: Output
  prompt: Prompter
  config: ConfigStore
  /** The server URL (no trailing slash): --server, POWERDECK_SERVER, the last login's, or the default. */
  server: string
  /** The token (and where it came from): --token, POWERDECK_TOKEN, then the config file for this server. */
  token: { value: string; source: TokenSource } | null
  api: ApiClient
  progress(total: number, label: string): ReturnType<typeof createProgress>
  forEachWithProgress<T, R>(label: string, items: T[], each: (item: T, index: number) => Promise<R>): Promise<R[]>
}

const runs = new WeakMap<Command, CliIo>()

/** Binds a program to the streams and environment of one run. */
export function bindIo(program: Command, io: CliIo) {
  runs.set(program, io)
}

function rootOf(command: Command) {
  let root = command
  while (root.parent) root = root.parent
  return root
}

/** `http://host:3333/` → `http://host:3333`; anything but http(s) is a usage error. */
export function normalizeServer(value: string) {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new UsageError(`Invalid server URL: ${value}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`Invalid server URL: ${value}`)
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

export function createContext<Options>(command: Command, args: string[]): CommandContext<Options> {
  const root = rootOf(command)
  const io = runs.get(root)
  if (!io) throw new Error('Program not bound to an IO: build it with buildProgram()')
  const globals = root.opts<GlobalOptions>()
  const json = Boolean(globals.json)
  const out = new Output(io, json)
  const config = new ConfigStore(io.env, (message) => out.warn(message))
  const stored = config.read()
  const server = normalizeServer(globals.server || io.env.POWERDECK_SERVER || stored.server || DEFAULT_SERVER)
  const storedToken = stored.sessions[server]?.token
  const token = globals.token
    ? { value: globals.token, source: 'flag' as const }
    : io.env.POWERDECK_TOKEN
      ? { value: io.env.POWERDECK_TOKEN, source: 'env' as const }
      : storedToken
        ? { value: storedToken, source: 'config' as const }
        : null

  return {
    program: root,
    args,
    opts: command.opts<Options & object>(),
    json,
    io,
    env: io.env,
    out,
    prompt: new Prompter(io),
    config,
    server,
    token,
    api: new ApiClient(server, token?.value ?? null),
    progress: (total, label) => createProgress(io, { total, label, json }),
    forEachWithProgress: (label, items, each) => forEachWithProgress(io, { label, json }, items, each),
  }
}

/**
 * Wraps a command's handler for commander: `.action(action<Opts>(async (ctx) => { … }))`.
 * Throw `CliError`/`UsageError` (or let the API client throw) to fail with a clean message.
 */
export function action<Options = Record<string, unknown>>(
  handler: (ctx: CommandContext<Options>) => Promise<void> | void
) {
  return async (...received: unknown[]) => {
    const command = received.at(-1) as Command
    // A variadic last argument arrives as an array; an omitted optional one is left out.
    const args = received
      .slice(0, -2)
      .flat()
      .filter((value) => value !== undefined)
      .map(String)
    await handler(createContext<Options>(command, args))
  }
}

/** Argument/option parser for numeric ids: `.argument('<id>', 'creator id', parseId)`. */
export function parseId(value: string) {
  const id = Number(value)
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1)
    throw new InvalidArgumentError('Expected a positive whole number.')
  return String(id)
}

/** Option parser for counts and page numbers: `.option('--page <n>', 'page', parsePositiveInt)`. */
export function parsePositiveInt(value: string) {
  const number = Number(value)
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < 1) {
    throw new InvalidArgumentError('Expected a positive whole number.')
  }
  return number
}
