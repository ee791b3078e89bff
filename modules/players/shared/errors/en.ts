/** English texts of the players module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    players: {
      creator_choice_for_admins: 'Only admins may choose the creator',
      creator_not_found: 'Creator not found',
      name_taken: "Player already exists: '%{name}' is another player's name or alias",
      exists: 'Player already exists',
      empty_name: 'Player name cannot be empty',
      name_too_long: 'Player name must be at most %{max} characters',
      alias_too_long: 'Each alias must be at most %{max} characters',
      too_many_aliases: 'A player has at most %{max} aliases',
      not_found: 'Player not found',
      nothing_to_update: 'Nothing to update',
      tiktok_user_id_invalid: 'TikTok user id must be digits (at most %{max})',
      tiktok_sec_uid_invalid: 'TikTok secUid must be at most %{max} characters',
      merge_into_self: 'A player cannot be merged into themself',
      merge_identity_conflict: 'The two players are linked to different TikTok users: unlink one first',
      merge_too_many_aliases: 'Merging would give %{name} more than %{max} aliases: remove some first',
      tiktok_user_taken: 'TikTok user %{userId} is already linked to %{name}',
      missing_permission_manage_players: 'You do not have permission to manage players',
    },
  },
}
