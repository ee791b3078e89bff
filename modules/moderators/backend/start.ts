import { startTouchWindows } from './services/activity_touches.js'

/** On a web server: moderators' activity stamps coalesce (see activity_touches.ts); the stopper writes what waits. */
export default async function startModerators() {
  return startTouchWindows()
}
