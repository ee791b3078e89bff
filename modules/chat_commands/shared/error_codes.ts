import { errorCodes } from '../../../backend/core/shared/error_codes.js'

/** The chat_commands module's error codes (`chat_commands.<name>`), translated in ./errors/<language>.ts. */
export const CHAT_COMMANDS_ERRORS = errorCodes('chat_commands', [
  'nothing_to_change',
  'missing_permission_chat_commands',
])
