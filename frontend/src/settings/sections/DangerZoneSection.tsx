import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import DeleteForeverIcon from '@mui/icons-material/DeleteForever'

export function DangerZoneSection({ disabled, onDelete }: { disabled?: boolean; onDelete: () => void }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <Stack spacing={0.5}>
        <Typography variant="subtitle1">Delete Account</Typography>
        <Typography variant="body2" color="text.secondary">
          Your account is deactivated and you are signed out everywhere.
        </Typography>
      </Stack>
      <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} onClick={onDelete} disabled={disabled}>
        Delete Account
      </Button>
    </Stack>
  )
}
