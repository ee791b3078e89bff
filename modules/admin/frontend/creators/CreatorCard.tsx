import { useState } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Switch from '@mui/material/Switch'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import BarChartIcon from '@mui/icons-material/BarChart'
import BlockIcon from '@mui/icons-material/Block'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import MoreVertIcon from '@mui/icons-material/MoreVert'
import SportsKabaddiIcon from '@mui/icons-material/SportsKabaddi'
import VisibilityIcon from '@mui/icons-material/Visibility'
import { LinkBase, useTranslate } from 'react-admin'
import { formatDate, formatRelativeTime } from '@shell'
import type { CreatorSummary } from '../types'

export interface CreatorCardProps {
  creator: CreatorSummary
  /** Link to the creator's statistics page, when that page exists. */
  statisticsPath?: string
  /** Link to the creator's match history, when the matches module is enabled. */
  matchesPath?: string
  onImpersonate: () => void
  onEdit: () => void
  onToggleActive: () => void
  onDelete: () => void
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ textAlign: 'center', flex: 1 }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  )
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  )
}

/** One creator of Creator Management (docs/api/admin.md) with quick actions and the actions menu. */
export function CreatorCard({
  creator,
  statisticsPath,
  matchesPath,
  onImpersonate,
  onEdit,
  onToggleActive,
  onDelete,
}: CreatorCardProps) {
  const translate = useTranslate()
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null)
  const closeMenuThen = (action: () => void) => () => {
    setMenuAnchor(null)
    action()
  }
  const impersonateHint = translate(
    creator.isActive ? 'admin.creators.impersonate' : 'admin.creators.activateToImpersonate'
  )
  const toggleText = translate(creator.isActive ? 'admin.creators.deactivate' : 'admin.creators.activate')

  return (
    <Card component="article" aria-label={creator.name} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
          <Avatar sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText' }}>
            {creator.name.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {creator.name}
              </Typography>
              <Chip
                size="small"
                label={translate(creator.isActive ? 'admin.creators.active' : 'admin.creators.inactive')}
                color={creator.isActive ? 'success' : 'default'}
                variant={creator.isActive ? 'filled' : 'outlined'}
              />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {creator.email}
            </Typography>
            {creator.tiktokUsername && (
              <Typography variant="body2" color="secondary.main" sx={{ overflowWrap: 'anywhere' }}>
                @{creator.tiktokUsername}
              </Typography>
            )}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0, mr: -1, mt: -0.5 }}>
            <Tooltip title={impersonateHint}>
              <span>
                <IconButton
                  aria-label={translate('admin.creators.impersonateName', { name: creator.name })}
                  onClick={onImpersonate}
                  disabled={!creator.isActive}
                >
                  <VisibilityIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={toggleText}>
              <Switch
                checked={creator.isActive}
                onChange={onToggleActive}
                slotProps={{
                  input: {
                    'aria-label': translate(
                      creator.isActive ? 'admin.creators.deactivateName' : 'admin.creators.activateName',
                      { name: creator.name }
                    ),
                  },
                }}
              />
            </Tooltip>
            <IconButton
              aria-label={translate('admin.creators.actionsFor', { name: creator.name })}
              onClick={(event) => setMenuAnchor(event.currentTarget)}
            >
              <MoreVertIcon />
            </IconButton>
          </Box>
        </Box>

        <Box sx={{ display: 'flex', my: 2, py: 1, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Count label={translate('admin.creators.powerups')} value={creator._count.powerups} />
          <Count label={translate('admin.creators.players')} value={creator._count.players} />
          <Count label={translate('admin.creators.moderators')} value={creator._count.moderators} />
          {creator.totalGifts > 0 && <Count label={translate('admin.creators.gifts')} value={creator.totalGifts} />}
        </Box>

        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Detail
            label={translate('admin.creators.lastActivity')}
            value={creator.lastActivity ? formatRelativeTime(creator.lastActivity) : translate('admin.creators.never')}
          />
          <Detail label={translate('admin.creators.created')} value={formatDate(creator.createdAt)} />
          <Detail label={translate('admin.creators.lastLogin')} value={formatDate(creator.lastLoginAt)} />
        </Box>
      </CardContent>

      <Menu anchorEl={menuAnchor} open={!!menuAnchor} onClose={() => setMenuAnchor(null)}>
        <MenuItem onClick={closeMenuThen(onImpersonate)} disabled={!creator.isActive}>
          <ListItemIcon>
            <VisibilityIcon fontSize="small" />
          </ListItemIcon>
          {translate('admin.creators.impersonate')}
        </MenuItem>
        <MenuItem onClick={closeMenuThen(onEdit)}>
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          {translate('admin.creators.editDetails')}
        </MenuItem>
        {statisticsPath && (
          <MenuItem component={LinkBase} to={statisticsPath}>
            <ListItemIcon>
              <BarChartIcon fontSize="small" />
            </ListItemIcon>
            {translate('admin.creators.showStatistics')}
          </MenuItem>
        )}
        {matchesPath && (
          <MenuItem component={LinkBase} to={matchesPath}>
            <ListItemIcon>
              <SportsKabaddiIcon fontSize="small" />
            </ListItemIcon>
            {translate('matches.admin.creatorMatches')}
          </MenuItem>
        )}
        <MenuItem onClick={closeMenuThen(onToggleActive)}>
          <ListItemIcon>
            {creator.isActive ? <BlockIcon fontSize="small" /> : <CheckCircleIcon fontSize="small" />}
          </ListItemIcon>
          {toggleText}
        </MenuItem>
        <Divider />
        <MenuItem onClick={closeMenuThen(onDelete)} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteIcon fontSize="small" />
          </ListItemIcon>
          {translate('admin.creators.delete')}
        </MenuItem>
      </Menu>
    </Card>
  )
}
