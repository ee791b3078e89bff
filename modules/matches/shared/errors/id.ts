/** Indonesian texts of the matches module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    matches: {
      limit_reached: '%{type} dibatasi %{limit} per match (sudah dipakai %{used})',
      not_found: 'Match tidak ditemukan',
      creator_not_found: 'Kreator tidak ditemukan',
      unknown_type: 'Jenis powerup tidak dikenal di batas per match: %{type}',
    },
  },
}
