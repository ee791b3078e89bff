import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { useTranslate } from 'react-admin'
import { SERVICE_TEXTS, useContributions, type ServiceFigures, type ServiceText } from '@shell'
import type { ServiceHealthDto } from '../../shared/monitoring'
import { STATUS_COLORS, STATUS_KEYS } from './format'

/** The modules' service texts by service id, once loaded (until then the server's words show). */
function useServiceTexts() {
  const loaders = useContributions(SERVICE_TEXTS)
  const [texts, setTexts] = useState(new Map<string, ServiceText>())
  useEffect(() => {
    let current = true
    void Promise.all(loaders.map((load) => load())).then((loaded) => {
      if (current) setTexts(new Map(loaded.flatMap((module) => module.default).map((text) => [text.id, text])))
    })
    return () => {
      current = false
    }
  }, [loaders])
  return texts
}

/**
 * One row per service: its name, what was measured and its status; in the page language where the
 * service's module words it (SERVICE_TEXTS), else the server's words.
 */
export function ServiceList({
  services,
  apis,
}: {
  services: ServiceHealthDto[]
  apis: Record<string, ServiceFigures | undefined>
}) {
  const translate = useTranslate()
  const texts = useServiceTexts()
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
              <Typography sx={{ fontWeight: 600 }}>
                {texts.has(service.id) ? translate(texts.get(service.id)!.name) : service.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {texts.get(service.id)?.detail(apis, translate) ?? service.detail}
              </Typography>
            </Box>
            <Chip size="small" color={STATUS_COLORS[service.status]} label={translate(STATUS_KEYS[service.status])} />
          </Box>
        ))}
      </CardContent>
    </Card>
  )
}
