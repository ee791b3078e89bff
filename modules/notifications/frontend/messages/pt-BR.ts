import type { Translation } from '@shell'
import type en from './en'

export default {
  notifications: {
    systemSettings: {
      noticeRetentionDays: {
        label: 'Retenção de avisos',
        description: 'Avisos mais antigos que isso são apagados (verificado a cada hora); 0 guarda para sempre.',
      },
    },
    bell: {
      title: 'Notificações',
      unreadLabel: 'Notificações, %{smart_count} não lida |||| Notificações, %{smart_count} não lidas',
      markAllRead: 'Marcar tudo como lido',
      empty: 'Você ainda não tem notificações.',
      noticeLabel: '%{title}: %{message}',
      unreadNoticeLabel: 'Não lida: %{title}: %{message}',
    },
  },
} satisfies Translation<typeof en>
