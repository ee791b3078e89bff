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
import { EmptyState, formatDateTime } from '@shell'
import type { AnalyticsCreatorDto } from '../../shared/analytics'
import { growthColor } from './display'
import { figure, growthText } from '../statistics/format'

const FIGURES = [
  { label: 'Players', value: (creator: AnalyticsCreatorDto) => creator.totalPlayers },
  { label: 'Moderators', value: (creator: AnalyticsCreatorDto) => creator.totalModerators },
  { label: 'Powerups', value: (creator: AnalyticsCreatorDto) => creator.totalPowerups },
  { label: 'Gifts', value: (creator: AnalyticsCreatorDto) => creator.totalGifts },
  { label: 'Revenue', value: (creator: AnalyticsCreatorDto) => creator.revenue },
] as const

function CreatorName({ creator }: { creator: AnalyticsCreatorDto }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {creator.name}
        </Typography>
        {!creator.isActive && <Chip size="small" label="Inactive" variant="outlined" />}
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
                {column.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {figure(column.value(creator))}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="caption" color="text.secondary">
          Last activity: {formatDateTime(creator.lastActivity)}
        </Typography>
      </CardContent>
    </Card>
  )
}

/** Creator Performance (docs/api/analytics.md): a table on wide screens, one card per creator on phones. */
export function CreatorPerformance({ creators }: { creators: AnalyticsCreatorDto[] }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'))
  return (
    <Card component="section" aria-labelledby="creator-performance-title">
      <CardContent>
        <Typography id="creator-performance-title" variant="h6" component="h2">
          Creator Performance
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Figures of the selected range; growth is revenue versus the previous period of equal length
        </Typography>
        {creators.length === 0 ? (
          <EmptyState title="No creators found" description="Try adjusting your search or creator filter." />
        ) : phone ? (
          <Stack spacing={1.5}>
            {creators.map((creator) => (
              <CreatorCard key={creator.id} creator={creator} />
            ))}
          </Stack>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Creator Performance">
              <TableHead>
                <TableRow>
                  <TableCell>Creator</TableCell>
                  {FIGURES.map((column) => (
                    <TableCell key={column.label} align="right">
                      {column.label}
                    </TableCell>
                  ))}
                  <TableCell align="right">Growth</TableCell>
                  <TableCell>Last Activity</TableCell>
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
