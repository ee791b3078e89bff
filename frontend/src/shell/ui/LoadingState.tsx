import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useT } from '../i18n'

/** A centred spinner with an optional label ('Loading powerups...'). */
export function LoadingState({ label, fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  const t = useT()
  return (
    <Box
      role="status"
      aria-label={label ?? t('shell.loading')}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 8,
        minHeight: fullScreen ? '100vh' : undefined,
      }}
    >
      <CircularProgress />
      {label && <Typography color="text.secondary">{label}</Typography>}
    </Box>
  )
}
