import { mkdirSync } from 'node:fs'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import modules from '#config/modules'

/*
| Migration folders are recorded relative to the app root. Dev (backend/) and the build
| (build/backend/) keep modules/ beside the app root, so both record identical names.
*/
const appRoot = fileURLToPath(app.appRoot)
const migrationPaths = [
  'database/migrations',
  ...modules.flatMap((m) => (m.migrations ? [relative(appRoot, fileURLToPath(m.migrations))] : [])),
]
const migrations = { naturalSort: true, paths: migrationPaths }

/** SQLite lives in DATA_DIR (default ./data from where the process starts), created on start. */
export function sqliteFile() {
  const dir = env.get('DATA_DIR') ?? './data'
  const absolute = isAbsolute(dir) ? dir : resolve(process.cwd(), dir)
  mkdirSync(absolute, { recursive: true })
  return join(absolute, app.inTest ? 'powerdeck-test.sqlite' : 'powerdeck.sqlite')
}

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
          conn.pragma('foreign_keys = ON')
          conn.pragma('busy_timeout = 5000')
          done(null, conn)
        },
      },
    },
    pg: {
      client: 'pg',
      connection: env.get('DATABASE_URL') ?? 'postgres://postgres@127.0.0.1:5432/powerdeck',
      pool: { min: 0, max: 20 },
      migrations,
    },
  },
})

export default dbConfig
