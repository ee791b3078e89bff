import { Command, action, formatDate, parsePositiveInt } from '../../../cli/src/sdk.js'
import type { AuditLogsResponse } from '../shared/audit.js'
import { auditSentence, type AuditCatalogue } from '../shared/sentences.js'
import { auditQuery, withAuditFilters, type AuditFilterOptions } from './common.js'

/** `audit list`: sentences worded from the declared events (`catalogue`). */
export function listAuditCommand(catalogue: AuditCatalogue) {
  return withAuditFilters(
    new Command('list')
      .description('Show the audit trail you may see, newest first')
      .option('--limit <n>', 'entries per page (max 100)', parsePositiveInt, 20)
      .option('--page <n>', 'page number', parsePositiveInt, 1)
  ).action(
    action<AuditFilterOptions & { limit: number; page: number }>(async (ctx) => {
      const { data } = await ctx.api.get<AuditLogsResponse>('/api/audit/logs', {
        query: { ...auditQuery(ctx.opts), limit: ctx.opts.limit, page: ctx.opts.page },
      })
      ctx.out.result(data, () => {
        ctx.out.table(
          data.logs,
          [
            { header: 'time', value: (entry) => formatDate(entry.createdAt) },
            { header: 'event', value: (entry) => entry.eventType },
            { header: 'actor', value: (entry) => `${entry.actorName} (${entry.actorType})` },
            { header: 'what', value: (entry) => auditSentence(entry, catalogue) },
            { header: 'target', value: (entry) => entry.targetName },
          ],
          'No audit entries found'
        )
        const { page, totalPages, totalCount } = data.pagination
        ctx.out.note(`Page ${page} of ${totalPages} · ${totalCount} entries in the last ${ctx.opts.days} days`)
      })
    })
  )
}
