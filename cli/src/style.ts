import type { CliIo } from './io.js'

const CODES = { bold: [1, 22], dim: [2, 22], red: [31, 39], green: [32, 39], yellow: [33, 39], cyan: [36, 39] } as const
export type Style = Record<keyof typeof CODES, (text: string) => string>

/** ANSI styles for a stream: only on a terminal, never with NO_COLOR, always with FORCE_COLOR. */
export function styleFor(stream: CliIo['stdout'], env: CliIo['env']): Style {
  const forced = env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0'
  const enabled = forced || (Boolean(stream.isTTY) && env.NO_COLOR === undefined && env.TERM !== 'dumb')
  const entries = Object.entries(CODES).map(([name, [open, close]]) => [
    name,
    (text: string) => (enabled ? `\u001b[${open}m${text}\u001b[${close}m` : text),
  ])
  return Object.fromEntries(entries) as Style
}
