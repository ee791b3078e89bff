import { errorCodes } from '../../../backend/core/shared/error_codes.js'

/** The admin module's error codes (`admin.<name>`), translated in ./errors/<language>.ts. */
export const ADMIN_ERRORS = errorCodes('admin', [
  'admin_not_found',
  'last_admin',
  'cannot_deactivate_self',
  'cannot_delete_self',
  'impersonation_inactive_creator',
  'not_impersonating',
  'impersonation_ended',
  'import_unreadable_csv',
  'import_unknown_column',
  'import_repeated_column',
  'import_missing_columns',
  'import_unreadable_json',
  'import_not_array',
  'import_empty',
  'import_too_many',
  'import_taken_meanwhile',
  'import_rows_invalid',
  'creator_not_found',
  'email_taken',
  'moderators_unavailable',
  'moderator_needs_creator',
  'role_fixed',
  'moderator_email_fixed',
])
