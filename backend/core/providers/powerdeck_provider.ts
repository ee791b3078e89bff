import type { ApplicationService } from '@adonisjs/core/types'
import env from '#start/env'
import modules from '#config/modules'
import { migrateToLatest, underBootLock } from '../database/migrate.js'
import { loadAuditCatalogue } from '../audit/catalogue.js'
import { logDemoAccounts, seedDemoData } from '../demo/demo_data.js'
import { installModules } from '../module_loader.js'
import { startErrorRetention } from '../monitoring/error_log.js'
import { nodeRegistry } from '../cluster/node_registry.js'
import { eventLoopMonitor } from '../monitoring/event_loop.js'
import { changeFeed } from '../database/change_feed.js'
import { installDurableCommit } from '../database/durable_commit.js'
import { dataFolder, sqliteFile } from '../database/sqlite_file.js'
import { StartupError } from '../startup_error.js'
import { checkDataFolder, checkDatabaseReachable, describeDatabaseError, withoutPassword } from '../startup_checks.js'

/** The database in a start message: the SQLite file, or the PostgreSQL address without its password. */
const onSqlite = () => env.get('DB_CONNECTION', 'sqlite') === 'sqlite'
const databaseAddress = () =>
  !onSqlite()
    ? withoutPassword(env.get('DATABASE_URL') ?? 'postgres://postgres@127.0.0.1:5432/powerdeck')
    : sqliteFile()

/** Sends the push signals still waiting for their window's end (see signalTopic). */
async function flushPushSignals() {
  const { push } = await import('../push/push_service.js')
  push.flushSignals()
}

/**
 * Wires the enabled modules into the app: their audit events, their listeners; on a web server start,
 * migrations, demo data (development only), the database's change feed (what the caches follow), the error log's retention sweep, the event-loop delay monitor, this process's heartbeat in
 * the node registry and each module's start hook, whose stoppers run when the app terminates, while the database is still open.
 */
export default class PowerdeckProvider {
  #stoppers: (() => Promise<void>)[] = []

  constructor(protected app: ApplicationService) {}

  /** Hands the kernel the one module list and the audit catalogue before any service reads them. */
  register() {
    installModules(modules)
    loadAuditCatalogue(modules)
  }

  /**
   * Before any query: a transaction confirms only a stored COMMIT (see durable_commit), and
   * SQLite's data folder exists and takes writes (a start that cannot succeed ends here).
   */
  async boot() {
    await installDurableCommit()
    if (onSqlite()) checkDataFolder(dataFolder())
  }

  async start() {
    for (const module of modules) {
      if (module.listeners) (await module.listeners()).default()
    }
    if (this.app.getEnvironment() !== 'web') {
      // A command's last reload signals may still wait for their window (a web server sends them after its stoppers).
      this.app.terminating(flushPushSignals)
      return
    }
    const demoWanted = env.get('DEMO_DATA', !this.app.inProduction)
    await checkDatabaseReachable(databaseAddress())
    // Several processes may start at once: one migrates and seeds, the others then find it done.
    await underBootLock(async (locked) => {
      await migrateToLatest({ locked }).catch((error) => {
        throw new StartupError(`A migration failed on ${databaseAddress()}: ${describeDatabaseError(error)}`)
      })
      if (demoWanted) await seedDemoData(modules)
    })
    if (demoWanted) logDemoAccounts()
  }

  async ready() {
    if (this.app.getEnvironment() !== 'web') return
    this.#stoppers.push(await changeFeed.start())
    this.#stoppers.push(await startErrorRetention())
    this.#stoppers.push(eventLoopMonitor.start())
    this.#stoppers.push(await nodeRegistry.start())
    const { followRedisAvailability } = await import('../push/push_streams.js')
    const stopFollowing = followRedisAvailability(() => nodeRegistry.othersAlive())
    this.#stoppers.push(async () => stopFollowing())
    for (const module of modules) {
      if (!module.start) continue
      const stop = await (await module.start()).default()
      if (stop) this.#stoppers.push(stop)
    }
    // Before the providers shut down: a stopper may still write (the database closes after).
    this.app.terminating(async () => {
      await Promise.allSettled(this.#stoppers.map((stop) => stop()))
      await flushPushSignals()
    })
  }
}
