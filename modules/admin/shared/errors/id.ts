/** Indonesian texts of the admin module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    admin: {
      admin_not_found: 'Admin tidak ditemukan',
      last_admin: 'Demi keamanan, minimal harus ada satu admin di sistem.',
      cannot_deactivate_self: 'Kamu tidak bisa menonaktifkan akun adminmu sendiri.',
      cannot_delete_self: 'Kamu tidak bisa menghapus akun adminmu sendiri.',
      impersonation_inactive_creator: 'Aktifkan kreator dulu sebelum masuk sebagai dia',
      not_impersonating: 'Sesi ini bukan impersonasi',
      impersonation_ended: 'Impersonasi ini sudah berakhir',
      import_unreadable_csv: 'File CSV tidak bisa dibaca: %{reason}',
      import_unknown_column: 'Kolom CSV tidak dikenal %{columns}: kolomnya adalah %{known}',
      import_repeated_column: 'Header CSV menyebut "%{column}" dua kali: kolomnya adalah %{known}',
      import_missing_columns: 'Header CSV tidak punya %{columns}: kolomnya adalah %{known}',
      import_unreadable_json: 'File JSON tidak bisa dibaca: %{reason}',
      import_not_array: 'File JSON harus berisi daftar kreator',
      import_empty: 'File ini tidak berisi kreator',
      import_too_many: 'Satu file maksimal berisi %{max} kreator; pecah filenya',
      import_taken_meanwhile:
        'Sementara itu ada email atau username dari file yang sudah dipakai; tidak ada yang dibuat. Cek lagi.',
      import_rows_invalid: 'Baris yang bermasalah: %{count}. Tidak ada yang dibuat',
      creator_not_found: 'Kreator tidak ditemukan',
      email_taken: 'Sudah ada akun dengan email ini',
      moderators_unavailable: 'Akun moderator tidak tersedia (modul moderator dinonaktifkan)',
      moderator_needs_creator: 'Moderator milik seorang kreator: pilih kreatornya',
      role_fixed: 'Peran akun tidak bisa diubah: buat akun baru dengan peran itu',
      moderator_email_fixed: 'Email moderator tidak bisa diubah',
    },
  },
}
