import { useState } from 'react'
import Button from '@mui/material/Button'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import DownloadIcon from '@mui/icons-material/Download'
import { useT } from '../i18n'

export interface ExportMenuProps<Format extends string> {
  /** The formats offered, each with a line saying what it is for. */
  formats: { format: Format; label: string; description: string }[]
  onExport: (format: Format) => void
  disabled: boolean
  /** The button's text: 'Export' unless given (e.g. 'Exporting...' while busy). */
  label?: string
}

/** An Export button opening its menu of formats; choosing one closes the menu and calls `onExport`. */
export function ExportMenu<Format extends string>({ formats, onExport, disabled, label }: ExportMenuProps<Format>) {
  const t = useT()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const choose = (format: Format) => {
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
        {label ?? t('shell.ui.export')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {formats.map(({ format, label: formatLabel, description }) => (
          <MenuItem key={format} onClick={() => choose(format)}>
            <ListItemText primary={formatLabel} secondary={description} />
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
