import type { Translation } from '@shell'
import type en from './en'

export default {
  notifications: {
    systemSettings: {
      noticeRetentionDays: {
        label: 'Penyimpanan pemberitahuan',
        description: 'Pemberitahuan yang lebih lama dari ini dihapus (dicek tiap jam); 0 menyimpannya selamanya.',
      },
    },
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
