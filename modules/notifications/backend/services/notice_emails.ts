import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { dbNow, dbTimestamp } from '#core/database/time'
import { emailAvailable, isDeliverableAddress, mailConfig, sendMail, type MailMessage } from '#core/mail/mailer'

/** Pending emails read per query of a round. */
const ROUND_BATCH = 50

const FOOTER = "You receive this because Email Notifications is on in Powerdeck's Settings."

/** Whether a new notice of this user gets an email copy: email available, their Email switch on, a real address. */
export function wantsEmailCopy(emailSwitch: boolean, address: string): boolean {
  return emailSwitch && emailAvailable() && isDeliverableAddress(address)
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The email copy of a notice: its title as subject, its text, and a link to its screen when the app's address is known. */
function noticeEmail(
  notice: { title: string; message: string; link: string | null },
  to: { name: string; address: string },
  appUrl: string | null
): MailMessage {
  const url = notice.link && appUrl ? new URL(notice.link, appUrl).toString() : null
  const text = [notice.message, url ? `Open in Powerdeck: ${url}` : null, FOOTER].filter(Boolean).join('\n\n')
  const html = [
    `<p>${escapeHtml(notice.message)}</p>`,
    url ? `<p><a href="${escapeHtml(url)}">Open in Powerdeck</a></p>` : null,
    `<p style="color:#666;font-size:12px">${escapeHtml(FOOTER)}</p>`,
  ]
    .filter(Boolean)
    .join('\n')
  return { to, subject: `Powerdeck: ${notice.title}`, text, html }
}

/** Takes one pending email for this sender; false when another sender (process) took it first. */
async function claim(noticeId: number): Promise<boolean> {
  const claimed = await db
    .from('notices')
    .where('id', noticeId)
    .where('email_status', 'pending')
    .update({ email_status: 'sending' })
  return Number(claimed) === 1
}

/**
 * One round: sends the pending emails, oldest first, each claimed before it is sent and marked
 * sent (with `emailed_at`) or failed after: at most once, whatever restarts or other processes do.
 * A server that stays unreachable through the retries ends the round; the rest waits for the next.
 */
export async function sendEmailRound() {
  for (;;) {
    const config = mailConfig()
    if (!config || stopped) return
    const batch = await db
      .from('notices')
      .join('users', 'users.id', 'notices.user_id')
      .where('notices.email_status', 'pending')
      .orderBy('notices.id')
      .limit(ROUND_BATCH)
      .select(
        'notices.id',
        'notices.creator_id',
        'notices.title',
        'notices.message',
        'notices.link',
        'users.name',
        'users.email'
      )
    if (!batch.length) return
    for (const row of batch) {
      if (stopped) return
      if (!(await claim(row.id))) continue
      const message = noticeEmail(row, { name: row.name, address: row.email }, config.appUrl)
      const outcome = await sendMail(message, { creatorId: Number(row.creator_id) })
      await db
        .from('notices')
        .where('id', row.id)
        .update(outcome.sent ? { email_status: 'sent', emailed_at: dbTimestamp(dbNow()) } : { email_status: 'failed' })
      if (!outcome.sent && outcome.temporary) return
    }
  }
}

let round: Promise<void> | null = null
let wanted = false
let stopped = false

/**
 * Sends the pending email copies of notices: after new ones commit, at start and every minute.
 * One round at a time in this process; asking during a round runs one more after it. Never
 * rejects: a failed round is logged and the next one picks up what is left.
 */
export function sendPendingEmails(): Promise<void> {
  wanted = true
  round ??= (async () => {
    try {
      while (wanted && !stopped) {
        wanted = false
        await sendEmailRound().catch((error) => logger.error({ err: error }, 'notice emails could not be sent'))
      }
    } finally {
      round = null
    }
  })()
  return round
}

/** No email starts after this (the server is stopping); one being sent finishes on its own. */
export function stopSendingEmails() {
  stopped = true
}
