import { setTimeout as sleep } from 'node:timers/promises'
import {
  ApiRequestError,
  CliError,
  Command,
  UsageError,
  action,
  parsePositiveInt,
  type CommandContext,
} from '../../../cli/src/sdk.js'
import { rehearsalEvents } from '../shared/rehearsal.js'
import type { LiveEvent, SimulatorBatchResponse } from '../shared/live.js'

type EventResult = SimulatorBatchResponse['results'][number]

interface SimulateOptions {
  rate: number
  duration: number
  seed: number
  moderator: string[]
  player: string[]
  battleItems?: boolean
}

const SIMULATOR_EVENTS = '/api/live/simulator/events'
/**
 * Events go in one request per 5 s window (the kiosk's own refresh cadence): a 70 s rehearsal costs
 * 16 requests, leaving the creator's per-user rate limit (100 a minute by default) to the kiosk.
 */
const BATCH_WINDOW_MS = 5_000
const BATCH_MAX = 200
/** A 429 is waited out (its Retry-After, at most a minute each time) this many times before giving up. */
const RATE_LIMIT_RETRIES = 3
const RETRY_AFTER_MAX_S = 60
/** Ending the stream on the way out (error, Ctrl-C) must not hang the exit. */
const STREAM_END_TIMEOUT_MS = 5_000
/** Exit codes after a signal, as a shell reports them (128 + signal number). */
const SIGNAL_EXIT = { SIGINT: 130, SIGTERM: 143 } as const
type StopSignal = keyof typeof SIGNAL_EXIT

const collect = (value: string, previous: string[]) => [...previous, value.replace(/^@/, '')]

/** Thrown into the rehearsal when a signal stops it. */
class Interrupted extends Error {
  constructor(readonly signal: StopSignal) {
    super(`Interrupted by ${signal}`)
  }
}

/**
 * Stops the rehearsal on SIGINT/SIGTERM: the listeners replace Node's default exit, so the
 * stream can be ended first. A second signal while ending exits at once.
 */
function interruptOnSignals() {
  const controller = new AbortController()
  const onSignal = (signal: StopSignal) => {
    if (controller.signal.aborted) process.exit(SIGNAL_EXIT[signal])
    controller.abort(new Interrupted(signal))
  }
  for (const signal of Object.keys(SIGNAL_EXIT) as StopSignal[]) process.on(signal, onSignal)
  return {
    signal: controller.signal,
    dispose: () => {
      for (const signal of Object.keys(SIGNAL_EXIT) as StopSignal[]) process.off(signal, onSignal)
    },
  }
}

/** Sends one batch; a 429 is waited out (Retry-After) and the same batch sent again. */
async function sendBatch(ctx: CommandContext<SimulateOptions>, events: LiveEvent[], signal: AbortSignal) {
  for (let attempt = 0; ; attempt++) {
    try {
      const answer = await ctx.api.post<SimulatorBatchResponse>(SIMULATOR_EVENTS, { events }, { signal })
      return answer.results
    } catch (error) {
      if (!(error instanceof ApiRequestError && error.status === 429) || attempt >= RATE_LIMIT_RETRIES) throw error
      const seconds = Math.min(error.retryAfterSeconds ?? 1, RETRY_AFTER_MAX_S)
      ctx.out.warn(`Rate limited: sending again in ${seconds} s`)
      await sleep(seconds * 1000, undefined, { signal })
    }
  }
}

/** Ends the simulated stream on the way out; a failure to do so is said, never thrown. */
async function endStream(ctx: CommandContext<SimulateOptions>) {
  try {
    await ctx.api.post(SIMULATOR_EVENTS, { events: [{ type: 'streamEnd' }] }, { timeoutMs: STREAM_END_TIMEOUT_MS })
    return true
  } catch (error) {
    ctx.out.warn(`Could not end the stream (${(error as Error).message}): end it with \`powerdeck live disconnect\``)
    return false
  }
}

