import type { NoticeEmailTexts, NoticeParams } from './en.js'

/** Arabic notice emails (the text is laid out right to left). */
export default {
  subject: (title: string) => `Powerdeck: ${title}`,
  titles: { new_player: 'لاعب جديد', powerup_expiry: 'باورأب على وشك الانتهاء' },
  texts: {
    new_player: ({ player }: NoticeParams) => `انضم ${player} إلى لاعبيك.`,
    powerup_expiry: ({ player, count = 0, powerup, hours = 0 }: NoticeParams) =>
      `تنتهي صلاحية ${count} ${powerup} لدى ${player} خلال ${hours} ساعة.`,
  },
  open: 'افتح في Powerdeck',
  footer: 'تصلك هذه الرسالة لأن إشعارات البريد الإلكتروني مفعّلة في إعدادات Powerdeck.',
} satisfies NoticeEmailTexts
