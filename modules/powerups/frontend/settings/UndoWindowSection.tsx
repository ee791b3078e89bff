import { useState } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import { LoadingState, useSession, useSettingsSave } from '@shell'
import { UNDO_WINDOW_MINUTES, type PowerupCreatorSettingsDto } from '../../shared/undo'
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
  const translate = useTranslate()
  if (user?.role === 'ADMIN') {
    return (
      <Alert severity="info">
        <AlertTitle>{translate('powerups.settings.adminViewTitle')}</AlertTitle>
        {translate('powerups.settings.adminViewBody')}
      </Alert>
    )
  }
  return <UndoWindowField editable={user?.role === 'CREATOR'} />
}

function UndoWindowField({ editable }: { editable: boolean }) {
  const queryClient = useQueryClient()
  const translate = useTranslate()
  const invalidWindow = translate('powerups.settings.invalidWindow', {
    min: UNDO_WINDOW_MINUTES.min,
    max: UNDO_WINDOW_MINUTES.max,
  })
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
    if (minutes === null) throw new Error(invalidWindow)
    queryClient.setQueryData(powerupsKeys.settings, await powerupsApi.updateSettings({ undoWindowMinutes: minutes }))
    setDraft(null)
  })

  if (settings.isPending) return <LoadingState />
  if (settings.error) return <Alert severity="error">{settings.error.message}</Alert>
  return (
    <TextField
      label={translate('powerups.settings.undoWindow')}
      name="undoWindowMinutes"
      type="number"
      value={text}
      disabled={!editable}
      onChange={(event) => setDraft(event.target.value)}
      error={minutes === null}
      helperText={
        minutes === null
          ? invalidWindow
          : editable
            ? translate('powerups.settings.undoWindowHelp')
            : translate('powerups.settings.onlyCreator')
      }
      slotProps={{
        input: {
          endAdornment: <InputAdornment position="end">{translate('powerups.settings.minutes')}</InputAdornment>,
        },
        htmlInput: { min: UNDO_WINDOW_MINUTES.min, max: UNDO_WINDOW_MINUTES.max, step: 1, inputMode: 'numeric' },
      }}
      sx={{ maxWidth: 420 }}
    />
  )
}
