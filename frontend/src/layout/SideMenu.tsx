import { createElement } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { Menu, useSidebarState, useTranslate } from 'react-admin'
import { ROLE_LABELS } from '../shell/access'
import { menuFor, useShell } from '../shell/registry'
import { useSession, type SessionUser } from '../shell/session'

function SidebarUser({ user }: { user: SessionUser }) {
  const translate = useTranslate()
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        {user.name}
      </Typography>
      <Chip label={translate(ROLE_LABELS[user.role])} size="small" variant="outlined" sx={{ mt: 0.5 }} />
      {user.role === 'MODERATOR' && user.creatorName && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('shell.header.workingFor')}
          </Typography>
          <Typography variant="body2" noWrap>
            {user.creatorName}
          </Typography>
          {user.creatorTiktokUsername && (
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              @{user.creatorTiktokUsername}
            </Typography>
          )}
        </Box>
      )}
      <Divider sx={{ mt: 1.5 }} />
    </Box>
  )
}

/** The role sidebar (docs/api/web.md), built from the modules' menu entries. */
export function SideMenu() {
  const { user } = useSession()
  const { modules, rules } = useShell()
  const [open] = useSidebarState()
  const translate = useTranslate()
  if (!user) return null
  return (
    <Box component="nav" aria-label={translate('shell.menu.mainNavigation')}>
      <Menu>
        {open && <SidebarUser user={user} />}
        {menuFor(modules, user.role, rules).map((entry) => (
          <Menu.Item
            key={`${entry.path}:${entry.label}`}
            to={entry.path}
            primaryText={translate(entry.label)}
            leftIcon={createElement(entry.icon)}
          />
        ))}
      </Menu>
    </Box>
  )
}
