/** Indonesian texts of the moderators module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    moderators: {
      tiktok_taken: 'Sudah ada moderator dengan username TikTok ini',
      already_moderator: 'Pemain ini sudah jadi moderator',
      account_taken: 'Sudah ada akun dengan username atau email ini',
      no_free_username: 'Tidak ada username yang masih kosong; isi sendiri',
      not_found: 'Moderator tidak ditemukan',
      password_first: 'Atur kata sandi lewat Reset Kata Sandi sebelum mengaktifkan moderator ini',
      needs_credentials: 'Akun moderator butuh username, email, dan kata sandi',
    },
  },
}
