import { dirname, isAbsolute, join, resolve } from 'node:path'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

/** SQLite lives in DATA_DIR (default ./data from where the process starts), made and checked at boot. */
export function sqliteFile() {
  const dir = env.get('DATA_DIR') ?? './data'
  const absolute = isAbsolute(dir) ? dir : resolve(process.cwd(), dir)
  return join(absolute, app.inTest ? 'powerdeck-test.sqlite' : 'powerdeck.sqlite')
}

export const dataFolder = () => dirname(sqliteFile())
