import { Command, defineCliModule, extensionPoint, type CliShell } from '../../../cli/src/sdk.js'
import { liveStatusCommand } from './status.js'
import { liveConnectCommand, liveDisconnectCommand } from './connect.js'
import { liveGiftsCommand } from './gifts.js'
import { liveSimulateCommand } from './simulate.js'
import { liveDriverCommand } from './driver.js'
import { LIVE_AUDIT_EVENTS } from '../shared/audit_events.js'
import { MODULE } from '../shared/module.js'

/**
 * Subcommands other modules add to `powerdeck live` (matches: `live matches`), contributed in their
 * CLI manifest (`contributes: [contribute(LIVE_SUBCOMMANDS, () => matchesCommand())]`).
 */
export const LIVE_SUBCOMMANDS = extensionPoint<() => Command>('live.cliSubcommands')

/** `powerdeck live …`: the TikTok LIVE connection, gifts, and simulator rehearsals. */
export function liveCommand(shell?: CliShell) {
  const live = new Command('live')
    .description('TikTok LIVE: status, connect, disconnect, gifts, simulate, driver')
    .addCommand(liveStatusCommand())
    .addCommand(liveConnectCommand())
    .addCommand(liveDisconnectCommand())
    .addCommand(liveGiftsCommand())
    .addCommand(liveSimulateCommand())
    .addCommand(liveDriverCommand())
  for (const subcommand of shell?.contributionsTo(LIVE_SUBCOMMANDS) ?? []) live.addCommand(subcommand())
  return live
}

export default defineCliModule({
  ...MODULE,
  auditEvents: LIVE_AUDIT_EVENTS,
  commands: (shell) => [liveCommand(shell)],
})
