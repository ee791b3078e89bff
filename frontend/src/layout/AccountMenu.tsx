import { useState } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Divider from '@mui/material/Divider'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import LogoutIcon from '@mui/icons-material/Logout'
import SettingsIcon from '@mui/icons-material/Settings'
import { useLogout, useNavigate, useTranslate } from 'react-admin'
import { ROLE_LABELS } from '../shell/access'
import { POINTING_ICON } from '../shell/ui/pointing'
import type { SessionUser } from '../shell/session'
import { SourceMenuItem } from './SourceLink'

/** Who is signed in (and, for a moderator, for which creator), with My Settings and Logout. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const logout = useLogout()
  const translate = useTranslate()
  const navigate = useNavigate()
  const workingFor = user.role === 'MODERATOR' && user.creatorName
  const close = () => setAnchor(null)

  return (
    <>
      <ButtonBase
        aria-label={translate('shell.header.accountMenu')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ gap: 1, borderRadius: 2, px: 0.75, py: 0.5, minHeight: 44, textAlign: 'right' }}
      >
        <Box sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.2 }}>
          <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
            {user.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate(ROLE_LABELS[user.role])}
          </Typography>
        </Box>
        <Avatar sx={{ width: 32, height: 32, fontSize: 15, bgcolor: 'primary.main' }}>
          {user.name.charAt(0).toUpperCase()}
        </Avatar>
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {user.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {workingFor
              ? translate('shell.header.roleFor', {
                  role: translate(ROLE_LABELS[user.role]),
                  creator: user.creatorName,
                })
              : translate(ROLE_LABELS[user.role])}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            close()
            navigate('/settings')
          }}
          sx={{ minHeight: 44 }}
        >
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          {translate('shell.header.mySettings')}
        </MenuItem>
        <SourceMenuItem onClick={close} />
        <MenuItem onClick={() => logout(undefined, '/signin', false)} sx={{ minHeight: 44 }}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" sx={POINTING_ICON} />
          </ListItemIcon>
          {translate('shell.header.logout')}
        </MenuItem>
      </Menu>
    </>
  )
}
