import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import BoltIcon from '@mui/icons-material/Bolt'
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard'
import GroupsIcon from '@mui/icons-material/Groups'
import SettingsIcon from '@mui/icons-material/Settings'
import StorefrontIcon from '@mui/icons-material/Storefront'
import TaskAltIcon from '@mui/icons-material/TaskAlt'
import TouchAppIcon from '@mui/icons-material/TouchApp'
import { LinkBase, useTranslate } from 'react-admin'
import { api, ErrorPanel, errorMessage, formatRelativeTime, StatCard, useHasRoute, useSession } from '@shell'
import { AuditLog } from '../../../audit/frontend/public'
import { moderatorKeys, moderatorsApi } from '../moderatorsApi'
import { usePermissionText } from '../permissionTexts'

/** The live module's status call (docs/api/live.md); absent or failing, the card just omits it. */
function useLiveStatus() {
  return useQuery({
    queryKey: ['live', 'status'],
    queryFn: () => api.get<{ isLive: boolean; liveStatusMessage?: string }>('/api/tiktok-optimized/status'),
    retry: false,
    refetchInterval: 30_000,
  })
}

const QUICK_ACTIONS: { label: string; to: string; icon: ReactNode }[] = [
  { label: 'moderators.activity.openKiosk', to: '/kiosk', icon: <StorefrontIcon /> },
  { label: 'moderators.activity.myPowerups', to: '/powerups', icon: <BoltIcon /> },
  { label: 'moderators.activity.myPlayers', to: '/players', icon: <GroupsIcon /> },
  { label: 'moderators.activity.mySettings', to: '/settings', icon: <SettingsIcon /> },
]

/** Moderator dashboard, My Activity tab (docs/api/moderators.md): creator status, today's work, shortcuts, own trail. */
export default function MyActivityWidget() {
  const { user } = useSession()
  const translate = useTranslate()
  const permissionText = usePermissionText()
  const hasRoute = useHasRoute()
  const activity = useQuery({ queryKey: moderatorKeys.activity, queryFn: moderatorsApi.myActivity, retry: false })
  const live = useLiveStatus()
  const data = activity.data
  const today = data?.today

  if (activity.error) {
    return (
      <ErrorPanel
        title={translate('moderators.activity.loadErrorTitle')}
        message={errorMessage(activity.error, translate('moderators.activity.loadFailed'))}
        onRetry={() => void activity.refetch()}
      />
    )
  }

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Card>
          <CardHeader
            title={translate('moderators.activity.creatorStatus')}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <CardContent sx={{ pt: 0 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Avatar sx={{ bgcolor: 'secondary.main' }} aria-hidden>
                {(data?.creator.name ?? user?.creatorName ?? '?').charAt(0).toUpperCase()}
              </Avatar>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 700 }} noWrap>
                  {data?.creator.name ?? user?.creatorName}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {data?.creator.tiktokUsername
                    ? `@${data.creator.tiktokUsername}`
                    : translate('moderators.activity.noTiktok')}
                </Typography>
              </Box>
              {live.data && (
                <Chip
                  size="small"
                  color={live.data.isLive ? 'error' : 'default'}
                  label={translate(live.data.isLive ? 'moderators.activity.liveNow' : 'moderators.activity.offline')}
                />
              )}
            </Stack>
            <Stack
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 0.75, mt: 2 }}
              aria-label={translate('moderators.activity.yourPermissions')}
            >
              {data?.permissions.map((permission) => (
                <Chip key={permission} size="small" variant="outlined" label={permissionText(permission)} />
              ))}
            </Stack>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
              {data?.lastActive
                ? translate('moderators.activity.worksForActive', { when: formatRelativeTime(data.lastActive) })
                : translate('moderators.activity.worksFor')}
            </Typography>
          </CardContent>
        </Card>

        <Card>
          <CardHeader
            title={translate('moderators.activity.quickActions')}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <CardContent sx={{ pt: 0 }}>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {QUICK_ACTIONS.filter((quick) => hasRoute(quick.to)).map((quick) => (
                <Button
                  key={quick.to}
                  component={LinkBase}
                  to={quick.to}
                  variant="outlined"
                  startIcon={quick.icon}
                  sx={{ minHeight: 52, justifyContent: 'flex-start' }}
                >
                  {translate(quick.label)}
                </Button>
              ))}
            </Box>
          </CardContent>
        </Card>
      </Box>

      <Box>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {translate('moderators.activity.performanceToday')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <StatCard
            label={translate('moderators.activity.powerupsGranted')}
            value={today?.granted ?? 0}
            icon={<CardGiftcardIcon />}
            loading={activity.isPending}
          />
          <StatCard
            label={translate('moderators.activity.powerupsUsed')}
            value={today?.used ?? 0}
            icon={<TouchAppIcon />}
            loading={activity.isPending}
          />
          <StatCard
            label={translate('moderators.activity.activePlayers')}
            value={today?.activePlayers ?? 0}
            icon={<GroupsIcon />}
            caption={translate('moderators.activity.activePlayersCaption')}
            loading={activity.isPending}
          />
          <StatCard
            label={translate('moderators.activity.totalActions')}
            value={today?.totalActions ?? 0}
            icon={<TaskAltIcon />}
            loading={activity.isPending}
          />
        </Box>
      </Box>

      {user && (
        <AuditLog
          title={translate('moderators.activity.recentActivity')}
          maxEntries={5}
          actorId={user.id}
          action={
            <Button component={LinkBase} to="/audit" size="small" sx={{ whiteSpace: 'nowrap' }}>
              {translate('moderators.activity.viewAll')}
            </Button>
          }
        />
      )}
    </Stack>
  )
}
