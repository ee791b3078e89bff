import { notifyInBackground } from './services/notices_service.js'
import { noticeExpiringPowerups } from './services/notifiers.js'

/** How often holdings entering the expiry warning window are looked for. */
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000

/** Looks for powerups about to expire at start and every minute; stops with the server. */
export default async function startExpiryNotices() {
  let running = false
  const sweep = () => {
    if (running) return
    running = true
    notifyInBackground(() => noticeExpiringPowerups().finally(() => (running = false)))
  }
  sweep()
  const timer = setInterval(sweep, EXPIRY_SWEEP_INTERVAL_MS)
  timer.unref()
  return async () => clearInterval(timer)
}
