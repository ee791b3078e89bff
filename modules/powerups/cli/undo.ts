import { Command, InvalidArgumentError, action } from '../../../cli/src/sdk.js'
import { UNDO_MESSAGES, parseLedgerEntryId, type UndoResponse } from '../shared/undo.js'

/** Argument parser for a grant or use id (`grant-12`, `use-34`), given back lower-case. */
export function parseEntryId(value: string) {
  const entry = parseLedgerEntryId(value)
  if (!entry) throw new InvalidArgumentError(UNDO_MESSAGES.invalidEntryId)
  return `${entry.kind}-${entry.id}`
}

/** `powerdeck powerups undo grant-12 [--reason …]`, within the creator's undo window. */
export function undoPowerupCommand() {
  return new Command('undo')
    .description('Undo a grant (takes back its unused units) or a use (gives the unit back) within the undo window')
    .argument('<id>', 'grant-<n> or use-<n>, as grant, use and the player history show it', parseEntryId)
    .option('--reason <text>', 'why, kept in the audit log')
    .action(
      action<{ reason?: string }>(async (ctx) => {
        const [entryId] = ctx.args as [string]
        const answer = await ctx.api.post<UndoResponse>(`/api/powerups/ledger/${entryId}/undo`, {
          reason: ctx.opts.reason,
        })
        ctx.out.result(answer, () => ctx.out.success(answer.message))
      })
    )
}
