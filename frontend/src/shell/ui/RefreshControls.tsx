import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import RefreshIcon from '@mui/icons-material/Refresh'

export interface RefreshControlsProps {
  autoRefresh: boolean
  onAutoRefresh: (on: boolean) => void
  onRefresh: () => void
  /** A reload is under way: Refresh waits for it. */
  refreshing: boolean
}

/** The Auto-refresh switch and the Refresh button of a page whose figures reload themselves. */
export function RefreshControls({ autoRefresh, onAutoRefresh, onRefresh, refreshing }: RefreshControlsProps) {
  return (
    <>
      <FormControlLabel
        control={<Switch checked={autoRefresh} onChange={(event) => onAutoRefresh(event.target.checked)} />}
        label="Auto-refresh"
      />
      <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing}>
        Refresh
      </Button>
    </>
  )
}

/** 'Last updated 10:04:05 AM, refreshing every 60 seconds' under the page header (no period while auto-refresh is off). */
export function LastUpdated({ at, refreshEveryMs }: { at: number; refreshEveryMs: number | false }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2, mt: -2 }} data-testid="last-updated">
      Last updated {new Date(at).toLocaleTimeString('en-US')}
      {refreshEveryMs ? `, refreshing every ${refreshEveryMs / 1000} seconds` : ''}
    </Typography>
  )
}
