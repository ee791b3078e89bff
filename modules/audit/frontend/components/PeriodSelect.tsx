import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import type { AuditPeriodDays } from '../../shared/audit'
import { useTranslate } from 'react-admin'
import { PERIODS } from '../auditDisplay'

/** Last 24 hours / 7 / 30 / 90 days (docs/api/audit.md). `label`: a message key. */
export function PeriodSelect({
  value,
  onChange,
  label = 'audit.periods.label',
}: {
  value: AuditPeriodDays
  onChange: (days: AuditPeriodDays) => void
  label?: string
}) {
  const translate = useTranslate()
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(Number(event.target.value) as AuditPeriodDays)}
      sx={{ minWidth: 170 }}
    >
      {PERIODS.map((period) => (
        <MenuItem key={period.days} value={period.days}>
          {translate(period.label)}
        </MenuItem>
      ))}
    </TextField>
  )
}
