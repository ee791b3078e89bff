import { closeSync, fsyncSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import db from '@adonisjs/lucid/services/db'

import { StartupError } from './startup_error.js'

/*
 * A start that cannot succeed ends at once with one message naming what is wrong (the folder or
 * the database address, and the cause), instead of waiting on a pool that never connects or
 * blaming a table a failed migration never made.
 */

/** What the probe write in the data folder needs: a full disk refuses it. */
const PROBE_BYTES = 64 * 1024
/** How long the first query may take before the database counts as unreachable. */
const REACH_TIMEOUT_MS = 15_000

const FOLDER_CAUSES: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'it is on a read-only file system',
  EACCES: 'this process may not write there',
  EPERM: 'this process may not write there',
  ENOTDIR: 'a part of the path is a file, not a folder',
}

const causeOf = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException)?.code ?? ''
  return FOLDER_CAUSES[code] ?? (error instanceof Error ? error.message : String(error))
}

/** DATA_DIR exists (or is made) and takes a write that reaches the disk. */
export function checkDataFolder(folder: string) {
  try {
    mkdirSync(folder, { recursive: true })
  } catch (error) {
    throw new StartupError(`The data folder ${folder} (DATA_DIR) cannot be created: ${causeOf(error)}`)
  }
  const probe = join(folder, `.powerdeck-write-check-${process.pid}`)
  try {
    const fd = openSync(probe, 'w')
    try {
      writeSync(fd, Buffer.alloc(PROBE_BYTES))
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
  } catch (error) {
    throw new StartupError(`The data folder ${folder} (DATA_DIR) cannot be written: ${causeOf(error)}`)
  } finally {
    rmSync(probe, { force: true })
  }
}

/** A database address without its password, for messages. */
export function withoutPassword(url: string) {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(an address that is not a URL)'
  }
}

/** The database answers a query within the timeout; `where` names it in the message. */
export async function checkDatabaseReachable(where: string) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REACH_TIMEOUT_MS / 1000} s`)), REACH_TIMEOUT_MS)
  })
  try {
    await Promise.race([db.rawQuery('select 1'), timeout])
  } catch (error) {
    throw new StartupError(`Cannot reach the database at ${where}: ${describeDatabaseError(error)}`)
  } finally {
    clearTimeout(timer)
  }
}

/** A database error in an operator's words, with the driver's code. */
export function describeDatabaseError(error: unknown) {
  const failed = error as { code?: unknown; message?: unknown }
  const code = typeof failed?.code === 'string' ? failed.code : ''
  const message = typeof failed?.message === 'string' ? failed.message : String(error)
  if (code === 'SQLITE_FULL' || code === '53100') return `the disk is full (${code})`
  if (code.startsWith('SQLITE_READONLY') || code === 'SQLITE_CANTOPEN')
    return `the database file cannot be written (${code})`
  return code ? `${message} (${code})` : message
}
