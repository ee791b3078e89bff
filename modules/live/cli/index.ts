import { Command, defineCliModule } from '../../../cli/src/sdk.js'
import { liveStatusCommand } from './status.js'
import { liveConnectCommand, liveDisconnectCommand } from './connect.js'
import { liveGiftsCommand } from './gifts.js'
import { liveSimulateCommand } from './simulate.js'
import { liveDriverCommand } from './driver.js'
import { LIVE_AUDIT_EVENTS } from '../shared/audit_events.js'
import { MODULE } from '../shared/module.js'

/** `powerdeck live …`: the TikTok LIVE connection, gifts, and simulator rehearsals. */
export function liveCommand() {
  return new Command('live')
    .description('TikTok LIVE: status, connect, disconnect, gifts, simulate, driver')
    .addCommand(liveStatusCommand())
    .addCommand(liveConnectCommand())
    .addCommand(liveDisconnectCommand())
    .addCommand(liveGiftsCommand())
    .addCommand(liveSimulateCommand())
    .addCommand(liveDriverCommand())
}

export default defineCliModule({ ...MODULE, auditEvents: LIVE_AUDIT_EVENTS, commands: () => [liveCommand()] })
