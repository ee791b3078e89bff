import { useState } from 'react'
import Stack from '@mui/material/Stack'
import type { NotificationSettings } from '@core/shared'
import { browserNotificationBlocker } from '../../shell/browserNotifications'
import { useT } from '../../shell/i18n'
import { SwitchRow } from './SwitchRow'

/** Each switch, its label and its line: `shell.settings.notifications.<key>` and `<key>Hint`. */
const ROWS: (keyof NotificationSettings)[] = ['email', 'push', 'powerupExpiry', 'newPlayers']

/** Asks the browser for permission to notify, when it has not been asked yet; answers why it cannot, if so. */
async function askBrowserPermission(): Promise<string | null> {
  const blocker = browserNotificationBlocker()
  if (blocker) return blocker
  if (Notification.permission === 'default') await Notification.requestPermission()
  return browserNotificationBlocker()
}

export function NotificationsSection({
  value,
  emailAvailable,
  disabled,
  onChange,
}: {
  value: NotificationSettings
  emailAvailable: boolean
  disabled?: boolean
  onChange: (value: NotificationSettings) => void
}) {
  // Why this browser will not show push notices (none while it can, or has not been asked).
  const [pushBlocker, setPushBlocker] = useState(browserNotificationBlocker)
  const t = useT()

  function change(key: keyof NotificationSettings, checked: boolean) {
    onChange({ ...value, [key]: checked })
    if (key === 'push' && checked) void askBrowserPermission().then(setPushBlocker)
  }

  const description = (key: keyof NotificationSettings) => {
    const hint = t(`shell.settings.notifications.${key}Hint`)
    if (key === 'email' && !emailAvailable) return t('shell.settings.notifications.emailUnavailable')
    if (key === 'push' && pushBlocker)
      return t('shell.settings.notifications.pushBlocked', { hint, reason: pushBlocker })
    return hint
  }

  return (
    <Stack spacing={2}>
      {ROWS.map((key) => (
        <SwitchRow
          key={key}
          label={t(`shell.settings.notifications.${key}`)}
          description={description(key)}
          checked={key === 'email' ? emailAvailable && value.email : value[key]}
          disabled={disabled || (key === 'email' && !emailAvailable)}
          onChange={(checked) => change(key, checked)}
        />
      ))}
    </Stack>
  )
}
