import type { Translation } from '@shell'
import type en from './en'

export default {
  notifications: {
    bell: {
      title: 'Notifikasi',
      unreadLabel: 'Notifikasi, %{smart_count} belum dibaca',
      markAllRead: 'Tandai semua sudah dibaca',
      empty: 'Belum ada notifikasi.',
      noticeLabel: '%{title}: %{message}',
      unreadNoticeLabel: 'Belum dibaca: %{title}: %{message}',
    },
  },
} satisfies Translation<typeof en>
