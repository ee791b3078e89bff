import { Command, defineCliModule } from '../../../cli/src/sdk.js'
import { SHOUTOUT_AUDIT_EVENTS } from '../shared/audit_events.js'
import { MODULE } from '../shared/module.js'
import { sendShoutoutCommand } from './send.js'

/** `powerdeck shoutouts …` */
export function shoutoutsCommand() {
  return new Command('shoutouts').description('Shoutouts: send').addCommand(sendShoutoutCommand())
}

export default defineCliModule({
  ...MODULE,
  commands: () => [shoutoutsCommand()],
  auditEvents: SHOUTOUT_AUDIT_EVENTS,
})
