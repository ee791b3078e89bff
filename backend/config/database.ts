import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import modules from '#config/modules'
import { inDependencyOrder } from '#core/shared/module_graph'
import { sqliteFile } from '#core/database/sqlite_file'

/*
| Migration folders are recorded relative to the app root. Dev (backend/) and the build
| (build/backend/) keep modules/ beside the app root, so both record identical names. A module's
| tables come after those of the modules it depends on.
*/
const appRoot = fileURLToPath(app.appRoot)
const migrationPaths = [
  'database/migrations',
  ...inDependencyOrder(modules).flatMap((m) => (m.migrations ? [relative(appRoot, fileURLToPath(m.migrations))] : [])),
]
const migrations = { naturalSort: true, paths: migrationPaths }

const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION', 'sqlite'),
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: { filename: sqliteFile() },
      useNullAsDefault: true,
      migrations,
      pool: {
        afterCreate: (conn: any, done: (err: Error | null, conn: unknown) => void) => {
          conn.pragma('journal_mode = WAL')
          // A confirmed commit survives a power cut too, not only a crash of the process.
          conn.pragma('synchronous = FULL')
          conn.pragma('foreign_keys = ON')
          conn.pragma('busy_timeout = 5000')
          done(null, conn)
        },
      },
    },
    pg: {
      client: 'pg',
      connection: env.get('DATABASE_URL') ?? 'postgres://postgres@127.0.0.1:5432/powerdeck',
      // Per process: N processes open up to N × DB_POOL_MAX, plus two each (docs/operators.md, "Connections").
      pool: { min: 0, max: env.get('DB_POOL_MAX', 20) },
      migrations,
    },
  },
})

export default dbConfig
