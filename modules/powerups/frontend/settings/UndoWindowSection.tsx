import { useState } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { LoadingState, useSession, useSettingsSave } from '@shell'
import { UNDO_MESSAGES, UNDO_WINDOW_MINUTES, type PowerupCreatorSettingsDto } from '../../shared/undo'
import { powerupsApi, powerupsKeys } from '../ledgerApi'

/** The typed window in minutes, or null when it is not a whole number in range. */
export function parseUndoWindow(text: string): number | null {
  const minutes = Number(text.trim())
  const valid =
    text.trim() !== '' &&
    Number.isInteger(minutes) &&
    minutes >= UNDO_WINDOW_MINUTES.min &&
    minutes <= UNDO_WINDOW_MINUTES.max
  return valid ? minutes : null
}

/** Settings › Powerups: the creator's undo window (moderators see it; admins impersonate). */
export default function UndoWindowSection() {
  const { user } = useSession()
  if (user?.role === 'ADMIN') {
    return (
      <Alert severity="info">
        <AlertTitle>Admin View</AlertTitle>
        Each creator chooses how long grants and uses can be undone. Impersonate a creator to see their choice.
      </Alert>
    )
  }
  return <UndoWindowField editable={user?.role === 'CREATOR'} />
}

function UndoWindowField({ editable }: { editable: boolean }) {
  const queryClient = useQueryClient()
  const settings = useQuery<PowerupCreatorSettingsDto, Error>({
    queryKey: powerupsKeys.settings,
    queryFn: powerupsApi.settings,
  })
  const [draft, setDraft] = useState<string | null>(null)
  const saved = settings.data?.undoWindowMinutes
  const text = draft ?? (saved === undefined ? '' : String(saved))
  const minutes = parseUndoWindow(text)

  // The page's Save Changes saves a changed window; a bad one is refused with its message.
  useSettingsSave(async () => {
    if (!editable || draft === null || minutes === saved) return
    if (minutes === null) throw new Error(UNDO_MESSAGES.invalidWindow)
    queryClient.setQueryData(powerupsKeys.settings, await powerupsApi.updateSettings({ undoWindowMinutes: minutes }))
    setDraft(null)
  })

  if (settings.isPending) return <LoadingState />
  if (settings.error) return <Alert severity="error">{settings.error.message}</Alert>
  return (
    <TextField
      label="Undo Window"
      name="undoWindowMinutes"
      type="number"
      value={text}
      disabled={!editable}
      onChange={(event) => setDraft(event.target.value)}
      error={minutes === null}
      helperText={
        minutes === null
          ? UNDO_MESSAGES.invalidWindow
          : editable
            ? 'How long after a grant or use it can be undone (kiosk toast, player history, CLI).'
            : 'Only the creator can change it.'
      }
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">minutes</InputAdornment> },
        htmlInput: { min: UNDO_WINDOW_MINUTES.min, max: UNDO_WINDOW_MINUTES.max, step: 1, inputMode: 'numeric' },
      }}
      sx={{ maxWidth: 420 }}
    />
  )
}
