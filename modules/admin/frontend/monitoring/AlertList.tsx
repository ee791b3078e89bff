import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import type { SystemAlertDto } from '../../shared/monitoring'

/** The measured alerts, worst first; a critical one shows as an error. */
export function AlertList({ alerts }: { alerts: SystemAlertDto[] }) {
  const translate = useTranslate()
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('admin.monitoring.alerts')}
        </Typography>
        {alerts.length === 0 ? (
          <Typography color="text.secondary">{translate('admin.monitoring.noAlerts')}</Typography>
        ) : (
          <Stack spacing={1}>
            {alerts.map((alert) => (
              <Alert key={alert.id} severity={alert.severity === 'critical' ? 'error' : 'warning'}>
                <AlertTitle>{alert.title}</AlertTitle>
                {alert.message}
              </Alert>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  )
}
