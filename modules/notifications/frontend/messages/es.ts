import type { Translation } from '@shell'
import type en from './en'

export default {
  notifications: {
    systemSettings: {
      noticeRetentionDays: {
        label: 'Conservación de avisos',
        description: 'Los avisos más antiguos que esto se borran (se revisa cada hora); 0 los conserva para siempre.',
      },
    },
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
