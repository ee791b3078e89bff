/** English texts of the rules module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    rules: {
      trigger_exactly_one: 'A rule is triggered by a gift name or by a minimum of diamonds: give exactly one',
      invalid_powerup_type: 'Invalid powerup type: %{type}',
      not_found: 'Gift rule not found',
      too_many: 'A creator keeps at most %{max} gift rules',
      stock_below_granted: 'The stock cannot be below the %{granted} units already granted',
      exclusion_target: 'Exclude a viewer by handle or by user id: give exactly one',
      already_excluded: 'This viewer is already excluded',
      too_many_exclusions: 'A creator excludes at most %{max} viewers',
      exclusion_not_found: 'Exclusion not found',
    },
  },
}
