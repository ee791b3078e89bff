import env from '#start/env'
import { notifyInBackground } from './services/notices_service.js'
import { noticeExpiringPowerups } from './services/notifiers.js'
import { sendPendingEmails, stopSendingEmails } from './services/notice_emails.js'

/** How often holdings entering the expiry warning window are looked for: every minute unless EXPIRY_SWEEP_SECONDS says otherwise. */
const EXPIRY_SWEEP_INTERVAL_MS = (env.get('EXPIRY_SWEEP_SECONDS') ?? 60) * 1000

/**
 * Looks for powerups about to expire at start and every minute, and sends the email copies still
 * pending (a restart's, or a round that ended on an unreachable server); stops with the server.
 */
export default async function startExpiryNotices() {
  let running = false
  const sweep = () => {
    void sendPendingEmails()
    if (running) return
    running = true
    notifyInBackground(() => noticeExpiringPowerups().finally(() => (running = false)))
  }
  sweep()
  const timer = setInterval(sweep, EXPIRY_SWEEP_INTERVAL_MS)
  timer.unref()
  return async () => {
    clearInterval(timer)
    stopSendingEmails()
  }
}
