import type { ReactNode } from 'react'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'

/** A labelled switch with a one-line explanation. */
export function SwitchRow({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string
  description?: ReactNode
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />}
      label={
        <>
          <Typography variant="body1">{label}</Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
        </>
      }
      sx={{ alignItems: 'flex-start', m: 0, gap: 1.5, '& .MuiSwitch-root': { mt: -0.5 } }}
    />
  )
}
