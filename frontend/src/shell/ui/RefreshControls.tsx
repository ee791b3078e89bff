import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import RefreshIcon from '@mui/icons-material/Refresh'
import { formatTime } from '../format'
import { useT } from '../i18n'

export interface RefreshControlsProps {
  autoRefresh: boolean
  onAutoRefresh: (on: boolean) => void
  onRefresh: () => void
  /** A reload is under way: Refresh waits for it. */
  refreshing: boolean
}

/** The Auto-refresh switch and the Refresh button of a page whose figures reload themselves. */
export function RefreshControls({ autoRefresh, onAutoRefresh, onRefresh, refreshing }: RefreshControlsProps) {
  const t = useT()
  return (
    <>
      <FormControlLabel
        control={<Switch checked={autoRefresh} onChange={(event) => onAutoRefresh(event.target.checked)} />}
        label={t('shell.ui.autoRefresh')}
      />
      <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing}>
        {t('shell.ui.refresh')}
      </Button>
    </>
  )
}

/** 'Last updated 10:04:05 AM, refreshing every 60 seconds' under the page header (no period while auto-refresh is off). */
export function LastUpdated({ at, refreshEveryMs }: { at: number; refreshEveryMs: number | false }) {
  const t = useT()
  const time = formatTime(at)
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2, mt: -2 }} data-testid="last-updated">
      {refreshEveryMs
        ? t('shell.ui.lastUpdatedRefreshing', { time, seconds: refreshEveryMs / 1000 })
        : t('shell.ui.lastUpdated', { time })}
    </Typography>
  )
}
