import { Command, InvalidArgumentError, Option, action, formatDate, parsePositiveInt } from '../../../cli/src/sdk.js'
import { ACTOR_TYPES, AUDIT_CATEGORIES, AUDIT_SEVERITIES, type SystemAuditLogsResponse } from '../shared/audit.js'
import { eventLabel, type AuditCatalogue } from '../shared/sentences.js'

interface SystemAuditOptions {
  category?: string
  severity?: string
  actorType?: string
  from?: string
  to?: string
  search?: string
  page: number
  limit: number
}

/** An option whose value is one of `choices`, given in any case. */
function choiceOption(flags: string, description: string, choices: readonly string[]) {
  return new Option(flags, `${description} (${choices.join(', ')})`).argParser((value) => {
    const upper = value.toUpperCase()
    if (!choices.includes(upper)) throw new InvalidArgumentError(`Allowed choices are ${choices.join(', ')}.`)
    return upper
  })
}

/** `audit logs`: the admin's system audit log (GET /api/admin/audit-logs), every filter applied by the server. */
export function systemAuditLogsCommand(catalogue: AuditCatalogue) {
  return new Command('logs')
    .description('Show the system audit log (admins), newest first')
    .addOption(choiceOption('--category <category>', 'only this category', AUDIT_CATEGORIES))
    .addOption(choiceOption('--severity <severity>', 'only this severity', AUDIT_SEVERITIES))
    .addOption(choiceOption('--actor-type <actorType>', 'only this actor type', ACTOR_TYPES))
    .option('--from <date>', 'from this date or time (YYYY-MM-DD is a whole UTC day; ISO 8601)')
    .option('--to <date>', 'up to this date or time, inclusive')
    .option('--search <text>', 'match actor, target, action or IP address')
    .option('--page <n>', 'page number', parsePositiveInt, 1)
    .option('--limit <n>', 'entries per page (max 100)', parsePositiveInt, 20)
    .action(
      action<SystemAuditOptions>(async (ctx) => {
        const { category, severity, actorType, from, to, search, page, limit } = ctx.opts
        const { data } = await ctx.api.get<SystemAuditLogsResponse>('/api/admin/audit-logs', {
          query: { category, severity, actorType, dateFrom: from, dateTo: to, search, page, limit },
        })
        ctx.out.result(data, () => {
          ctx.out.table(
            data.auditLogs,
            [
              { header: 'time', value: (entry) => formatDate(entry.createdAt) },
              { header: 'action', value: (entry) => eventLabel(entry.action, catalogue) },
              { header: 'severity', value: (entry) => entry.severity },
              { header: 'category', value: (entry) => entry.category },
              { header: 'actor', value: (entry) => `${entry.actorName} (${entry.actorType})` },
              { header: 'target', value: (entry) => entry.targetName },
              { header: 'ip', value: (entry) => entry.ipAddress },
            ],
            'No audit logs found'
          )
          const { totalPages, totalCount } = data.pagination
          ctx.out.note(`Page ${data.pagination.page} of ${totalPages} · ${totalCount} entries`)
        })
      })
    )
}
