import { Readable } from 'node:stream'
import type { HttpContext } from '@adonisjs/core/http'
import { viewPowerups } from '../policies/powerup_policy.js'
import { exportHistoryValidator } from '../validators.js'
import { historyForExport } from '../services/history_export.js'
import { HISTORY_EXPORT_MIME, historyExportFileName, historyExportWriter } from '../../shared/history_export.js'

/**
 * The ledger's history as a downloaded CSV or JSON file (issue 15 part 5), streamed chunk by
 * chunk as the database gives them (never built in memory); `X-Total-Count` says how many rows.
 */
export default class HistoryExportController {
  async export(ctx: HttpContext) {
    await ctx.bouncer.authorize(viewPowerups)
    const { format = 'csv', ...filters } = await exportHistoryValidator.validate(ctx.request.qs())
    const { total, chunks } = await historyForExport(ctx.acting, filters)
    const writer = historyExportWriter(format)
    async function* file() {
      yield writer.head()
      for await (const rows of chunks()) yield writer.chunk(rows)
      yield writer.tail()
    }
    ctx.response.header('Content-Type', HISTORY_EXPORT_MIME[format])
    ctx.response.header('Content-Disposition', `attachment; filename="${historyExportFileName(format)}"`)
    ctx.response.header('X-Total-Count', String(total))
    ctx.response.stream(Readable.from(file()))
  }
}
