import { useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import GroupsIcon from '@mui/icons-material/Groups'
import PauseCircleIcon from '@mui/icons-material/PauseCircle'
import { LinkBase, useTranslate } from 'react-admin'
import { ErrorPanel, errorMessage, StatCards } from '@shell'
import { adminKeys, adminsApi, fetchCreatorCounts } from '../adminApi'

/** Admin Overview: creator and admin counts from the admin calls, and shortcuts. */
export default function AdminOverviewWidget() {
  const translate = useTranslate()
  const counts = useQuery({ queryKey: adminKeys.creatorCounts(''), queryFn: () => fetchCreatorCounts('') })
  const admins = useQuery({ queryKey: adminKeys.admins, queryFn: adminsApi.list })
  const error = counts.error ?? admins.error

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {error && (
        <ErrorPanel
          title={translate('admin.overview.loadFailed')}
          message={errorMessage(error, translate('admin.overview.tryAgain'))}
          onRetry={() => Promise.all([counts.refetch(), admins.refetch()])}
        />
      )}
      <StatCards
        cards={[
          {
            label: translate('admin.overview.totalCreators'),
            value: counts.data?.total ?? 0,
            icon: <GroupsIcon />,
            loading: counts.isPending,
          },
          {
            label: translate('admin.overview.activeCreators'),
            value: counts.data?.active ?? 0,
            icon: <CheckCircleIcon />,
            loading: counts.isPending,
          },
          {
            label: translate('admin.overview.inactiveCreators'),
            value: counts.data?.inactive ?? 0,
            icon: <PauseCircleIcon />,
            loading: counts.isPending,
          },
          {
            label: translate('admin.overview.admins'),
            value: admins.data?.length ?? 0,
            icon: <AdminPanelSettingsIcon />,
            loading: admins.isPending,
          },
        ]}
      />
      <Card>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
            {translate('admin.overview.quickActions')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={LinkBase} to="/admin/creators" variant="contained" startIcon={<GroupsIcon />}>
              {translate('admin.overview.manageCreators')}
            </Button>
            <Button
              component={LinkBase}
              to="/admin/management"
              variant="outlined"
              startIcon={<AdminPanelSettingsIcon />}
            >
              {translate('admin.overview.manageAdmins')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  )
}
