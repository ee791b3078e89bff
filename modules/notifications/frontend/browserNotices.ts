import { browserNotificationBlocker } from '@shell'
import type { NoticeDto } from '../shared/notices'

/** Shows notices as system notifications when the browser allows it (asked for in Settings). */
export function showBrowserNotices(notices: NoticeDto[]) {
  if (browserNotificationBlocker() !== null || Notification.permission !== 'granted') return
  for (const notice of notices) new Notification(notice.title, { body: notice.message, tag: `notice-${notice.id}` })
}
