import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import type { AuditPeriodDays } from '../../shared/audit'
import { useTranslate } from 'react-admin'
import { PERIODS } from '../auditDisplay'

/** Last 24 hours / 7 / 30 / 90 days (docs/api/audit.md). `labelKey`: its label's message key. */
export function PeriodSelect({
  value,
  onChange,
  labelKey = 'audit.periods.label',
}: {
  value: AuditPeriodDays
  onChange: (days: AuditPeriodDays) => void
  labelKey?: string
}) {
  const translate = useTranslate()
  return (
    <TextField
      select
      size="small"
      label={translate(labelKey)}
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
