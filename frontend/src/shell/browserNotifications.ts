/** Why this browser cannot show system notifications for the app, or null when it can (once permitted). */
export function browserNotificationBlocker(): string | null {
  if (typeof window === 'undefined' || !('Notification' in window))
    return 'This browser does not support notifications.'
  if (Notification.permission === 'denied') return 'Notifications are blocked for this site in the browser settings.'
  return null
}
