import { Suspense, createElement } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import LogoutIcon from '@mui/icons-material/Logout'
import { AppBar, LoadingIndicator, useLogout } from 'react-admin'
import { ROLE_LABELS } from '../shell/access'
import { headerItemsFor, lazyComponent, useShell } from '../shell/registry'
import { useSession } from '../shell/session'
import { Brand } from './Brand'

function HeaderToolbar() {
  const { user } = useSession()
  const { modules } = useShell()
  const logout = useLogout()
  if (!user) return null
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1.5 } }}>
      {headerItemsFor(modules, user.role).map((item) => (
        <Suspense key={item.id} fallback={null}>
          {createElement(lazyComponent(item.component))}
        </Suspense>
      ))}
      {user.role === 'MODERATOR' && user.creatorName && (
        <Box sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'right', lineHeight: 1.2 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            Working for
          </Typography>
          <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
            {user.creatorName}
            {user.creatorTiktokUsername && ` @${user.creatorTiktokUsername}`}
          </Typography>
        </Box>
      )}
      <Box sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'right', lineHeight: 1.2 }}>
        <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
          {user.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {ROLE_LABELS[user.role]}
        </Typography>
      </Box>
      <LoadingIndicator />
      <Tooltip title="Logout">
        <IconButton color="inherit" aria-label="Logout" onClick={() => logout(undefined, '/signin', false)}>
          <LogoutIcon />
        </IconButton>
      </Tooltip>
    </Box>
  )
}

/** Header (spec 1 §2): product name, ADMIN badge, header items (LIVE), user, logout. */
export function HeaderBar() {
  const { user } = useSession()
  return (
    <AppBar userMenu={false} toolbar={<HeaderToolbar />} color="inherit" elevation={0}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, minWidth: 0 }}>
        <Brand />
        {user?.role === 'ADMIN' && <Chip label="ADMIN" color="primary" size="small" sx={{ fontWeight: 700 }} />}
      </Box>
    </AppBar>
  )
}
