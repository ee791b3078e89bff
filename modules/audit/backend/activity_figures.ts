import db from '@adonisjs/lucid/services/db'
import { utcDaySql } from '#core/database/days'
import { AUTH_EVENTS } from '#core/shared/audit_events'
import { collectDayFigures, whereInRange, type ActivityFigureSource, type FigureRange } from '#core/activity_figures'

/** A moderator's sign-in and sign-out are logins, not actions. */
const SESSION_EVENTS = [AUTH_EVENTS.MODERATOR_LOGIN, AUTH_EVENTS.MODERATOR_LOGOUT]

/** Entries of the creator's moderators in the range, their sign-ins and sign-outs aside. */
const moderatorActions = (range: FigureRange) =>
  whereInRange(db.from('audit_logs'), 'created_at', range)
    .where('actor_type', 'MODERATOR')
    .whereNotIn('event_type', SESSION_EVENTS)

/**
 * The trail's figures for analytics (audit_logs of each creator's tenant): moderator actions and
 * the moderators who acted, the creator's and the moderators' sign-ins.
 */
const auditFigures: ActivityFigureSource = {
  async daily(range) {
    const day = utcDaySql('created_at')
    const perDay = `creator_id, ${day}`
    const [actions, creatorLogins, moderatorLogins] = await Promise.all([
      moderatorActions(range)
        .select(
          'creator_id',
          db.raw(`${day} as day`),
          db.raw('count(*) as total'),
          db.raw('count(distinct actor_id) as moderators')
        )
        .groupByRaw(perDay),
      whereInRange(db.from('audit_logs'), 'created_at', range)
        .where('event_type', AUTH_EVENTS.USER_LOGIN)
        .where('actor_type', 'CREATOR')
        .select('creator_id', db.raw(`${day} as day`), db.raw('count(*) as total'))
        .groupByRaw(perDay),
      whereInRange(db.from('audit_logs'), 'created_at', range)
        .where('event_type', AUTH_EVENTS.MODERATOR_LOGIN)
        .select('creator_id', db.raw(`${day} as day`), db.raw('count(*) as total'))
        .groupByRaw(perDay),
    ])
    return collectDayFigures([
      ['moderatorActions', actions],
      ['activeModerators', actions.map((row) => ({ ...row, total: row.moderators }))],
      ['creatorLogins', creatorLogins],
      ['moderatorLogins', moderatorLogins],
    ])
  },

  async distinct(creatorId, from, to) {
    const row = await moderatorActions({ from, to, creatorIds: [creatorId] })
      .select(db.raw('count(distinct actor_id) as total'))
      .first()
    return { activeModerators: Number(row?.total ?? 0) }
  },
}

export default auditFigures
