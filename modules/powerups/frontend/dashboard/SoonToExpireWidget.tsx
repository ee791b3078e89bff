import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { LinkBase, useTranslate } from 'react-admin'
import { ErrorPanel } from '@shell'
import { SOON_TO_EXPIRE } from '../../shared/powerups'
import { usePowerupStats } from '../ledgerApi'
import { ExpiryBadge } from '../ui/ExpiryBadges'
import { POWERUP_LABEL_KEYS, PowerupTypeIcon } from '../ui/powerupVisuals'
import { useNow } from '../ui/useNow'

/** 'Soon to Expire': holdings expiring within 7 days, the first 5, 'View all' → /powerups. */
export default function SoonToExpireWidget() {
  const now = useNow()
  const translate = useTranslate()
  const { data, isPending, error, refetch } = usePowerupStats()
  const holdings = (data?.soonToExpire ?? []).slice(0, SOON_TO_EXPIRE.limit)

  function body() {
    if (error)
      return (
        <ErrorPanel
          title={translate('powerups.dashboard.loadFailed')}
          message={error.message}
          onRetry={() => void refetch()}
        />
      )
    if (isPending) return [0, 1, 2].map((row) => <Skeleton key={row} height={56} />)
    if (holdings.length === 0) {
      return (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {translate('powerups.dashboard.noneExpiring')}
        </Typography>
      )
    }
    return holdings.map((holding) => (
      <Box
        key={holding.id}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <PowerupTypeIcon type={holding.type} size={36} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {translate('powerups.dashboard.holding', {
              powerup: translate(POWERUP_LABEL_KEYS[holding.type]),
              count: holding.count,
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {translate('powerups.dashboard.ownedBy', { name: holding.playerName })}
          </Typography>
        </Box>
        <ExpiryBadge expiresAt={holding.expiresAt} now={now} />
      </Box>
    ))
  }

  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={translate('powerups.dashboard.soonToExpire')}
        subheader={translate('powerups.dashboard.withinDays', { smart_count: SOON_TO_EXPIRE.days })}
        titleTypographyProps={{ variant: 'h6' }}
        action={
          <Button component={LinkBase} to="/powerups" sx={{ mt: 1 }}>
            {translate('powerups.dashboard.viewAll')}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>{body()}</CardContent>
    </Card>
  )
}
