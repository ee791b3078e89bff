import type { Readable, Writable } from 'node:stream'

type Terminal = { isTTY?: boolean; columns?: number }

/** Where a run reads and writes: the process by default, streams of their own in tests. */
export interface CliIo {
  stdout: Writable & Terminal
  stderr: Writable & Terminal
  stdin: Readable & Terminal
  env: Record<string, string | undefined>
  /** Prompts may be shown: a person at a terminal (stdin and stderr are TTYs). */
  interactive: boolean
}

export function processIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    interactive: Boolean(process.stdin.isTTY && process.stderr.isTTY),
  }
}
