import { declarePermissions } from '../../../backend/core/shared/permissions.js'
import { CHAT_COMMANDS_ERRORS } from './error_codes.js'

declare module '../../../backend/core/shared/permissions.js' {
  interface PermissionIds {
    chat_commands: true
  }
}

/** The permission the chat_commands module checks: a moderator's commands in the stream's chat. */
export const CHAT_COMMANDS_PERMISSIONS = declarePermissions({
  id: 'chat_commands',
  denied: 'You do not have permission to use chat commands',
  code: CHAT_COMMANDS_ERRORS.missing_permission_chat_commands,
})
