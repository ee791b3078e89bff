import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { UserActing } from '#core/acting/acting'
import { record } from '#core/audit/recorder'
import { dbNow, dbTimestamp } from '#core/database/time'
import { push } from '#core/push/push_service'
import { notificationSwitches } from '#core/settings/personal_settings_service'
import type { NotificationSettings } from '#core/shared/settings'
import Notice from '../models/notice.js'
import { sendPendingEmails, wantsEmailCopy } from './notice_emails.js'
import { NOTICE_LIST_LIMIT, NOTICE_TITLES, type NoticeKind } from '../../shared/notices.js'
import { NOTICE_EVENTS } from '../../shared/audit_events.js'
import { NOTICES_CHANGED_TOPIC } from '../../shared/push.js'
import type { NoticeParams } from '../messages/en.js'

/** The notification switch each kind of notice needs. */
const SWITCH_OF: Record<NoticeKind, keyof NotificationSettings> = {
  new_player: 'newPlayers',
  powerup_expiry: 'powerupExpiry',
}

/** What to tell a creator's users. `subject` names what it is about: each user hears of it once. */
export interface NoticeDraft {
  kind: NoticeKind
  subject: string
  message: string
  /** The values of the message, for the reader's language (emails; see messages/<language>.ts). */
  params: NoticeParams
  link?: string | null
}

/** The users working for a creator: the creator and their active moderators, with their email. */
async function usersOfCreator(creatorId: number): Promise<{ id: number; email: string }[]> {
  const rows = await db
    .from('users')
    .where((query) =>
      query
        .where((creator) => creator.where('id', creatorId).where('role', 'CREATOR'))
        .orWhere((moderator) => moderator.where('creator_id', creatorId).where('role', 'MODERATOR'))
    )
    .where('is_active', true)
    .select('id', 'email')
  return rows.map((row) => ({ id: Number(row.id), email: String(row.email) }))
}

/**
 * Stores the drafts as notices of every user of the creator whose switch for that kind is on, once
 * per user and subject, then tells their screens; users with Email on also get them by email, sent
 * after the commit. Answers how many notices were created.
 */
export async function notifyCreatorUsers(creatorId: number, drafts: NoticeDraft[]): Promise<number> {
  if (!drafts.length) return 0
  const users = await usersOfCreator(creatorId)
  const switches = await notificationSwitches(users.map((user) => user.id))
  const now = dbTimestamp(dbNow())
  const rows = drafts.flatMap((draft) =>
    users
      .filter((user) => switches.get(user.id)?.[SWITCH_OF[draft.kind]])
      .map((user) => ({
        user_id: user.id,
        creator_id: creatorId,
        kind: draft.kind,
        title: NOTICE_TITLES[draft.kind],
        message: draft.message,
        params: JSON.stringify(draft.params),
        link: draft.link ?? null,
        subject: draft.subject,
        email_status: wantsEmailCopy(switches.get(user.id)!.email, user.email) ? 'pending' : null,
        created_at: now,
      }))
  )
  if (!rows.length) return 0
  // Once per user and subject, also when several processes sweep at once: the unique index
  // (user_id, kind, subject) skips what is known already, and only the rows really added come back.
  const created: { user_id: number; email_status: string | null }[] = await db
    .connection()
    .knexQuery()
    .table('notices')
    .insert(rows)
    .onConflict(['user_id', 'kind', 'subject'])
    .ignore()
    .returning(['user_id', 'email_status'])
  if (created.length) {
    push.publish(creatorId, NOTICES_CHANGED_TOPIC, { userIds: [...new Set(created.map((row) => Number(row.user_id)))] })
  }
  if (created.some((row) => row.email_status === 'pending')) void sendPendingEmails()
  return created.length
}

/** Runs a notifier after the event it reports has committed; its failure never fails that event. */
export function notifyInBackground(work: () => Promise<unknown>) {
  work().catch((error) => logger.error({ err: error }, 'notices could not be created'))
}

/** The acting user's newest notices and their unread count; nobody reads another user's. */
export async function noticesOf(acting: UserActing) {
  const userId = acting.user.id
  const [notices, unread, switches] = await Promise.all([
    Notice.query().where('user_id', userId).orderBy('id', 'desc').limit(NOTICE_LIST_LIMIT),
    db.from('notices').where('user_id', userId).whereNull('read_at').count('* as total').first(),
    notificationSwitches([userId]),
  ])
  return {
    notices: notices.map((notice) => notice.toDto()),
    unreadCount: Number(unread?.total ?? 0),
    browserPush: switches.get(userId)!.push,
  }
}

/** Marks the acting user's notices read (the given ids of theirs, or all); answers how many changed. */
export async function markNoticesRead(acting: UserActing, ids: number[] | undefined): Promise<number> {
  const userId = acting.user.id
  const marked = await db.transaction(async (trx) => {
    const query = trx.from('notices').where('user_id', userId).whereNull('read_at')
    if (ids) query.whereIn('id', ids)
    const count = Number(await query.update({ read_at: dbTimestamp(dbNow()) }))
    if (count > 0) {
      await record(
        acting,
        NOTICE_EVENTS.NOTICES_READ,
        { type: 'USER', id: userId, name: acting.user.name },
        {
          count,
          all: ids === undefined,
        },
        trx
      )
    }
    return count
  })
  const creatorId = acting.creatorId
  if (marked > 0 && creatorId !== null) push.publish(creatorId, NOTICES_CHANGED_TOPIC, { userIds: [userId] })
  return marked
}
