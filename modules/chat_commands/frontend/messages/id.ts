import type { Translation } from '@shell'
import type en from './en'

export default {
  chat_commands: {
    permissions: {
      chat_commands: { label: 'Perintah chat', description: 'Pakai perintah chat' },
    },
    streamLanguage: {
      label: 'Bahasa live',
      help: 'Balasan perintah chat (!status…) ditulis dalam bahasa ini.',
      saved: 'Bahasa live tersimpan',
      saveFailed: 'Bahasa live gagal disimpan',
    },
    section: {
      title: 'Perintah Chat',
      adminViewTitle: 'Tampilan Admin',
      adminViewBody:
        'Tiap kreator memilih perintah chat mana yang jalan saat live. Masuk sebagai kreator untuk melihat pilihannya.',
      intro:
        'Perintah pemberian powerup bisa dipakai moderator yang punya izin Perintah Chat dan Beri Powerup, dicocokkan lewat username TikTok mereka.',
      onlyCreator: 'Hanya kreator yang bisa menyalakan atau mematikan perintah.',
      grantDescription: '@user %{trigger} memberi pemain satu %{powerup} (moderator)',
      statusDescription: 'Powerup semua pemain (semua orang)',
      statusNowDescription: 'Powerup pemain aktif (semua orang)',
      saved: 'Pengaturan disimpan',
      switchedOn: '%{trigger} nyala.',
      switchedOff: '%{trigger} mati.',
      saveFailed: 'Gagal menyimpan pengaturan',
    },
    feed: {
      title: 'Perintah Chat',
      empty: 'Perintah dari chat live (@user !glove, !status...) muncul di sini.',
      outcomes: {
        granted: 'diberikan',
        answered: 'dijawab',
        denied: 'ditolak',
        disabled: 'nonaktif',
        invalid: 'tidak valid',
        failed: 'gagal',
      },
    },
  },
} satisfies Translation<typeof en>
