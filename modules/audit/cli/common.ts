import { InvalidArgumentError, Option } from '../../../cli/src/sdk.js'
import { ACTOR_TYPES, AUDIT_PERIOD_DAYS, DEFAULT_AUDIT_PERIOD_DAYS } from '../shared/audit.js'

/** The filters `audit list` and `audit export` share (GET /api/audit/logs query). */
export interface AuditFilterOptions {
  type?: string
  actor?: string
  days: number
  search?: string
}

export function withAuditFilters<T extends { addOption(option: Option): T }>(command: T): T {
  return command
    .addOption(
      new Option('--type <eventType>', 'only this event type, e.g. POWERUP_GRANTED').argParser((value) =>
        value.toUpperCase()
      )
    )
    .addOption(new Option('--actor <actorType>', 'only this actor type').choices([...ACTOR_TYPES]).argParser(actorType))
    .addOption(
      new Option('--days <days>', 'time period')
        .choices(AUDIT_PERIOD_DAYS.map(String))
        .default(DEFAULT_AUDIT_PERIOD_DAYS)
        .argParser(periodDays)
    )
    .addOption(new Option('--search <text>', 'match actor, target, event type or details'))
}

function actorType(value: string) {
  const upper = value.toUpperCase()
  if (!(ACTOR_TYPES as readonly string[]).includes(upper))
    throw new InvalidArgumentError(`Allowed choices are ${ACTOR_TYPES.join(', ')}.`)
  return upper
}

function periodDays(value: string) {
  const days = Number(value)
  if (!(AUDIT_PERIOD_DAYS as readonly number[]).includes(days))
    throw new InvalidArgumentError(`Allowed choices are ${AUDIT_PERIOD_DAYS.join(', ')}.`)
  return days
}

export const auditQuery = (opts: AuditFilterOptions) => ({
  eventType: opts.type,
  actorType: opts.actor,
  days: opts.days,
  search: opts.search,
})
