import Stack from '@mui/material/Stack'
import type { NotificationSettings } from '@core/shared'
import { SwitchRow } from './SwitchRow'

const ROWS: { key: keyof NotificationSettings; label: string; description: string }[] = [
  { key: 'email', label: 'Email Notifications', description: 'Account and activity updates by email' },
  { key: 'push', label: 'Push Notifications', description: 'Alerts on this device while the app is open' },
  { key: 'powerupExpiry', label: 'Powerup Expiry Alerts', description: 'A heads-up before powerups expire' },
  { key: 'newPlayers', label: 'New Player Alerts', description: 'When a new player joins your roster' },
]

export function NotificationsSection({
  value,
  disabled,
  onChange,
}: {
  value: NotificationSettings
  disabled?: boolean
  onChange: (value: NotificationSettings) => void
}) {
  return (
    <Stack spacing={2}>
      {ROWS.map((row) => (
        <SwitchRow
          key={row.key}
          label={row.label}
          description={row.description}
          checked={value[row.key]}
          disabled={disabled}
          onChange={(checked) => onChange({ ...value, [row.key]: checked })}
        />
      ))}
    </Stack>
  )
}
