import { useEffect, useRef, useState } from 'react'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import NotificationsIcon from '@mui/icons-material/Notifications'
import { useNavigate, useTranslate } from 'react-admin'
import { formatRelativeTime } from '@shell'
import type { NoticeDto } from '../../shared/notices'
import { showBrowserNotices } from '../browserNotices'
import { useMarkNoticesRead, useNotices } from '../noticesApi'

/**
 * Unread notices that arrived after the first load (what a push just brought) become browser
 * notifications when the user's Push Notifications switch is on; the first list was already known.
 */
function useBrowserNotifications(notices: NoticeDto[] | undefined, browserPush: boolean) {
  const newestSeen = useRef<number | null>(null)
  useEffect(() => {
    if (!notices) return
    const newest = notices.reduce((max, notice) => Math.max(max, notice.id), 0)
    if (newestSeen.current !== null) {
      const arrived = notices.filter((notice) => notice.id > newestSeen.current! && !notice.read)
      if (arrived.length && browserPush) showBrowserNotices(arrived)
    }
    newestSeen.current = Math.max(newestSeen.current ?? 0, newest)
  }, [notices, browserPush])
}

/** The header's bell: unread count, a menu of the newest notices, marking read. */
export default function NoticeBell() {
  const { data } = useNotices()
  const markRead = useMarkNoticesRead()
  const navigate = useNavigate()
  const translate = useTranslate()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  useBrowserNotifications(data?.notices, data?.browserPush ?? false)

  const unread = data?.unreadCount ?? 0
  const open = (notice: NoticeDto) => {
    setAnchor(null)
    if (!notice.read) markRead.mutate({ ids: [notice.id] })
    if (notice.link) navigate(notice.link)
  }

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={
          unread
            ? translate('notifications.bell.unreadLabel', { smart_count: unread })
            : translate('notifications.bell.title')
        }
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: 44, height: 44 }}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { width: 340, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {translate('notifications.bell.title')}
          </Typography>
          <Button size="small" disabled={!unread || markRead.isPending} onClick={() => markRead.mutate({})}>
            {translate('notifications.bell.markAllRead')}
          </Button>
        </Box>
        {data?.notices.length === 0 && (
          <Typography color="text.secondary" sx={{ px: 2, py: 1.5 }}>
            {translate('notifications.bell.empty')}
          </Typography>
        )}
        {data?.notices.map((notice) => (
          <MenuItem
            key={notice.id}
            onClick={() => open(notice)}
            sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }}
          >
            <ListItemText
              primary={notice.title}
              secondary={`${notice.message} ${formatRelativeTime(notice.createdAt)}`}
              slotProps={{ primary: { sx: { fontWeight: notice.read ? 400 : 700 } } }}
              aria-label={translate(
                notice.read ? 'notifications.bell.noticeLabel' : 'notifications.bell.unreadNoticeLabel',
                {
                  title: notice.title,
                  message: notice.message,
                }
              )}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
