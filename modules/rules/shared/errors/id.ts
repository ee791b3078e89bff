/** Indonesian texts of the rules module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    rules: {
      trigger_exactly_one: 'Aturan dipicu oleh nama gift atau minimal diamond: isi salah satu saja',
      invalid_powerup_type: 'Jenis powerup tidak valid: %{type}',
      not_found: 'Aturan gift tidak ditemukan',
      too_many: 'Satu kreator maksimal punya %{max} aturan gift',
      stock_below_granted: 'Stok tidak boleh kurang dari %{granted} unit yang sudah diberikan',
      exclusion_target: 'Kecualikan penonton lewat username atau user id: isi salah satu saja',
      already_excluded: 'Penonton ini sudah dikecualikan',
      too_many_exclusions: 'Satu kreator maksimal mengecualikan %{max} penonton',
      exclusion_not_found: 'Pengecualian tidak ditemukan',
    },
  },
}
