import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import DeleteForeverIcon from '@mui/icons-material/DeleteForever'
import { useT } from '../../shell/i18n'

export function DangerZoneSection({ disabled, onDelete }: { disabled?: boolean; onDelete: () => void }) {
  const t = useT()
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <Stack spacing={0.5}>
        <Typography variant="subtitle1">{t('shell.settings.danger.deleteAccount')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('shell.settings.danger.deleteHint')}
        </Typography>
      </Stack>
      <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} onClick={onDelete} disabled={disabled}>
        {t('shell.settings.danger.deleteAccount')}
      </Button>
    </Stack>
  )
}
