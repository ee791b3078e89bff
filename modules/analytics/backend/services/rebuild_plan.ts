import db from '@adonisjs/lucid/services/db'
import { utcDay } from '#core/database/days'
import { dbDate } from '#core/database/time'
import { addDays, isDay } from './days.js'

/**
 * What `analytics:rebuild` rebuilds: [from, to) in UTC days from its options (`to` given inclusive),
 * from the first creator account's day to today by default; a clear message for bad options.
 */
export async function rebuildPlan(options: { from?: string; to?: string; creatorId?: number }) {
  for (const [name, value] of [
    ['--from', options.from],
    ['--to', options.to],
  ] as const) {
    if (value !== undefined && !isDay(value)) return { error: `${name} must be a day written YYYY-MM-DD` }
  }
  const creators = db.from('users').where('role', 'CREATOR')
  if (options.creatorId !== undefined) {
    if (!Number.isInteger(options.creatorId) || options.creatorId < 1) return { error: '--creator must be a user id' }
    creators.where('id', options.creatorId)
  }
  const first = await creators.min('created_at as first').first()
  if (options.creatorId !== undefined && !first?.first) return { error: `No creator with id ${options.creatorId}` }
  const last = options.to ?? utcDay(new Date())
  const from = options.from ?? utcDay(dbDate(first?.first) ?? new Date())
  if (from > last) return { error: '--from must not be after --to' }
  return { error: undefined, from, to: addDays(last, 1), last, creatorId: options.creatorId }
}
