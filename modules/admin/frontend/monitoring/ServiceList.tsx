import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import type { ServiceHealthDto } from '../../shared/monitoring'
import { STATUS_COLORS, STATUS_KEYS } from './format'

/** One row per service: its name, what was measured (the server's words) and its status. */
export function ServiceList({ services }: { services: ServiceHealthDto[] }) {
  const translate = useTranslate()
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('admin.monitoring.services')}
        </Typography>
        {services.map((service) => (
          <Box
            key={service.id}
            data-testid="service"
            sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.25, borderTop: 1, borderColor: 'divider' }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{service.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {service.detail}
              </Typography>
            </Box>
            <Chip size="small" color={STATUS_COLORS[service.status]} label={translate(STATUS_KEYS[service.status])} />
          </Box>
        ))}
      </CardContent>
    </Card>
  )
}
