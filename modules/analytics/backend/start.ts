import { performance } from 'node:perf_hooks'
import emitter from '@adonisjs/core/services/emitter'
import env from '#start/env'
import { applyActivity } from './services/activity_consumer.js'

/**
 * How long after a commit its activity is applied to the figures, at the least: at once by default
 * (the commit wakes the consumer). Every process also applies what is in the outbox at start and
 * every POLL_MS (what other processes committed, or a run that failed).
 */
const APPLY_DELAY_MS = env.get('ANALYTICS_APPLY_DELAY_MS') ?? 0
const POLL_MS = Math.max(1000, APPLY_DELAY_MS)
/**
 * A run starts this many times the previous run's duration after its end, at the earliest (up to
 * POLL_MS): a lone commit is applied at once, and under a stream of commits applying stays a small
 * share of the time, each run taking many of them at once.
 */
const PAUSE_PER_RUN_TIME = 4

/** Applies the activity outbox at start, after each commit that wrote to it, every POLL_MS, and once more at stop. */
export default async function startActivityConsumer() {
  let stopped = false
  let timer: NodeJS.Timeout | null = null
  let dueAt = Number.POSITIVE_INFINITY
  let nextAllowedAt = 0
  const schedule = (delayMs: number) => {
    if (stopped || Date.now() + delayMs >= dueAt) return
    if (timer) clearTimeout(timer)
    dueAt = Date.now() + delayMs
    timer = setTimeout(run, delayMs)
    timer.unref()
  }
  const run = async () => {
    timer = null
    dueAt = Number.POSITIVE_INFINITY
    const started = performance.now()
    await applyActivity()
    nextAllowedAt = Date.now() + Math.min(POLL_MS, (performance.now() - started) * PAUSE_PER_RUN_TIME)
    schedule(POLL_MS)
  }
  const woken = () => schedule(Math.max(APPLY_DELAY_MS, nextAllowedAt - Date.now()))
  emitter.on('powerdeck:activity', woken)
  schedule(0)
  return async () => {
    stopped = true
    emitter.off('powerdeck:activity', woken)
    if (timer) clearTimeout(timer)
    await applyActivity()
  }
}
