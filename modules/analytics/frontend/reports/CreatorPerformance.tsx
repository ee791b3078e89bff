import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { useTranslate } from 'react-admin'
import { EmptyState, formatDateTime } from '@shell'
import type { AnalyticsCreatorDto } from '../../shared/analytics'
import { growthColor } from './display'
import { figure, growthText } from '../statistics/format'

const FIGURES = [
  { label: 'analytics.performance.players', value: (creator: AnalyticsCreatorDto) => creator.totalPlayers },
  { label: 'analytics.performance.moderators', value: (creator: AnalyticsCreatorDto) => creator.totalModerators },
  { label: 'analytics.performance.powerups', value: (creator: AnalyticsCreatorDto) => creator.totalPowerups },
  { label: 'analytics.performance.gifts', value: (creator: AnalyticsCreatorDto) => creator.totalGifts },
  { label: 'analytics.performance.revenue', value: (creator: AnalyticsCreatorDto) => creator.revenue },
] as const

function CreatorName({ creator }: { creator: AnalyticsCreatorDto }) {
  const translate = useTranslate()
  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {creator.name}
        </Typography>
        {!creator.isActive && (
          <Chip size="small" label={translate('analytics.performance.inactive')} variant="outlined" />
        )}
      </Stack>
      {creator.tiktokUsername && (
        <Typography variant="body2" color="text.secondary" noWrap>
          @{creator.tiktokUsername}
        </Typography>
      )}
    </Box>
  )
}

const Growth = ({ creator }: { creator: AnalyticsCreatorDto }) => (
  <Box component="span" sx={{ color: growthColor(creator.growthRate), fontWeight: 600 }}>
    {growthText(creator.growthRate)}
  </Box>
)

function CreatorCard({ creator }: { creator: AnalyticsCreatorDto }) {
  const translate = useTranslate()
  return (
    <Card variant="outlined" component="article" aria-label={creator.name}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <CreatorName creator={creator} />
          <Growth creator={creator} />
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, my: 1.5 }}>
          {FIGURES.map((column) => (
            <Box key={column.label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {translate(column.label)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {figure(column.value(creator))}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="caption" color="text.secondary">
          {translate('analytics.performance.lastActivityAt', { when: formatDateTime(creator.lastActivity) })}
        </Typography>
      </CardContent>
    </Card>
  )
}

/** Creator Performance (docs/api/analytics.md): a table on wide screens, one card per creator on phones. */
export function CreatorPerformance({ creators }: { creators: AnalyticsCreatorDto[] }) {
  const translate = useTranslate()
  const phone = useMediaQuery(useTheme().breakpoints.down('md'))
  return (
    <Card component="section" aria-labelledby="creator-performance-title">
      <CardContent>
        <Typography id="creator-performance-title" variant="h6" component="h2">
          {translate('analytics.performance.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('analytics.performance.subtitle')}
        </Typography>
        {creators.length === 0 ? (
          <EmptyState
            title={translate('analytics.performance.empty')}
            description={translate('analytics.performance.emptyHint')}
          />
        ) : phone ? (
          <Stack spacing={1.5}>
            {creators.map((creator) => (
              <CreatorCard key={creator.id} creator={creator} />
            ))}
          </Stack>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={translate('analytics.performance.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('analytics.performance.creator')}</TableCell>
                  {FIGURES.map((column) => (
                    <TableCell key={column.label} align="right">
                      {translate(column.label)}
                    </TableCell>
                  ))}
                  <TableCell align="right">{translate('analytics.performance.growth')}</TableCell>
                  <TableCell>{translate('analytics.performance.lastActivity')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {creators.map((creator) => (
                  <TableRow key={creator.id} aria-label={creator.name}>
                    <TableCell sx={{ maxWidth: 260 }}>
                      <CreatorName creator={creator} />
                    </TableCell>
                    {FIGURES.map((column) => (
                      <TableCell key={column.label} align="right">
                        {figure(column.value(creator))}
                      </TableCell>
                    ))}
                    <TableCell align="right">
                      <Growth creator={creator} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(creator.lastActivity)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  )
}
