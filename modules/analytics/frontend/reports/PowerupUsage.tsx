import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { useTranslate } from 'react-admin'
import { EmptyState } from '@shell'
import type { AnalyticsDto } from '../../shared/analytics'
import { useChartStyle } from './chartStyle'
import { powerupLabel } from './display'
import { average, figure } from '../statistics/format'

/** Powerup Usage (docs/api/analytics.md): granted versus used units per type as bars, and each type's utilization. */
export function PowerupUsage({ powerups }: { powerups: AnalyticsDto['powerups'] }) {
  const translate = useTranslate()
  const style = useChartStyle()
  const byType = powerups.byType.map((usage) => ({ ...usage, label: powerupLabel(usage.type) }))
  return (
    <Card component="section" aria-labelledby="powerup-usage-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="powerup-usage-title" variant="h6" component="h2">
          {translate('analytics.powerups.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="powerup-totals">
          {translate('analytics.powerups.totals', {
            granted: figure(powerups.totalGranted),
            used: figure(powerups.totalUsed),
          })}
        </Typography>
        {powerups.totalGranted === 0 && powerups.totalUsed === 0 ? (
          <EmptyState title={translate('analytics.powerups.empty')} />
        ) : (
          <>
            <Box sx={{ height: 40 + 36 * byType.length }} role="img" aria-label={translate('analytics.powerups.chart')}>
              <ResponsiveContainer>
                <BarChart data={byType} layout="vertical" margin={{ top: 0, right: 8, bottom: 0, left: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" stroke={style.grid} horizontal={false} />
                  <XAxis type="number" allowDecimals={false} tick={style.tick} />
                  <YAxis type="category" dataKey="label" width={96} tick={style.tick} interval={0} />
                  <Tooltip contentStyle={style.tooltip} />
                  <Legend />
                  <Bar
                    dataKey="granted"
                    name={translate('analytics.powerups.granted')}
                    fill={style.palette.primary.main}
                  />
                  <Bar dataKey="used" name={translate('analytics.powerups.used')} fill={style.palette.success.main} />
                </BarChart>
              </ResponsiveContainer>
            </Box>
            <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
              {byType.map((usage) => (
                <Box
                  component="li"
                  key={usage.type}
                  aria-label={translate('analytics.powerups.utilization', { type: usage.label })}
                >
                  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {usage.label}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate('analytics.powerups.usedOf', {
                        used: figure(usage.used),
                        granted: figure(usage.granted),
                        percent: average(usage.utilization),
                      })}
                    </Typography>
                  </Stack>
                  <LinearProgress
                    variant="determinate"
                    value={Math.min(100, usage.utilization)}
                    aria-label={translate('analytics.powerups.utilization', { type: usage.label })}
                    sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
                  />
                </Box>
              ))}
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  )
}
