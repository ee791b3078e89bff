import type { Translation } from '@shell'
import type events from './en'

export default {
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
    sentence: 'membatalkan {entryId} dan menarik {takenBack} {powerupType|type:slug=powerup} dari {target=seseorang}',
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
} satisfies Translation<typeof events>
