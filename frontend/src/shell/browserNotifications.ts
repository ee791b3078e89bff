import { translate } from './i18n'

/** Why this browser cannot show system notifications for the app (page language), or null when it can (once permitted). */
export function browserNotificationBlocker(): string | null {
  if (typeof window === 'undefined' || !('Notification' in window))
    return translate('shell.browserNotifications.unsupported')
  if (Notification.permission === 'denied') return translate('shell.browserNotifications.blocked')
  return null
}
