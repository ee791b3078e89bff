import { useState } from 'react'
import Button from '@mui/material/Button'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import DownloadIcon from '@mui/icons-material/Download'
import type { AnalyticsExportFormat } from './analyticsExport'

/** Export with its two formats; disabled while there is no data shown to export. */
export function ExportMenu({
  onExport,
  disabled,
}: {
  onExport: (format: AnalyticsExportFormat) => void
  disabled: boolean
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const choose = (format: AnalyticsExportFormat) => {
    setAnchor(null)
    onExport(format)
  }
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
      >
        Export
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('csv')}>
          <ListItemText primary="CSV" secondary="Sections for spreadsheets" />
        </MenuItem>
        <MenuItem onClick={() => choose('json')}>
          <ListItemText primary="JSON" secondary="The data as the API answers it" />
        </MenuItem>
      </Menu>
    </>
  )
}
