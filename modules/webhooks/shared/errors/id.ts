/** Indonesian texts of the webhooks module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    webhooks: {
      not_found: 'Webhook tidak ditemukan',
      too_many: 'Maksimal %{max} webhook: hapus salah satu dulu',
      url_invalid: 'URL harus alamat lengkap dengan http:// atau https://',
      url_credentials: 'URL tidak boleh berisi username atau kata sandi',
      unresolvable: 'Host %{host} tidak ditemukan',
      private_target:
        'URL ini mengarah ke alamat jaringan privat, lokal, atau khusus; webhook hanya dikirim ke alamat publik',
    },
  },
}
