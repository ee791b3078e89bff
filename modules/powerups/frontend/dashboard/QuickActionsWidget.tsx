import { useState, type ReactNode } from 'react'
import BoltIcon from '@mui/icons-material/Bolt'
import GroupsIcon from '@mui/icons-material/Groups'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import ShieldIcon from '@mui/icons-material/Shield'
import StorefrontIcon from '@mui/icons-material/Storefront'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import { LinkBase, useTranslate } from 'react-admin'
import { useHasRoute, useSession } from '@shell'
import { AddPlayerDialog, playerAbilities } from '../../../players/frontend/public'

const MODERATORS_PATH = '/moderators'

function Action({ icon, label, to, onClick }: { icon: ReactNode; label: string; to?: string; onClick?: () => void }) {
  const link = to ? { component: LinkBase, to } : {}
  return (
    <Button
      variant="outlined"
      startIcon={icon}
      onClick={onClick}
      {...link}
      sx={{ minHeight: 52, justifyContent: 'flex-start' }}
    >
      {label}
    </Button>
  )
}

/** Quick actions by role: the kiosk first, then the screens a creator or moderator needs live. */
export default function QuickActionsWidget() {
  const { user } = useSession()
  const translate = useTranslate()
  const hasRoute = useHasRoute()
  const [adding, setAdding] = useState(false)
  const role = user?.role
  const canAdd = playerAbilities(role).add

  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={translate('powerups.dashboard.quickActions')} titleTypographyProps={{ variant: 'h6' }} />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Action icon={<StorefrontIcon />} label={translate('powerups.dashboard.openKiosk')} to="/kiosk" />
          {canAdd && (
            <Action
              icon={<PersonAddIcon />}
              label={translate('powerups.dashboard.addPlayer')}
              onClick={() => setAdding(true)}
            />
          )}
          <Action icon={<BoltIcon />} label={translate('powerups.dashboard.myPowerups')} to="/powerups" />
          <Action icon={<GroupsIcon />} label={translate('powerups.dashboard.myPlayers')} to="/players" />
          {role === 'CREATOR' && hasRoute(MODERATORS_PATH) && (
            <Action icon={<ShieldIcon />} label={translate('powerups.dashboard.myModerators')} to={MODERATORS_PATH} />
          )}
        </Box>
      </CardContent>
      {adding && <AddPlayerDialog source="players" onClose={() => setAdding(false)} />}
    </Card>
  )
}
