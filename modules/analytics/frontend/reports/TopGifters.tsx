import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import { EmptyState } from '@shell'
import type { AnalyticsDto } from '../../shared/analytics'
import { figure } from '../statistics/format'

/** Top Gifters (docs/api/analytics.md): the range's gifters by diamonds, with their gift counts. */
export function TopGifters({ gifts }: { gifts: AnalyticsDto['gifts'] }) {
  const translate = useTranslate()
  return (
    <Card component="section" aria-labelledby="top-gifters-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="top-gifters-title" variant="h6" component="h2">
          {translate('analytics.gifters.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('analytics.gifters.worth', {
            gifts: translate('analytics.gifters.gifts', {
              smart_count: gifts.totalCount,
              count: figure(gifts.totalCount),
            }),
            diamonds: translate('analytics.gifters.diamonds', {
              smart_count: gifts.totalValue,
              count: figure(gifts.totalValue),
            }),
          })}
        </Typography>
        {gifts.topGifters.length === 0 ? (
          <EmptyState title={translate('analytics.gifters.empty')} />
        ) : (
          <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {gifts.topGifters.map((gifter, index) => (
              <Stack
                component="li"
                key={gifter.username}
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'center' }}
                aria-label={gifter.username}
              >
                <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main' }}>{index + 1}</Avatar>
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {gifter.username}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {translate('analytics.gifters.gifts', {
                      smart_count: gifter.giftCount,
                      count: figure(gifter.giftCount),
                    })}
                  </Typography>
                </Box>
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {translate('analytics.gifters.diamonds', {
                    smart_count: gifter.totalValue,
                    count: figure(gifter.totalValue),
                  })}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  )
}
