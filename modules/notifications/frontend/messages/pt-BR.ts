type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> }
import type en from './en'

export default {
  notifications: {
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
