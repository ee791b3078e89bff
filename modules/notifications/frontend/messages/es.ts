import type { Translation } from '@shell'
import type en from './en'

export default {
  notifications: {
    bell: {
      title: 'Notificaciones',
      unreadLabel: 'Notificaciones, %{smart_count} sin leer |||| Notificaciones, %{smart_count} sin leer',
      markAllRead: 'Marcar todo como leído',
      empty: 'Todavía no tienes notificaciones.',
      noticeLabel: '%{title}: %{message}',
      unreadNoticeLabel: 'Sin leer: %{title}: %{message}',
    },
  },
} satisfies Translation<typeof en>
