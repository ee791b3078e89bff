/** Indonesian texts of the live module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    live: {
      changing_hands: 'Koneksi LIVE sedang pindah server, coba lagi beberapa detik lagi',
      owner_unreachable:
        'Koneksi LIVE dipegang proses server lain yang sedang tidak bisa dihubungi, coba lagi sebentar lagi',
      forwarded_failure: 'Perintah LIVE gagal di proses yang memegang koneksi',
      not_configured: 'Username TikTok belum diatur',
      simulator_only: 'Hanya simulator yang bisa melakukan ini',
      overlay_not_found: 'Link overlay ini tidak ada atau sudah dicabut',
      ingest_busy: 'Terlalu banyak gift yang menunggu disimpan: coba lagi sebentar',
      not_connected: 'Belum terhubung ke LIVE',
      not_live: 'Pengguna ini sedang tidak LIVE di TikTok',
      rate_limited: 'Gagal terhubung ke TikTok LIVE: kena batas permintaan, mencoba lagi dalam %{seconds} detik',
      connect_failed: 'Gagal terhubung ke TikTok LIVE: %{reason}',
    },
  },
}
