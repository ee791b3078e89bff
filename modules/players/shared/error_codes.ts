import { errorCodes } from '../../../backend/core/shared/error_codes.js'

/** The players module's error codes (`players.<name>`), translated in ./errors/<language>.ts. */
export const PLAYERS_ERRORS = errorCodes('players', [
  'creator_choice_for_admins',
  'creator_not_found',
  'name_taken',
  'exists',
  'empty_name',
  'name_too_long',
  'alias_too_long',
  'too_many_aliases',
  'not_found',
  'nothing_to_update',
  'tiktok_user_id_invalid',
  'tiktok_sec_uid_invalid',
  'merge_into_self',
  'merge_identity_conflict',
  'merge_too_many_aliases',
  'tiktok_user_taken',
  'missing_permission_manage_players',
])
