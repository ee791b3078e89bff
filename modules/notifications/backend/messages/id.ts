import type { NoticeEmailTexts, NoticeParams } from './en.js'

/** Indonesian notice emails. */
export default {
  subject: (title: string) => `Powerdeck: ${title}`,
  titles: { new_player: 'Pemain baru', powerup_expiry: 'Powerup segera kedaluwarsa' },
  texts: {
    new_player: ({ player }: NoticeParams) => `${player} bergabung ke daftar pemainmu.`,
    powerup_expiry: ({ player, count = 0, powerup, hours = 0 }: NoticeParams) =>
      `${count} ${powerup} milik ${player} kedaluwarsa dalam ${hours} jam.`,
  },
  open: 'Buka di Powerdeck',
  footer: 'Kamu menerima ini karena Notifikasi Email aktif di Pengaturan Powerdeck.',
} satisfies NoticeEmailTexts
