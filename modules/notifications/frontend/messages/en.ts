const en = {
  notifications: {
    systemSettings: {
      noticeRetentionDays: {
        label: 'Notice Retention',
        description: 'Notices older than this are deleted (checked every hour); 0 keeps them forever.',
      },
    },
    bell: {
      title: 'Notifications',
      unreadLabel: 'Notifications, %{smart_count} unread |||| Notifications, %{smart_count} unread',
      markAllRead: 'Mark all read',
      empty: 'No notifications yet.',
      noticeLabel: '%{title}: %{message}',
      unreadNoticeLabel: 'Unread: %{title}: %{message}',
    },
  },
}

export default en
export type NotificationsMessages = typeof en
