import { useState } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { useTranslate } from 'react-admin'
import type { CreatorStatisticsDto, PerformancePointDto } from '../../shared/analytics'
import { trendLabel } from './format'

type Granularity = keyof CreatorStatisticsDto['performanceTrends']

const GRANULARITIES: { id: Granularity; label: string }[] = [
  { id: 'daily', label: 'analytics.trends.daily' },
  { id: 'weekly', label: 'analytics.trends.weekly' },
  { id: 'monthly', label: 'analytics.trends.monthly' },
]

/** The activity lines: a figure of each point, its legend name (a message key) and its theme colour. */
const ACTIVITY_LINES: {
  key: keyof PerformancePointDto
  name: string
  color: 'primary' | 'secondary' | 'success' | 'warning' | 'info'
}[] = [
  { key: 'powerupsGranted', name: 'analytics.trends.powerupsGranted', color: 'primary' },
  { key: 'powerupsUsed', name: 'analytics.trends.powerupsUsed', color: 'secondary' },
  { key: 'activePlayers', name: 'analytics.trends.activePlayers', color: 'success' },
  { key: 'chatMessages', name: 'analytics.trends.chatMessages', color: 'info' },
  { key: 'liveMinutes', name: 'analytics.trends.liveMinutes', color: 'warning' },
]

function ChartCard({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ height: 260 }}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </Box>
    </Box>
  )
}

/** Overview's Performance Trends (docs/api/analytics.md): the recorded figures per day, week or month, as charts. */
export function PerformanceTrends({ trends }: { trends: CreatorStatisticsDto['performanceTrends'] }) {
  const translate = useTranslate()
  const theme = useTheme()
  const [granularity, setGranularity] = useState<Granularity>('daily')
  const points = (trends[granularity] ?? []).map((point) => ({ ...point, label: trendLabel(point.date, granularity) }))
  const axis = { stroke: theme.palette.text.secondary, fontSize: 12 }
  const tooltip = { contentStyle: { background: theme.palette.background.paper, borderColor: theme.palette.divider } }

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('analytics.trends.performance')}
        </Typography>
        <Tabs
          value={granularity}
          onChange={(_, next: Granularity) => setGranularity(next)}
          aria-label={translate('analytics.trends.granularity')}
          sx={{ mb: 2 }}
        >
          {GRANULARITIES.map(({ id, label }) => (
            <Tab key={id} value={id} label={translate(label)} />
          ))}
        </Tabs>
        {points.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {translate('analytics.trends.empty')}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, 1fr)' } }}>
            <ChartCard title={translate('analytics.trends.giftsAndValue')}>
              <ComposedChart data={points}>
                <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
                <XAxis dataKey="label" {...axis} />
                <YAxis yAxisId="gifts" allowDecimals={false} {...axis} />
                <YAxis yAxisId="value" orientation="right" allowDecimals={false} {...axis} />
                <Tooltip {...tooltip} />
                <Legend />
                <Bar
                  yAxisId="gifts"
                  dataKey="gifts"
                  name={translate('analytics.trends.gifts')}
                  fill={theme.palette.primary.main}
                  isAnimationActive={false}
                />
                <Line
                  yAxisId="value"
                  dataKey="value"
                  name={translate('analytics.trends.value')}
                  stroke={theme.palette.secondary.main}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              </ComposedChart>
            </ChartCard>
            <ChartCard title={translate('analytics.trends.activity')}>
              <LineChart data={points}>
                <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
                <XAxis dataKey="label" {...axis} />
                <YAxis allowDecimals={false} {...axis} />
                <Tooltip {...tooltip} />
                <Legend />
                {ACTIVITY_LINES.map(({ key, name, color }) => (
                  <Line
                    key={key}
                    dataKey={key}
                    name={translate(name)}
                    stroke={theme.palette[color].main}
                    strokeWidth={2}
                    dot={false}
                    isAnimationActive={false}
                  />
                ))}
              </LineChart>
            </ChartCard>
          </Box>
        )}
      </CardContent>
    </Card>
  )
}
