import { useState } from 'react'
import Stack from '@mui/material/Stack'
import type { NotificationSettings } from '@core/shared'
import { browserNotificationBlocker } from '../../shell/browserNotifications'
import { SwitchRow } from './SwitchRow'

export const EMAIL_NOT_CONFIGURED = 'Email is not configured on this server'

const ROWS: { key: keyof NotificationSettings; label: string; description: string }[] = [
  { key: 'email', label: 'Email Notifications', description: 'Account and activity updates by email' },
  { key: 'push', label: 'Push Notifications', description: 'Alerts on this device while the app is open' },
  { key: 'powerupExpiry', label: 'Powerup Expiry Alerts', description: 'A heads-up before powerups expire' },
  { key: 'newPlayers', label: 'New Player Alerts', description: 'When a new player joins your roster' },
]

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

  function change(key: keyof NotificationSettings, checked: boolean) {
    onChange({ ...value, [key]: checked })
    if (key === 'push' && checked) void askBrowserPermission().then(setPushBlocker)
  }

  const description = (row: (typeof ROWS)[number]) => {
    if (row.key === 'email' && !emailAvailable) return EMAIL_NOT_CONFIGURED
    if (row.key === 'push' && pushBlocker) return `${row.description}. ${pushBlocker}`
    return row.description
  }

  return (
    <Stack spacing={2}>
      {ROWS.map((row) => (
        <SwitchRow
          key={row.key}
          label={row.label}
          description={description(row)}
          checked={row.key === 'email' ? emailAvailable && value.email : value[row.key]}
          disabled={disabled || (row.key === 'email' && !emailAvailable)}
          onChange={(checked) => change(row.key, checked)}
        />
      ))}
    </Stack>
  )
}
