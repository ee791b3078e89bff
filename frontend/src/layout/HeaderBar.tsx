import { Suspense, createElement } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { AppBar, LoadingIndicator, useTranslate } from 'react-admin'
import { headerItemsFor, lazyComponent, useShell } from '../shell/registry'
import { useSession } from '../shell/session'
import { AccountMenu } from './AccountMenu'
import { Brand } from './Brand'

function HeaderToolbar() {
  const { user } = useSession()
  const { modules } = useShell()
  const translate = useTranslate()
  if (!user) return null
  const worksFor = user.role === 'MODERATOR' && Boolean(user.creatorName)
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1.5 } }}>
      {headerItemsFor(modules, user.role).map((item) => (
        <Suspense key={item.id} fallback={null}>
          {createElement(lazyComponent(item.component))}
        </Suspense>
      ))}
      {worksFor && (
        <Box sx={{ textAlign: 'right', lineHeight: 1.2, minWidth: 0, maxWidth: { xs: 104, sm: 'none' } }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('shell.header.workingFor')}
          </Typography>
          <Typography
            variant="body2"
            component="p"
            sx={{ fontWeight: 600, fontSize: { xs: '0.8rem', sm: '0.875rem' } }}
            noWrap
          >
            {user.creatorName}
            <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
              {user.creatorTiktokUsername && ` @${user.creatorTiktokUsername}`}
            </Box>
          </Typography>
        </Box>
      )}
      {/* On a phone a moderator's header has no room for Refresh beside whom they work for and the product name. */}
      <Box sx={{ display: { xs: worksFor ? 'none' : 'flex', sm: 'flex' } }}>
        <LoadingIndicator />
      </Box>
      <AccountMenu user={user} />
    </Box>
  )
}

/** Header (docs/api/web.md): product name, ADMIN badge, header items (LIVE), the creator a moderator works for, the account menu (settings, logout). */
export function HeaderBar() {
  const { user } = useSession()
  const translate = useTranslate()
  return (
    <AppBar userMenu={false} toolbar={<HeaderToolbar />} color="inherit" elevation={0}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, minWidth: 0 }}>
        <Brand />
        {user?.role === 'ADMIN' && (
          <Chip label={translate('shell.header.adminBadge')} color="primary" size="small" sx={{ fontWeight: 700 }} />
        )}
      </Box>
    </AppBar>
  )
}
