import cliProgress from 'cli-progress'
import type { CliIo } from './io.js'

export interface Progress {
  tick(by?: number): void
  stop(): void
}

/**
 * A progress bar on stderr for long batches (imports, bulk grants). Drawn only for a person at a
 * terminal and never in `--json` mode; elsewhere `tick`/`stop` do nothing.
 */
export function createProgress(io: CliIo, options: { total: number; label: string; json: boolean }): Progress {
  if (options.json || !io.stderr.isTTY) return { tick() {}, stop() {} }
  const bar = new cliProgress.SingleBar(
    { stream: io.stderr, format: `${options.label} [{bar}] {value}/{total}`, hideCursor: true, clearOnComplete: false },
    cliProgress.Presets.shades_classic
  )
  bar.start(options.total, 0)
  return { tick: (by = 1) => bar.increment(by), stop: () => bar.stop() }
}

/** Runs `each` over `items` one by one with a progress bar; returns the results in order. */
export async function forEachWithProgress<T, R>(
  io: CliIo,
  options: { label: string; json: boolean },
  items: T[],
  each: (item: T, index: number) => Promise<R>
): Promise<R[]> {
  const progress = createProgress(io, { ...options, total: items.length })
  const results: R[] = []
  try {
    for (const [index, item] of items.entries()) {
      results.push(await each(item, index))
      progress.tick()
    }
  } finally {
    progress.stop()
  }
  return results
}
