/**
 * The chat commands module's push topic (kernel push: core/shared/push.ts), published on the
 * creator's channel and on the creator's overlay through live's `publishLive`.
 */
import { pushTopic } from '../../../backend/core/shared/push.js'
import type { CommandFeedEntryDto } from './chat_commands.js'

export const CHAT_COMMAND_TOPICS = {
  /** A command's answer, as it ran (the kiosk's command feed, the overlay's board). */
  command: pushTopic<'command', { entry: CommandFeedEntryDto }>('command'),
}
