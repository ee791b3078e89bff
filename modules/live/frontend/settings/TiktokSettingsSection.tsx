import { useEffect, useId, useState } from 'react'
import LinkOffIcon from '@mui/icons-material/LinkOff'
import RefreshIcon from '@mui/icons-material/Refresh'
import SaveIcon from '@mui/icons-material/Save'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import { formatDateTime, useSession, useSettingsSave, useToast } from '@shell'
import { normalizeTiktokHandle } from '@core/shared'
import { LIVE_POLLING } from '../../shared/live'
import { liveApi, liveKeys, useLiveStatus } from '../liveApi'
import { connectFeedback } from './connectFeedback'
import { LiveStatusChips } from '../kiosk/LiveStatusChips'
import { OverlayPanel } from './OverlayPanel'
import { RehearsalSwitch } from './RehearsalSwitch'
import { liveStatusText } from '../statusText'

/** The handle's prefix before the username field (a sign, not a word). */
const AT = '@'

/** Settings › TikTok Live Integration (docs/api/live.md): by role. */
export default function TiktokSettingsSection() {
  const { user } = useSession()
  const translate = useTranslate()
  if (user?.role === 'ADMIN') {
    return (
      <Alert severity="info">
        <AlertTitle>{translate('live.settings.adminViewTitle')}</AlertTitle>
        {translate('live.settings.adminViewBody')}
      </Alert>
    )
  }
  if (user?.role === 'MODERATOR') {
    return (
      <Alert severity="warning" icon={<LinkOffIcon />}>
        <AlertTitle>{translate('live.settings.moderatorTitle')}</AlertTitle>
        {user.creatorTiktokUsername
          ? translate('live.settings.moderatorBodyHandle', { handle: `@${user.creatorTiktokUsername}` })
          : translate('live.settings.moderatorBody')}
      </Alert>
    )
  }
  return <CreatorTiktokSettings />
}

function CreatorTiktokSettings() {
  const translate = useTranslate()
  const toast = useToast()
  const queryClient = useQueryClient()
  const status = useLiveStatus(LIVE_POLLING.settingsStatusMs)
  const saved = status.data?.tiktokUsername ?? ''
  const [draft, setDraft] = useState<string | null>(null)
  const [busy, setBusy] = useState<'save' | 'reconnect' | 'disconnect' | null>(null)
  const [disconnected, setDisconnected] = useState(false)
  const username = draft ?? saved
  // Force Reconnect is off without a saved username, and says so.
  const needsUsername = status.isSuccess && !saved
  const reconnectReasonId = useId()

  useEffect(() => {
    if (status.data?.isConnected) setDisconnected(false)
  }, [status.data?.isConnected])

  const refreshStatus = () => queryClient.invalidateQueries({ queryKey: liveKeys.status })

  /** Saves the username (connects when live); answers whether it was saved. */
  async function connect(handle: string, kind: 'save' | 'reconnect') {
    const clean = normalizeTiktokHandle(handle)
    if (!clean) {
      toast({ title: translate('live.settings.usernameRequired'), variant: 'error' })
      return false
    }
    setBusy(kind)
    try {
      toast(connectFeedback(await liveApi.connect(clean)))
      setDraft(null)
      return true
    } catch (error) {
      toast(connectFeedback(error))
      return false
    } finally {
      setBusy(null)
      await refreshStatus()
    }
  }

  async function disconnect() {
    setBusy('disconnect')
    try {
      await liveApi.disconnect()
      setDisconnected(true)
      toast({
        title: translate('live.settings.disconnected'),
        description: translate('live.settings.disconnectedDescription'),
      })
    } catch {
      toast({ title: translate('live.settings.disconnectFailed'), variant: 'error' })
    } finally {
      setBusy(null)
      await refreshStatus()
    }
  }

  // The page's Save Changes also saves a changed username.
  useSettingsSave(async () => {
    if (draft !== null && normalizeTiktokHandle(draft) !== saved) await connect(draft, 'save')
  })

  const live = status.data
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <LiveStatusChips status={live} />
        <Typography variant="body2" color="text.secondary" role="status">
          {live === null
            ? translate('live.card.notConfigured')
            : live
              ? liveStatusText(live.liveStatusMessage, translate)
              : translate('live.card.checking')}
        </Typography>
      </Box>
      {live && !live.isConnected && live.nextBackendCheck && (
        <Typography variant="caption" color="text.secondary">
          {translate('live.settings.nextCheck', { time: formatDateTime(live.nextBackendCheck) })}
        </Typography>
      )}
      <TextField
        label={translate('live.settings.username')}
        value={username}
        onChange={(event) => setDraft(normalizeTiktokHandle(event.target.value))}
        placeholder={translate('live.settings.usernamePlaceholder')}
        helperText={translate('live.settings.usernameHelp')}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">{AT}</InputAdornment> } }}
        sx={{ maxWidth: 420 }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={busy !== null}
          onClick={() => void connect(username, 'save')}
        >
          {translate(busy === 'save' ? 'live.settings.saving' : 'live.settings.save')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          disabled={!saved || busy !== null}
          aria-describedby={needsUsername ? reconnectReasonId : undefined}
          onClick={() => void connect(saved, 'reconnect')}
        >
          {translate(busy === 'reconnect' ? 'live.settings.reconnecting' : 'live.settings.reconnect')}
        </Button>
        <Button
          variant="outlined"
          color="warning"
          startIcon={<LinkOffIcon />}
          disabled={disconnected || !live?.isConnected || busy !== null}
          onClick={() => void disconnect()}
        >
          {translate(disconnected ? 'live.settings.disconnected' : 'live.settings.disconnect')}
        </Button>
      </Box>
      {needsUsername && (
        <Typography id={reconnectReasonId} variant="caption" color="text.secondary">
          {translate('live.settings.reconnectNeedsUsername')}
        </Typography>
      )}
      <RehearsalSwitch />
      <OverlayPanel />
    </Stack>
  )
}
