import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import SaveIcon from '@mui/icons-material/Save'
import { useT } from '../shell/i18n'

/** Save Changes, kept in reach at the bottom of the screen however long the page, saying why it is off. */
export function SaveBar({
  saving,
  invalid,
  blockedReason,
  onSave,
}: {
  saving: boolean
  invalid: boolean
  blockedReason: string | null
  onSave: () => void
}) {
  const t = useT()
  return (
    <Paper
      elevation={6}
      sx={{
        position: 'sticky',
        bottom: 16,
        zIndex: 3,
        p: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Button
        variant="contained"
        startIcon={<SaveIcon />}
        onClick={onSave}
        disabled={saving || invalid}
        aria-describedby={blockedReason ? 'settings-save-reason' : undefined}
        sx={{ minHeight: 44 }}
      >
        {saving ? t('shell.settings.saving') : t('shell.settings.save')}
      </Button>
      {blockedReason && (
        <Typography id="settings-save-reason" variant="body2" color="text.secondary">
          {blockedReason}
        </Typography>
      )}
    </Paper>
  )
}
