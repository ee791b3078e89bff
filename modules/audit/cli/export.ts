import { writeFile } from 'node:fs/promises'
import { CliError, Command, Option, UsageError, action } from '../../../cli/src/sdk.js'
import type { AuditEntryDto } from '../shared/audit.js'
import { AUDIT_EXPORT_FORMATS, formatAuditExport, type AuditExportFormat } from '../shared/export.js'
import type { AuditCatalogue } from '../shared/sentences.js'
import { auditQuery, withAuditFilters, type AuditFilterOptions } from './common.js'

/** `audit export`: the CSV's summary sentences are worded from the declared events (`catalogue`). */
export function exportAuditCommand(catalogue: AuditCatalogue) {
  return withAuditFilters(
    new Command('export')
      .description('Export the filtered audit entries as CSV or JSON (the same file as the audit page)')
      .addOption(
        new Option('--format <format>', 'file format (default: csv; json with --json and no --out)').choices(
          AUDIT_EXPORT_FORMATS
        )
      )
      .option('--out <file>', 'write to this file instead of stdout')
  ).action(
    action<AuditFilterOptions & { format?: AuditExportFormat; out?: string }>(async (ctx) => {
      const { out } = ctx.opts
      // --json alone prints the JSON export; with --out it prints the summary of the file written.
      const format = ctx.opts.format ?? (ctx.json && !out ? 'json' : 'csv')
      if (ctx.json && !out && format === 'csv')
        throw new UsageError('--json prints JSON: drop --format csv, or add --out FILE for CSV')
      // The server's JSON export carries every field; the file is built here with the page's formatter.
      const entries = await ctx.api.get<AuditEntryDto[]>('/api/audit/logs/export', {
        query: { ...auditQuery(ctx.opts), format: 'json' },
      })
      const file = formatAuditExport(entries, format, catalogue)
      if (!out) {
        ctx.io.stdout.write(file)
        return
      }
      await writeFile(out, file).catch((error: Error) => {
        throw new CliError(`Cannot write ${out}: ${error.message}`)
      })
      ctx.out.result({ file: out, format, entries: entries.length }, () =>
        ctx.out.success(`Exported ${entries.length} audit entr${entries.length === 1 ? 'y' : 'ies'} to ${out}`)
      )
    })
  )
}
