import { csvField } from '../../../backend/core/shared/csv.js'
import { Command, Option, UsageError, action, openOutput } from '../../../cli/src/sdk.js'
import type { PlayerDto } from '../shared/players.js'
import { fetchPlayers } from './common.js'
import type { PlayerCliFields } from '../shared/cli_fields.js'

const FORMATS = ['csv', 'json'] as const
type Format = (typeof FORMATS)[number]
/** From this many players on, writing shows a progress bar (at a terminal). */
const LARGE_EXPORT = 200

/** The roster's CSV columns; other modules' (PLAYER_CLI_FIELDS) follow. */
const CSV_COLUMNS: { header: string; value: (player: PlayerDto) => unknown }[] = [
  { header: 'id', value: (p) => p.id },
  { header: 'name', value: (p) => p.name },
  { header: 'aliases', value: (p) => p.aliases.join('|') },
  { header: 'isActive', value: (p) => p.isActive },
  { header: 'isModerator', value: (p) => p.isModerator },
  { header: 'lastActive', value: (p) => p.lastActive },
  { header: 'createdAt', value: (p) => p.createdAt },
]

/** The export's lines: a header (CSV) or the document's opening, one line per player, the end. */
function exportLines(format: Format, players: PlayerDto[], fields: readonly PlayerCliFields[]) {
  if (format === 'csv') {
    // One player per line: aliases joined with |, then what other modules add (units per type).
    const columns = [...CSV_COLUMNS, ...fields.flatMap((field) => field.exportColumns ?? [])]
    const header = columns.map((column) => column.header).join(',')
    return {
      head: `${header}\n`,
      line: (p: PlayerDto) => `${columns.map((c) => csvField(c.value(p))).join(',')}\n`,
      tail: '',
    }
  }
  const last = players.at(-1)
  return {
    head: `{\n  "exportedAt": ${JSON.stringify(new Date().toISOString())},\n  "players": [\n`,
    line: (p: PlayerDto) => `    ${JSON.stringify(p)}${p === last ? '' : ','}\n`,
    tail: '  ]\n}\n',
  }
}

export function exportPlayersCommand(fields: readonly PlayerCliFields[]) {
  return new Command('export')
    .description('Export your players with their active powerups as CSV or JSON')
    .addOption(
      new Option('--format <format>', 'file format (default: csv; json with --json and no --out)').choices(FORMATS)
    )
    .option('--out <file>', 'write to this file instead of stdout')
    .action(
      action<{ format?: Format; out?: string }>(async (ctx) => {
        const { out } = ctx.opts
        // --json alone prints the JSON export; with --out it prints the summary of the file written.
        const format = ctx.opts.format ?? (ctx.json && !out ? 'json' : 'csv')
        if (ctx.json && !out && format === 'csv')
          throw new UsageError('--json prints JSON: drop --format csv, or add --out FILE for CSV')
        const players = await fetchPlayers(ctx)
        const { head, line, tail } = exportLines(format, players, fields)
        const target = await openOutput(ctx, out)
        try {
          await target.write(head)
          if (players.length >= LARGE_EXPORT) {
            await ctx.forEachWithProgress('Exporting players', players, (player) => target.write(line(player)))
          } else {
            for (const player of players) await target.write(line(player))
          }
          await target.write(tail)
        } finally {
          await target.close()
        }
        if (out) {
          ctx.out.result({ file: out, format, players: players.length }, () =>
            ctx.out.success(`Exported ${players.length} player${players.length === 1 ? '' : 's'} to ${out}`)
          )
        }
      })
    )
}
