/** English texts of the matches module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    matches: {
      limit_reached: '%{type} is limited to %{limit} per match (%{used} used)',
      not_found: 'Match not found',
      creator_not_found: 'Creator not found',
      unknown_type: 'Unknown powerup type in match limits: %{type}',
    },
  },
}
