/** Indonesian texts of the audit module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    audit: {
      bad_time_zone: 'Zona waktu harus zona IANA, misalnya Asia/Jakarta',
      dates_reversed: 'Tanggal mulai tidak boleh setelah tanggal akhir',
    },
  },
}
