import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { STATUS_LABELS, type ServiceHealthDto } from '../../shared/monitoring'
import { STATUS_COLORS } from './format'

/** One row per service: its name, what was measured and its status. */
export function ServiceList({ services }: { services: ServiceHealthDto[] }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Services
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
            <Chip size="small" color={STATUS_COLORS[service.status]} label={STATUS_LABELS[service.status]} />
          </Box>
        ))}
      </CardContent>
    </Card>
  )
}
