import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import EditIcon from '@mui/icons-material/Edit'
import KeyIcon from '@mui/icons-material/Key'
import { formatDate } from '@shell'
import { useTranslate } from 'react-admin'
import type { ModeratorDto, ModeratorStatus } from '../../shared/moderators'
import { usePermissionText } from '../permissionTexts'

export const STATUS_COLORS: Record<ModeratorStatus, 'success' | 'warning' | 'error' | 'default'> = {
  ACTIVE: 'success',
  PENDING: 'warning',
  SUSPENDED: 'error',
  INACTIVE: 'default',
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p" noWrap>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        {value}
      </Typography>
    </Box>
  )
}

/** One moderator of My Moderators: every field (docs/api/moderators.md), Edit and Reset Password. */
export function ModeratorCard({
  moderator,
  onEdit,
  onResetPassword,
}: {
  moderator: ModeratorDto
  onEdit: () => void
  onResetPassword: () => void
}) {
  const translate = useTranslate()
  const permissionText = usePermissionText()
  return (
    <Card
      component="article"
      aria-label={moderator.displayName}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 44, height: 44 }} aria-hidden>
            {moderator.displayName.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }} noWrap>
              {moderator.displayName}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              @{moderator.tiktokUsername}
            </Typography>
          </Box>
          <Chip
            size="small"
            label={translate(`moderators.status.${moderator.status}`)}
            color={STATUS_COLORS[moderator.status]}
          />
        </Stack>

        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5, mb: 2 }}>
          <Figure label={translate('moderators.card.powerupsGranted')} value={moderator.powerupsGranted} />
          <Figure label={translate('moderators.card.powerupsUsed')} value={moderator.powerupsUsed} />
          <Figure label={translate('moderators.card.lastActive')} value={formatDate(moderator.lastActive)} />
          <Figure label={translate('moderators.card.created')} value={formatDate(moderator.createdAt)} />
          <Figure label={translate('moderators.card.username')} value={moderator.username ?? '—'} />
          <Figure
            label={translate('moderators.card.lastGrantUse')}
            value={`${formatDate(moderator.lastGrantAction)} / ${formatDate(moderator.lastUseAction)}`}
          />
        </Box>

        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 0.75 }}
          aria-label={translate('moderators.card.permissions')}
        >
          {moderator.permissions.map((permission) => (
            <Chip key={permission} size="small" variant="outlined" label={permissionText(permission)} />
          ))}
          {moderator.isPlayer && (
            <Chip size="small" color="info" variant="outlined" label={translate('moderators.card.promotedPlayer')} />
          )}
        </Stack>
        {moderator.status === 'PENDING' && (
          <Typography variant="caption" color="warning.main" component="p" sx={{ mt: 1.5 }}>
            {translate('moderators.card.pendingHint')}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<EditIcon />}
          onClick={onEdit}
          aria-label={translate('moderators.card.editLabel', { name: moderator.displayName })}
        >
          {translate('moderators.card.edit')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<KeyIcon />}
          onClick={onResetPassword}
          aria-label={translate('moderators.card.resetPasswordLabel', { name: moderator.displayName })}
        >
          {translate('moderators.card.resetPassword')}
        </Button>
      </CardActions>
    </Card>
  )
}
