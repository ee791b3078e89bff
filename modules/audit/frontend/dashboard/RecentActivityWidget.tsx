import Button from '@mui/material/Button'
import { LinkBase, useTranslate } from 'react-admin'
import { AuditLog } from '../components/AuditLog'

/** Creator Overview: the five latest audit entries with a link to /audit (docs/api/audit.md). */
export default function RecentActivityWidget() {
  const translate = useTranslate()
  return (
    <AuditLog
      title={translate('audit.widget.recentActivity')}
      maxEntries={5}
      action={
        <Button component={LinkBase} to="/audit" size="small" sx={{ whiteSpace: 'nowrap' }}>
          {translate('audit.widget.viewAll')}
        </Button>
      }
    />
  )
}
