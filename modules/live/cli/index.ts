import { Command, defineCliModule } from '../../../cli/src/sdk.js'
import { liveStatusCommand } from './status.js'
import { liveConnectCommand, liveDisconnectCommand } from './connect.js'
import { liveGiftsCommand } from './gifts.js'
import { liveSimulateCommand } from './simulate.js'
import { liveDriverCommand } from './driver.js'
import { LIVE_AUDIT_EVENTS } from '../shared/audit_events.js'

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

export default defineCliModule({ name: 'live', auditEvents: LIVE_AUDIT_EVENTS, commands: () => [liveCommand()] })