export function liveSimulateCommand() {
  return new Command('simulate')
    .description('Rehearse on the simulator: go live, send seeded gifts, streaks and chat at a rate, end the stream')
    .option('--rate <n>', 'events per second', parsePositiveInt, 5)
    .option('--duration <seconds>', 'how long the stream lasts', parsePositiveInt, 30)
    .option('--seed <n>', 'the same seed replays the same stream', parsePositiveInt, 1)
    .option('--moderator <handle>', 'TikTok handle of a moderator who types @player !glove (repeatable)', collect, [])
    .option('--player <name>', 'a player the moderators mention (repeatable)', collect, [])
    .option('--battle-items', 'TikTok battle cards now and then: awarded to viewers, some used later')
    .action(
      action<SimulateOptions>(async (ctx) => {
        const { rate, duration, seed, moderator, player, battleItems = false } = ctx.opts
        if (rate > BATCH_MAX) throw new UsageError(`--rate is at most ${BATCH_MAX} events per second`)
        const total = Math.min(rate * duration, 100_000)
        const runId = `cli${seed}-${Date.now().toString(36)}`
        const events = rehearsalEvents({ seed, runId, moderators: moderator, players: player, battleItems })
        const tally = { gifts: 0, diamonds: 0, streakSteps: 0, commands: 0, duplicates: 0, chat: 0, battleItems: 0 }
        const count = (answer: EventResult) => {
          if (answer.outcome === 'credited') {
            tally.gifts += 1
            tally.diamonds += answer.gift?.diamondValue ?? 0
          } else if (answer.outcome === 'streak') tally.streakSteps += 1
          else if (answer.outcome === 'command') tally.commands += 1
          else if (answer.outcome === 'duplicate') tally.duplicates += 1
          else if (answer.outcome === 'battleItem') tally.battleItems += 1
          else tally.chat += 1
        }
        // At high rates a window holds at most one batch's worth of events.
        const windowMs = Math.min(BATCH_WINDOW_MS, (BATCH_MAX * 1000) / rate)
        const stop = interruptOnSignals()
        let live = false
        let started = Date.now()
        try {
          await sendBatch(ctx, [{ type: 'goLive' }], stop.signal)
          live = true
          const progress = ctx.progress(total, 'Streaming')
          started = Date.now()
          try {
            for (let sent = 0; sent < total;) {
              // The events due by the end of the window now starting (more after a wait, up to a batch).
              const due = Math.round(((Date.now() - started + windowMs) * rate) / 1000)
              const size = Math.min(BATCH_MAX, total - sent, Math.max(1, due - sent))
              const batch = Array.from({ length: size }, () => events.next().value!)
              for (const answer of await sendBatch(ctx, batch, stop.signal)) count(answer)
              sent += size
              progress.tick(size)
              const next = started + (sent * 1000) / rate
              if (next > Date.now()) await sleep(next - Date.now(), undefined, { signal: stop.signal })
            }
          } finally {
            progress.stop()
          }
          await sendBatch(ctx, [{ type: 'streamEnd' }], stop.signal)
          live = false
        } catch (error) {
          const interrupted = stop.signal.aborted ? (stop.signal.reason as Interrupted) : null
          // A goLive the server refused (e.g. not the simulator driver) left nothing to end.
          const wentLive = live || (!interrupted && !(error instanceof ApiRequestError))
          const ended = wentLive || interrupted ? await endStream(ctx) : false
          if (!interrupted) throw error
          throw new CliError(
            `Rehearsal interrupted${ended ? ': the stream was ended' : ''}`,
            SIGNAL_EXIT[interrupted.signal]
          )
        } finally {
          stop.dispose()
        }

        const summary = { seed, runId, events: total, ...tally }
        ctx.out.result(summary, () => {
          ctx.out.success(`Rehearsal finished: ${total} events in ${Math.round((Date.now() - started) / 100) / 10} s`)
          ctx.out.record([
            ['Gifts credited', tally.gifts],
            ['Diamonds', tally.diamonds],
            ['Streak steps', tally.streakSteps],
            ['Chat commands', tally.commands],
            ['Plain chat', tally.chat],
            ...(battleItems ? [['Battle cards', tally.battleItems] as [string, number]] : []),
            ['Seed', seed],
          ])
        })
      })
    )
}
