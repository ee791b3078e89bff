import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { dbTimestamp } from '#core/database/time'
import ModeratorProfile from '../models/moderator_profile.js'

/** What a moderator's activity stamps: each field given is set to its time. */
export interface ModeratorTouch {
  active?: DateTime
  grant?: DateTime
  use?: DateTime
}

/** Sign-in and every action of a moderator refresh their last activity (one statement; none without a profile). */
export async function touchModerator(userId: number, touch: ModeratorTouch, client?: TransactionClientContract) {
  await ModeratorProfile.query({ client })
    .where('user_id', userId)
    .update({
      ...(touch.active ? { last_active: dbTimestamp(touch.active) } : {}),
      ...(touch.grant ? { last_grant_action: dbTimestamp(touch.grant) } : {}),
      ...(touch.use ? { last_use_action: dbTimestamp(touch.use) } : {}),
      updated_at: dbTimestamp(DateTime.now()),
    })
}

/**
 * A moderator's audited actions stamp their profile (last active, last grant, last use). A
 * moderator granting many times a second during a stream would write their profile row once per
 * grant, each grant waiting for it. On a web server (startTouchWindows, the module's start hook),
 * within a window of TOUCH_WINDOW_MS each stamp is written at once the first time only (a first
 * grant, a first use); the later ones wait and are written together, each at its latest time, when
 * the window ends. Reads of the stamps in this process write what waits first (flushTouches).
 * Elsewhere (commands, tests) every action writes at once.
 */
export const TOUCH_WINDOW_MS = 1000

let windowed = false

/** Opens windows from now on; the stopper writes what waits and ends them. */
export function startTouchWindows() {
  windowed = true
  return async () => {
    windowed = false
    await flushTouches()
  }
}

type Stamp = keyof ModeratorTouch
const STAMPS: Stamp[] = ['active', 'grant', 'use']

/** Per moderator (user id): the stamps written in the window, those waiting for its end, its timer. */
const windows = new Map<number, { written: Set<Stamp>; waiting: ModeratorTouch; timer: NodeJS.Timeout }>()

/** Both touches' stamps, each at the later of its times. */
function merged(a: ModeratorTouch, b: ModeratorTouch): ModeratorTouch {
  const touch: ModeratorTouch = {}
  for (const stamp of STAMPS) {
    const [x, y] = [a[stamp], b[stamp]]
    const time = x && y ? (x > y ? x : y) : (x ?? y)
    if (time) touch[stamp] = time
  }
  return touch
}

const stampsOf = (touch: ModeratorTouch) => STAMPS.filter((stamp) => touch[stamp])

/** Records a moderator's action: written at once if it sets a stamp the window has not written yet. */
export async function touchAfterAction(userId: number, touch: ModeratorTouch) {
  if (!windowed) return touchModerator(userId, touch)
  const window = windows.get(userId) ?? openWindow(userId)
  const now = merged(window.waiting, touch)
  if (stampsOf(touch).every((stamp) => window.written.has(stamp))) {
    window.waiting = now
    return
  }
  window.waiting = {}
  for (const stamp of stampsOf(now)) window.written.add(stamp)
  await touchModerator(userId, now)
}

function openWindow(userId: number) {
  const timer = setTimeout(() => void endWindow(userId), TOUCH_WINDOW_MS)
  timer.unref()
  const window = { written: new Set<Stamp>(), waiting: {}, timer }
  windows.set(userId, window)
  return window
}

/** A window's end: what waited is written, which opens the next window; a quiet window leaves none. */
async function endWindow(userId: number) {
  const window = windows.get(userId)
  if (!window) return
  clearTimeout(window.timer)
  windows.delete(userId)
  const { waiting } = window
  if (!stampsOf(waiting).length) return
  const next = openWindow(userId)
  for (const stamp of stampsOf(waiting)) next.written.add(stamp)
  await write(userId, waiting)
}

async function write(userId: number, touch: ModeratorTouch) {
  try {
    await touchModerator(userId, touch)
  } catch (error) {
    logger.error({ err: error, userId }, 'moderator activity stamp failed')
  }
}

/** Writes every stamp still waiting now: before this process reads them, and when it stops. */
export async function flushTouches() {
  const waiting = [...windows].map(([userId, window]) => {
    clearTimeout(window.timer)
    windows.delete(userId)
    return [userId, window.waiting] as const
  })
  await Promise.all(
    waiting.filter(([, touch]) => stampsOf(touch).length).map(([userId, touch]) => write(userId, touch))
  )
}
