/** Indonesian texts of the players module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    players: {
      creator_choice_for_admins: 'Hanya admin yang boleh memilih kreator',
      creator_not_found: 'Kreator tidak ditemukan',
      name_taken: "Pemain sudah ada: '%{name}' adalah nama atau alias pemain lain",
      exists: 'Pemain sudah ada',
      empty_name: 'Nama pemain tidak boleh kosong',
      name_too_long: 'Nama pemain maksimal %{max} karakter',
      alias_too_long: 'Setiap alias maksimal %{max} karakter',
      too_many_aliases: 'Satu pemain maksimal punya %{max} alias',
      not_found: 'Pemain tidak ditemukan',
      nothing_to_update: 'Tidak ada yang perlu diperbarui',
      tiktok_user_id_invalid: 'User id TikTok harus berupa angka (maksimal %{max})',
      tiktok_sec_uid_invalid: 'secUid TikTok maksimal %{max} karakter',
      merge_into_self: 'Pemain tidak bisa digabung dengan dirinya sendiri',
      merge_identity_conflict: 'Kedua pemain terhubung ke akun TikTok yang berbeda: lepaskan salah satu dulu',
      merge_too_many_aliases: 'Kalau digabung, %{name} akan punya lebih dari %{max} alias: hapus beberapa dulu',
      tiktok_user_taken: 'Pengguna TikTok %{userId} sudah terhubung ke %{name}',
      missing_permission_manage_players: 'Kamu tidak punya izin untuk mengelola pemain',
    },
  },
}
