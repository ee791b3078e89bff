import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { useTranslate } from 'react-admin'
import type { AnalyticsDto } from '../../shared/analytics'
import { useChartStyle } from './chartStyle'
import { trendLabel } from '../statistics/format'

const dayLabel = (day: string) => trendLabel(day, 'daily')

/** Growth Trends (docs/api/analytics.md): the five counts per day (per week for a year) as lines. */
export function GrowthTrends({ data }: { data: AnalyticsDto }) {
  const translate = useTranslate()
  const style = useChartStyle()
  const { palette } = style
  const lines = [
    { key: 'creators', name: translate('analytics.trends.creators'), color: palette.primary.main },
    { key: 'moderators', name: translate('analytics.trends.moderators'), color: palette.secondary.main },
    { key: 'players', name: translate('analytics.trends.players'), color: palette.info.main },
    { key: 'powerups', name: translate('analytics.trends.powerups'), color: palette.warning.main },
    { key: 'gifts', name: translate('analytics.trends.gifts'), color: palette.success.main },
  ]
  const perWeek = data.range === '1y'
  return (
    <Card component="section" aria-labelledby="growth-trends-title">
      <CardContent>
        <Typography id="growth-trends-title" variant="h6" component="h2">
          {translate('analytics.trends.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(perWeek ? 'analytics.trends.perWeek' : 'analytics.trends.perDay')}
        </Typography>
        <Box
          sx={{ height: 300 }}
          role="img"
          aria-label={translate(perWeek ? 'analytics.trends.chartPerWeek' : 'analytics.trends.chartPerDay')}
        >
          <ResponsiveContainer>
            <LineChart data={data.trends} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" stroke={style.grid} vertical={false} />
              <XAxis dataKey="date" tickFormatter={dayLabel} tick={style.tick} minTickGap={24} />
              <YAxis allowDecimals={false} tick={style.tick} />
              <Tooltip
                contentStyle={style.tooltip}
                labelFormatter={(day) =>
                  perWeek ? translate('analytics.trends.weekOf', { day: dayLabel(String(day)) }) : dayLabel(String(day))
                }
              />
              <Legend itemSorter={(item) => lines.findIndex((line) => line.key === item.dataKey)} />
              {lines.map((line) => (
                <Line
                  key={line.key}
                  type="monotone"
                  dataKey={line.key}
                  name={line.name}
                  stroke={line.color}
                  strokeWidth={2}
                  dot={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </Box>
      </CardContent>
    </Card>
  )
}
