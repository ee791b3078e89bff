import { mkdirSync } from 'node:fs'
import { isAbsolute, join, resolve } from 'node:path'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

/** SQLite lives in DATA_DIR (default ./data from where the process starts), created on start. */
export function sqliteFile() {
  const dir = env.get('DATA_DIR') ?? './data'
  const absolute = isAbsolute(dir) ? dir : resolve(process.cwd(), dir)
  mkdirSync(absolute, { recursive: true })
  return join(absolute, app.inTest ? 'powerdeck-test.sqlite' : 'powerdeck.sqlite')
}
