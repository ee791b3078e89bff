import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { dbNow, dbTimestamp } from '#core/database/time'
import { emailAvailable, isDeliverableAddress, mailConfig, sendMail, type MailMessage } from '#core/mail/mailer'
import type { ServerLanguage } from '#core/shared/error_codes'
import { serverLanguage } from '#core/shared/interpolate'
import type { NoticeKind } from '../../shared/notices.js'
import en, { type NoticeEmailTexts, type NoticeParams } from '../messages/en.js'
import es from '../messages/es.js'
import ptBR from '../messages/pt-BR.js'
import id from '../messages/id.js'
import ar from '../messages/ar.js'

/** Pending emails read per query of a round. */
const ROUND_BATCH = 50

/** Whether a new notice of this user gets an email copy: email available, their Email switch on, a real address. */
export function wantsEmailCopy(emailSwitch: boolean, address: string): boolean {
  return emailSwitch && emailAvailable() && isDeliverableAddress(address)
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const TEXTS: Record<ServerLanguage, NoticeEmailTexts> = { en, es, 'pt-BR': ptBR, id, ar }

/** A notice as stored: its kind, English title and text, and the values its text is made of (null before 0903). */
interface StoredNotice {
  kind: NoticeKind
  title: string
  message: string
  params: string | null
  link: string | null
}

/**
 * The email copy of a notice in the recipient's language: its title as subject, its text, and a
 * link to its screen when the app's address is known. A notice stored without its values keeps its English text.
 */
function noticeEmail(
  notice: StoredNotice,
  to: { name: string; address: string },
  appUrl: string | null,
  language: ServerLanguage
): MailMessage {
  const texts = TEXTS[language]
  const params = notice.params ? (JSON.parse(notice.params) as NoticeParams) : null
  const message = params ? texts.texts[notice.kind](params) : notice.message
  const url = notice.link && appUrl ? new URL(notice.link, appUrl).toString() : null
  const text = [message, url ? `${texts.open}: ${url}` : null, texts.footer].filter(Boolean).join('\n\n')
  const html = [
    `<p>${escapeHtml(message)}</p>`,
    url ? `<p><a href="${escapeHtml(url)}">${escapeHtml(texts.open)}</a></p>` : null,
    `<p style="color:#666;font-size:12px">${escapeHtml(texts.footer)}</p>`,
  ]
    .filter(Boolean)
    .join('\n')
  return { to, subject: texts.subject(texts.titles[notice.kind] ?? notice.title), text, html }
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
      .leftJoin('user_settings', 'user_settings.user_id', 'notices.user_id')
      .where('notices.email_status', 'pending')
      .orderBy('notices.id')
      .limit(ROUND_BATCH)
      .select(
        'notices.id',
        'notices.creator_id',
        'notices.kind',
        'notices.params',
        'notices.title',
        'notices.message',
        'notices.link',
        'users.name',
        'users.email',
        'user_settings.language'
      )
    if (!batch.length) return
    for (const row of batch) {
      if (stopped) return
      if (!(await claim(row.id))) continue
      const to = { name: row.name, address: row.email }
      const message = noticeEmail(row, to, config.appUrl, serverLanguage(row.language))
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
