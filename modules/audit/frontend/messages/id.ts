/* Over 400 lines: a catalog, one line per text, like en.ts. */
import type { Translation } from '@shell'
import type en from './en'

export default {
  audit: {
    page: {
      subtitleCreator: 'Log aktivitas kamu dan para moderatormu',
      subtitleAdmin: 'Jejak audit lengkap semua aktivitas sistem dan pengguna',
      subtitleModerator: 'aktivitas terkait akun dan powerup kamu',
      refresh: 'Muat ulang',
      totalEntries: 'Total entri',
      loginsToday: 'Login hari ini',
      powerupActions: 'Aksi powerup',
      moderatorActions: 'Aksi moderator',
      searchPlaceholder: 'Cari pelaku, detail, atau target...',
      searchLabel: 'Cari entri audit',
      filterByType: 'Filter berdasarkan jenis event',
      allTypes: 'Semua',
      emptyTitle: 'Entri audit tidak ditemukan',
      emptyFiltered: 'Coba pencarian, jenis event, atau periode lain.',
      emptyPeriod: 'Belum ada yang tercatat di periode ini. Aksi akan muncul di sini begitu terjadi.',
      entries: 'Entri audit',
      details: 'Detail',
      detailsOf: 'Detail entri %{id}',
    },
    log: {
      title: 'Log Audit',
      refresh: 'Muat ulang',
      loadFailed: 'Log audit gagal dimuat',
      loading: 'Memuat log audit...',
      empty: 'Log audit tidak ditemukan',
      loadMore: 'Muat lebih banyak',
      loadingMore: 'Memuat...',
    },
    widget: {
      recentActivity: 'Aktivitas terbaru',
      viewAll: 'Lihat semua',
      latest: 'Aktivitas sistem terbaru',
    },
    export: {
      label: 'Ekspor',
      exporting: 'Mengekspor...',
      as: 'Ekspor %{format}',
      csvDescription: 'Untuk spreadsheet',
      jsonDescription: 'Semua kolom, untuk tool',
      done: 'Ekspor berhasil',
      failedTitle: 'Ekspor gagal',
      failed: 'Log audit gagal diekspor',
      entriesSaved: '%{smart_count} entri audit disimpan sebagai %{name}.',
      logsSaved: '%{smart_count} log audit disimpan sebagai %{name}.',
    },
    system: {
      title: 'Log Audit Sistem',
      searchPlaceholder: 'Cari pelaku, target, aksi, atau alamat IP...',
      searchLabel: 'Cari log audit',
      category: 'Kategori',
      allCategories: 'Semua kategori',
      severity: 'Tingkat',
      allSeverities: 'Semua tingkat',
      actorType: 'Jenis pelaku',
      allActors: 'Semua pelaku',
      retry: 'Coba lagi',
      fallbackWarning: 'Peringatan: memakai data cadangan karena koneksi API gagal',
      emptyHint: 'Coba pencarian, filter, atau rentang waktu lain.',
      logs: 'Log audit',
      previous: 'Sebelumnya',
      next: 'Berikutnya',
      page: 'Halaman %{page} dari %{total}',
      detailsOf: 'Detail log %{id}',
      ip: 'IP %{ip}',
    },
    periods: {
      label: 'Periode',
      shortLabel: 'Periode',
      range: 'Rentang waktu',
      days1: '24 jam terakhir',
      days7: '7 hari terakhir',
      days30: '30 hari terakhir',
      days90: '90 hari terakhir',
    },
    entry: {
      noneRecorded: 'Tidak ada yang tercatat',
      when: 'Waktu',
      actor: 'Pelaku',
      target: 'Target',
      ipAddress: 'Alamat IP',
      userAgent: 'Browser',
      entry: 'Entri',
      details: 'Detail',
      metadata: 'Metadata',
      close: 'Tutup',
    },
    categories: {
      AUTHENTICATION: 'Autentikasi',
      USER_MANAGEMENT: 'Manajemen pengguna',
      SYSTEM_CONFIG: 'Konfigurasi sistem',
      API_USAGE: 'Penggunaan API',
      SECURITY: 'Keamanan',
      DATA_CHANGE: 'Perubahan data',
    },
    severities: {
      CRITICAL: 'Kritis',
      HIGH: 'Tinggi',
      MEDIUM: 'Sedang',
      LOW: 'Rendah',
    },
    badges: {
      CRITICAL: 'KRITIS',
      HIGH: 'TINGGI',
      MEDIUM: 'SEDANG',
      LOW: 'RENDAH',
      ADMIN: 'ADMIN',
      CREATOR: 'KREATOR',
      MODERATOR: 'MODERATOR',
      SYSTEM: 'SISTEM',
      ROBOT: 'ROBOT',
      PLAYER: 'PEMAIN',
      PLAYERS: 'PEMAIN',
      CREATORS: 'KREATOR',
      USER: 'PENGGUNA',
      TOKEN: 'TOKEN',
      WEBHOOK: 'WEBHOOK',
      GIFT_RULE: 'ATURAN GIFT',
      OVERLAY: 'OVERLAY',
    },
    actorTypes: {
      ADMIN: 'Admin',
      CREATOR: 'Kreator',
      MODERATOR: 'Moderator',
      SYSTEM: 'Sistem',
      ROBOT: 'Robot',
    },
    targetTypes: {
      PLAYER: 'Pemain',
      PLAYERS: 'Pemain',
      CREATOR: 'Kreator',
      CREATORS: 'Kreator',
      USER: 'Pengguna',
      ADMIN: 'Admin',
      MODERATOR: 'Moderator',
      SYSTEM: 'Sistem',
      TOKEN: 'Token',
      WEBHOOK: 'Webhook',
      GIFT_RULE: 'Aturan gift',
      OVERLAY: 'Overlay',
    },
    systemNames: { system: 'Sistem', systemSettings: 'Pengaturan sistem' },
    values: {
      powerupType: {
        glove: 'Glove',
        mist: 'Mist',
        'time-maker': 'Time Maker',
        'stun-hammer': 'Stun Hammer',
        'no2-booster': 'Booster No. 2',
        'no3-booster': 'Booster No. 3',
      },
      source: {
        kiosk: 'kios',
        players: 'halaman pemain',
        chat: 'perintah chat',
        cli: 'CLI',
        starter: 'paket pemula',
        battle: 'item battle',
        api: 'API',
        gift: 'aturan gift',
      },
    },
    details: {
      powerupType: 'Jenis',
      count: 'Jumlah',
      expiresAt: 'Kedaluwarsa',
      gameId: 'Game',
      permissions: 'Izin',
      reason: 'Alasan',
      tiktokId: 'ID TikTok',
      source: 'Sumber',
      changed: 'Diubah',
      status: 'Status',
    },
    events: {
      MODERATOR_LOGIN: {
        label: 'Login moderator',
        sentence: 'login',
      },
      MODERATOR_LOGOUT: {
        label: 'Logout moderator',
        sentence: 'logout',
      },
      USER_LOGIN: {
        label: 'Login pengguna',
        sentence: 'login',
      },
      USER_LOGOUT: {
        label: 'Logout pengguna',
        sentence: 'logout',
      },
      SYSTEM_SETTINGS_UPDATED: {
        label: 'Pengaturan sistem diubah',
        action: 'mengubah pengaturan sistem',
      },
      PERSONAL_SETTINGS_UPDATED: {
        label: 'Pengaturan pribadi diubah',
        action: 'mengubah pengaturan pribadi',
      },
      PASSWORD_CHANGED: {
        label: 'Password diganti',
        action: 'mengganti password',
      },
      TWO_FACTOR_SETUP_STARTED: {
        label: 'Pengaturan 2FA dimulai',
        action: 'mulai mengatur verifikasi dua langkah',
      },
      TWO_FACTOR_ENABLED: {
        label: '2FA diaktifkan',
        action: 'mengaktifkan verifikasi dua langkah',
      },
      TWO_FACTOR_DISABLED: {
        label: '2FA dinonaktifkan',
        action: 'menonaktifkan verifikasi dua langkah',
      },
      RECOVERY_CODE_USED: {
        label: 'Kode pemulihan dipakai',
        action: 'memakai kode pemulihan',
      },
      ACCOUNT_DELETED: {
        label: 'Akun dihapus',
        action: 'menghapus akun',
      },
      ADMIN_CREATED: {
        label: 'Admin dibuat',
        action: 'membuat admin',
      },
      DATABASE_BACKED_UP: {
        label: 'Database dicadangkan',
        sentence: 'mengunduh cadangan database',
      },
      SCRIPT_TOKEN_CREATED: {
        label: 'Token skrip dibuat',
        sentence: 'membuat token skrip',
      },
      SCRIPT_TOKEN_REVOKED: {
        label: 'Token skrip dicabut',
        sentence: 'mencabut token skrip',
      },
      IMPERSONATION_STARTED: {
        label: 'Masuk sebagai pengguna lain',
        action: 'mulai masuk sebagai pengguna lain',
      },
      IMPERSONATION_ENDED: {
        label: 'Selesai masuk sebagai pengguna lain',
        action: 'berhenti masuk sebagai pengguna lain',
      },
      CREATOR_CREATED: {
        label: 'Kreator dibuat',
        action: 'membuat kreator',
      },
      CREATOR_UPDATED: {
        label: 'Kreator diubah',
        action: 'mengubah kreator',
      },
      CREATOR_ACTIVATED: {
        label: 'Kreator diaktifkan',
        action: 'mengaktifkan kreator',
      },
      CREATOR_DEACTIVATED: {
        label: 'Kreator dinonaktifkan',
        action: 'menonaktifkan kreator',
      },
      CREATOR_DELETED: {
        label: 'Kreator dihapus',
        action: 'menghapus kreator',
      },
      CREATORS_IMPORTED: {
        label: 'Kreator diimpor',
        sentence: 'mengimpor {target=seseorang}',
      },
      ADMIN_UPDATED: {
        label: 'Admin diubah',
        action: 'mengubah admin',
      },
      ADMIN_ACTIVATED: {
        label: 'Admin diaktifkan',
        action: 'mengaktifkan admin',
      },
      ADMIN_DEACTIVATED: {
        label: 'Admin dinonaktifkan',
        action: 'menonaktifkan admin',
      },
      ADMIN_DELETED: {
        label: 'Admin dihapus',
        action: 'menghapus admin',
      },
      BOOSTER_MAPPING_UPDATED: {
        label: 'Battle booster diubah',
        sentence: 'mengubah pengaturan battle booster: {summary}',
      },
      CHAT_COMMAND: {
        label: 'Perintah chat',
        sentence: 'memakai perintah chat',
      },
      CHAT_COMMANDS_UPDATED: {
        label: 'Perintah chat diubah',
        action: 'mengubah perintah chat',
      },
      MATCH_LIMITS_UPDATED: {
        label: 'Batas per match diubah',
        action: 'mengubah batas per match',
      },
      TIKTOK_USERNAME_UPDATED: {
        label: 'Username TikTok diubah',
        action: 'mengubah username TikTok',
      },
      TIKTOK_CONNECTED: {
        label: 'TikTok terhubung',
        action: 'menghubungkan TikTok',
      },
      TIKTOK_DISCONNECTED: {
        label: 'TikTok terputus',
        action: 'memutus TikTok',
      },
      LIVE_DRIVER_CHANGED: {
        label: 'Koneksi LIVE diganti',
        action: 'mengganti koneksi LIVE',
      },
      GIFTS_CLEARED: {
        label: 'Gift dihapus',
        action: 'menghapus daftar gift',
      },
      OVERLAY_CREATED: {
        label: 'Overlay dibuat',
        action: 'membuat overlay',
      },
      OVERLAY_REVOKED: {
        label: 'Overlay dicabut',
        action: 'mencabut overlay',
      },
      MODERATOR_CREATED: {
        label: 'Moderator dibuat',
        action: 'membuat moderator',
      },
      MODERATOR_PROMOTED: {
        label: 'Moderator dipromosikan',
        sentence: 'menjadikan {target=seseorang} moderator',
      },
      MODERATOR_DEMOTED: {
        label: 'Moderator diturunkan',
        sentence: 'menurunkan {target=seseorang} dari moderator',
      },
      MODERATOR_UPDATED: {
        label: 'Moderator diubah',
        action: 'mengubah moderator',
      },
      MODERATOR_REMOVED: {
        label: 'Moderator dihapus',
        action: 'menghapus moderator',
      },
      MODERATOR_PASSWORD_RESET: {
        label: 'Password moderator direset',
        action: 'mereset password moderator',
      },
      NOTICES_READ: {
        label: 'Notifikasi dibaca',
        sentence: 'menandai notifikasi sudah dibaca',
      },
      PLAYER_CREATED: {
        label: 'Pemain dibuat',
        sentence: 'membuat pemain',
      },
      PLAYER_UPDATED: {
        label: 'Pemain diubah',
        action: 'mengubah pemain',
      },
      PLAYER_DELETED: {
        label: 'Pemain dihapus',
        sentence: 'menghapus pemain',
      },
      PLAYER_TIKTOK_LINKED: {
        label: 'Pemain ditautkan ke TikTok',
        sentence: 'menautkan {target=seseorang} ke user TikTok {tiktokUserId=tidak ada}',
      },
      PLAYER_MERGED: {
        label: 'Pemain digabung',
        sentence: 'menggabungkan {mergedName=seorang pemain} ke {target=seseorang}',
      },
      POWERUP_GRANTED: {
        label: 'Powerup diberikan',
        sentence: 'memberi {count:count} {powerupType|type:slug=powerup} ke {target=seseorang}',
      },
      POWERUP_USED: {
        label: 'Powerup dipakai',
        sentence: 'memakai {count:count} {powerupType|type:slug=powerup}',
      },
      POWERUP_EXPIRED: {
        label: 'Powerup kedaluwarsa',
        action: 'menandai powerup kedaluwarsa',
      },
      POWERUP_GRANT_UNDONE: {
        label: 'Pemberian powerup dibatalkan',
        sentence:
          'membatalkan {entryId} dan menarik {takenBack} {powerupType|type:slug=powerup} dari {target=seseorang}',
      },
      POWERUP_USE_UNDONE: {
        label: 'Pemakaian powerup dibatalkan',
        sentence: 'membatalkan {entryId} dan mengembalikan {powerupType|type:slug=powerup} ke {target=seseorang}',
      },
      POWERUP_REMOVED: {
        label: 'Powerup dihapus',
        sentence: 'menghapus {count:count} {powerupType|type:slug=powerup} dari {target=seseorang}',
      },
      POWERUP_SETTINGS_UPDATED: {
        label: 'Pengaturan powerup diubah',
        action: 'mengubah pengaturan powerup',
      },
      POWERUPS_IMPORTED: {
        label: 'Pemain diimpor',
        sentence: 'mengimpor {target=seseorang}: {playersCreated} baru, {playersUpdated} diperbarui, {holdings} saldo',
      },
      GIFT_RULE_CREATED: {
        label: 'Aturan gift dibuat',
        sentence: 'membuat aturan gift {target=seseorang}',
      },
      GIFT_RULE_UPDATED: {
        label: 'Aturan gift diubah',
        sentence: 'mengubah aturan gift {target=seseorang}',
      },
      GIFT_RULE_DELETED: {
        label: 'Aturan gift dihapus',
        sentence: 'menghapus aturan gift {target=seseorang}',
      },
      RULE_EXCLUSION_ADDED: {
        label: 'Penonton dikecualikan dari aturan gift',
        sentence: 'mengecualikan {target=seseorang} dari aturan gift',
      },
      RULE_EXCLUSION_REMOVED: {
        label: 'Pengecualian penonton dihapus',
        sentence: 'menghapus {target=seseorang} dari daftar pengecualian aturan gift',
      },
      WEBHOOK_CREATED: {
        label: 'Webhook ditambahkan',
        sentence: 'menambahkan webhook {target=seseorang} untuk {events}',
      },
      WEBHOOK_DELETED: {
        label: 'Webhook dihapus',
        sentence: 'menghapus webhook {target=seseorang}',
      },
      WEBHOOK_ENABLED: {
        label: 'Webhook diaktifkan',
        sentence: 'mengaktifkan webhook {target=seseorang}',
      },
      WEBHOOK_DISABLED: {
        label: 'Webhook dinonaktifkan',
        sentence: 'menonaktifkan webhook {target=seseorang} setelah {failures} kali gagal kirim berturut-turut',
      },
      WEBHOOK_TESTED: {
        label: 'Webhook dites',
        sentence: 'mengirim event tes ke webhook {target=seseorang}',
      },
    },
  },
} satisfies Translation<typeof en>
