import Button from '@mui/material/Button'
import { LinkBase } from 'react-admin'
import { AuditLog } from '../components/AuditLog'

/** Creator Overview: the five latest audit entries with a link to /audit (docs/api/audit.md). */
export default function RecentActivityWidget() {
  return (
    <AuditLog
      title="Recent Activity"
      maxEntries={5}
      action={
        <Button component={LinkBase} to="/audit" size="small" sx={{ whiteSpace: 'nowrap' }}>
          View all
        </Button>
      }
    />
  )
}
