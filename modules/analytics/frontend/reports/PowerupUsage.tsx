import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { EmptyState } from '@shell'
import type { AnalyticsDto } from '../../shared/analytics'
import { useChartStyle } from './chartStyle'
import { powerupLabel } from './display'
import { figure } from '../statistics/format'

/** Powerup Usage (docs/api/analytics.md): granted versus used units per type as bars, and each type's utilization. */
export function PowerupUsage({ powerups }: { powerups: AnalyticsDto['powerups'] }) {
  const style = useChartStyle()
  const byType = powerups.byType.map((usage) => ({ ...usage, label: powerupLabel(usage.type) }))
  return (
    <Card component="section" aria-labelledby="powerup-usage-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="powerup-usage-title" variant="h6" component="h2">
          Powerup Usage
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="powerup-totals">
          {figure(powerups.totalGranted)} granted, {figure(powerups.totalUsed)} used
        </Typography>
        {powerups.totalGranted === 0 && powerups.totalUsed === 0 ? (
          <EmptyState title="No powerups granted or used in this range" />
        ) : (
          <>
            <Box sx={{ height: 40 + 36 * byType.length }} role="img" aria-label="Powerups granted and used per type">
              <ResponsiveContainer>
                <BarChart data={byType} layout="vertical" margin={{ top: 0, right: 8, bottom: 0, left: 0 }}>
                  <CartesianGrid strokeDasharray="3 3" stroke={style.grid} horizontal={false} />
                  <XAxis type="number" allowDecimals={false} tick={style.tick} />
                  <YAxis type="category" dataKey="label" width={96} tick={style.tick} interval={0} />
                  <Tooltip contentStyle={style.tooltip} />
                  <Legend />
                  <Bar dataKey="granted" name="Granted" fill={style.palette.primary.main} />
                  <Bar dataKey="used" name="Used" fill={style.palette.success.main} />
                </BarChart>
              </ResponsiveContainer>
            </Box>
            <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
              {byType.map((usage) => (
                <Box component="li" key={usage.type} aria-label={`${usage.label} utilization`}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {usage.label}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {figure(usage.used)} / {figure(usage.granted)} used · {usage.utilization.toFixed(1)}%
                    </Typography>
                  </Stack>
                  <LinearProgress
                    variant="determinate"
                    value={Math.min(100, usage.utilization)}
                    aria-label={`${usage.label} utilization`}
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
