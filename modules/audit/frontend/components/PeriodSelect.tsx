import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import type { AuditPeriodDays } from '../../shared/audit'
import { PERIODS } from '../auditDisplay'

/** Last 24 hours / 7 / 30 / 90 days (docs/api/audit.md). */
export function PeriodSelect({
  value,
  onChange,
  label = 'Time Period',
}: {
  value: AuditPeriodDays
  onChange: (days: AuditPeriodDays) => void
  label?: string
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value) as AuditPeriodDays)}
      sx={{ minWidth: 170 }}
    >
      {PERIODS.map((period) => (
        <MenuItem key={period.days} value={period.days}>
          {period.label}
        </MenuItem>
      ))}
    </TextField>
  )
}
