import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import type { HttpContext } from '@adonisjs/core/http'
import { redisAvailability } from '../redis_availability.js'

/** How long the readiness probe waits for the database before calling it unreachable. */
const DATABASE_PROBE_MS = 2_000

type Check = 'ok' | 'failing' | 'degraded' | 'not configured'

let migrationsDone = false

/** Whether every migration the code knows has run (true stays true for the life of the process). */
async function migrationsApplied() {
  if (migrationsDone) return true
  const runner = new MigrationRunner(db, app, { direction: 'up', dryRun: true })
  const pending = (await runner.getList()).filter((migration) => migration.status === 'pending')
  migrationsDone = pending.length === 0
  return migrationsDone
}

function withinProbeTime<T>(work: Promise<T>) {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer in ${DATABASE_PROBE_MS} ms`)), DATABASE_PROBE_MS).unref()
    ),
  ])
}

export default class HealthProbesController {
  /** Liveness: the process answers (an orchestrator restarts it when it does not). */
  live() {
    return { success: true, status: 'live' }
  }

  /**
   * Readiness: the database answers and is migrated. Redis is reported but does not take the process
   * out of rotation: while it is away each process goes on alone (redis_availability), and failing
   * every process at once would turn a degraded platform into a down one.
   */
  async ready({ response }: HttpContext) {
    const checks: Record<'database' | 'migrations' | 'redis', Check> = {
      database: 'failing',
      migrations: 'failing',
      redis: !redisAvailability.configured ? 'not configured' : 'degraded',
    }
    if (checks.redis === 'degraded' && (await redisAvailability.answers())) checks.redis = 'ok'
    let error: string | undefined
    try {
      await withinProbeTime(db.rawQuery('select 1'))
      checks.database = 'ok'
      checks.migrations = (await withinProbeTime(migrationsApplied())) ? 'ok' : 'failing'
      if (checks.migrations !== 'ok') error = 'Migrations are pending'
    } catch (failure) {
      error = `Database unreachable: ${failure instanceof Error ? failure.message : String(failure)}`
    }
    if (error)
      return response
        .status(503)
        .header('Retry-After', '5')
        .send({ success: false, status: 'not ready', error, checks })
    return { success: true, status: 'ready', checks }
  }
}
