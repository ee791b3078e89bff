import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import { formatDate, ROLE_LABELS, type Role } from '@shell'
import type { AdminAccount } from '../types'

export interface AdminCardProps {
  admin: AdminAccount
  /** The signed-in admin's own card: no Deactivate, no Delete (docs/api/admin.md). */
  isSelf: boolean
  busy: boolean
  onEdit: () => void
  onToggleActive: () => void
  onDelete: () => void
}

export function AdminCard({ admin, isSelf, busy, onEdit, onToggleActive, onDelete }: AdminCardProps) {
  const translate = useTranslate()
  const role = ROLE_LABELS[admin.role as Role]
  return (
    <Card component="article" aria-label={admin.name} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <Avatar sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText' }}>
            {admin.name.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }} noWrap>
                {admin.name}
              </Typography>
              {isSelf && <Chip size="small" label={translate('admin.admins.you')} variant="outlined" />}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {admin.email}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              <Chip
                size="small"
                label={role ? translate(role) : admin.role}
                color={admin.role === 'ADMIN' ? 'primary' : 'default'}
              />
              <Chip
                size="small"
                label={translate(admin.isActive ? 'admin.admins.active' : 'admin.admins.inactive')}
                color={admin.isActive ? 'success' : 'default'}
                variant={admin.isActive ? 'filled' : 'outlined'}
              />
            </Box>
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('admin.admins.createdLastLogin', {
            created: formatDate(admin.createdAt),
            lastLogin: formatDate(admin.lastLoginAt),
          })}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1, '& > *': { m: '0 !important' } }}>
        <Button size="small" variant="outlined" onClick={onEdit} disabled={busy}>
          {translate('admin.admins.edit')}
        </Button>
        <Button size="small" variant="outlined" color="warning" onClick={onToggleActive} disabled={busy || isSelf}>
          {translate(admin.isActive ? 'admin.admins.deactivate' : 'admin.admins.activate')}
        </Button>
        <Button size="small" variant="outlined" color="error" onClick={onDelete} disabled={busy || isSelf}>
          {translate('admin.admins.delete')}
        </Button>
      </CardActions>
    </Card>
  )
}
