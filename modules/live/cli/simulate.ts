import { Command, UsageError, action, parsePositiveInt } from '../../../cli/src/sdk.js'
import { rehearsalEvents } from '../shared/rehearsal.js'
import type { LiveEvent, SimulatorBatchResponse } from '../shared/live.js'

interface SimulateOptions {
  rate: number
  duration: number
  seed: number
  moderator: string[]
  player: string[]
}

const SIMULATOR_EVENTS = '/api/live/simulator/events'
/** Events are sent a second's worth per request: the API's per-user rate limit stays far away. */
const BATCH_MS = 1_000
const BATCH_MAX = 200
const collect = (value: string, previous: string[]) => [...previous, value.replace(/^@/, '')]

export function liveSimulateCommand() {
  return new Command('simulate')
    .description('Rehearse on the simulator: go live, send seeded gifts, streaks and chat at a rate, end the stream')
    .option('--rate <n>', 'events per second', parsePositiveInt, 5)
    .option('--duration <seconds>', 'how long the stream lasts', parsePositiveInt, 30)
    .option('--seed <n>', 'the same seed replays the same stream', parsePositiveInt, 1)
    .option('--moderator <handle>', 'TikTok handle of a moderator who types @player !glove (repeatable)', collect, [])
    .option('--player <name>', 'a player the moderators mention (repeatable)', collect, [])
    .action(
      action<SimulateOptions>(async (ctx) => {
        const { rate, duration, seed, moderator, player } = ctx.opts
        if (rate > BATCH_MAX) throw new UsageError(`--rate is at most ${BATCH_MAX} events per second`)
        const total = Math.min(rate * duration, 100_000)
        const runId = `cli${seed}-${Date.now().toString(36)}`
        const events = rehearsalEvents({ seed, runId, moderators: moderator, players: player })
        const tally = { gifts: 0, diamonds: 0, streakSteps: 0, commands: 0, duplicates: 0, chat: 0 }
        const send = (batch: LiveEvent[]) =>
          ctx.api.post<SimulatorBatchResponse>(SIMULATOR_EVENTS, { events: batch }).then((answer) => answer.results)

        await send([{ type: 'goLive' }])
        const progress = ctx.progress(total, 'Streaming')
        const perBatch = Math.max(1, Math.round((rate * BATCH_MS) / 1000))
        const started = Date.now()
        for (let sent = 0; sent < total; ) {
          const batch = Array.from({ length: Math.min(perBatch, total - sent) }, () => events.next().value!)
          for (const answer of await send(batch)) {
            if (answer.outcome === 'credited') {
              tally.gifts += 1
              tally.diamonds += answer.gift?.diamondValue ?? 0
            } else if (answer.outcome === 'streak') tally.streakSteps += 1
            else if (answer.outcome === 'command') tally.commands += 1
            else if (answer.outcome === 'duplicate') tally.duplicates += 1
            else tally.chat += 1
          }
          sent += batch.length
          progress.tick(batch.length)
          const due = started + (sent * 1000) / rate
          if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()))
        }
        progress.stop()
        await send([{ type: 'streamEnd' }])

        const summary = { seed, runId, events: total, ...tally }
        ctx.out.result(summary, () => {
          ctx.out.success(`Rehearsal finished: ${total} events in ${Math.round((Date.now() - started) / 100) / 10} s`)
          ctx.out.record([
            ['Gifts credited', tally.gifts],
            ['Diamonds', tally.diamonds],
            ['Streak steps', tally.streakSteps],
            ['Chat commands', tally.commands],
            ['Plain chat', tally.chat],
            ['Seed', seed],
          ])
        })
      })
    )
}
