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
import { formatDateTime, useSession, useSettingsSave, useToast } from '@shell'
import { normalizeTiktokHandle } from '@core/shared'
import { LIVE_MESSAGES, LIVE_POLLING } from '../../shared/live'
import { liveApi, liveKeys, useLiveStatus } from '../liveApi'
import { connectFeedback } from './connectFeedback'
import { LiveStatusChips } from '../kiosk/LiveStatusChips'
import { OverlayPanel } from './OverlayPanel'
import { RehearsalSwitch } from './RehearsalSwitch'

/** Settings › TikTok Live Integration (docs/api/live.md): by role. */
export default function TiktokSettingsSection() {
  const { user } = useSession()
  if (user?.role === 'ADMIN') {
    return (
      <Alert severity="info">
        <AlertTitle>Admin View</AlertTitle>
        Each creator connects their own TikTok LIVE account. Impersonate a creator to see or manage their connection;
        the API monitor shows every connection of the system.
      </Alert>
    )
  }
  if (user?.role === 'MODERATOR') {
    return (
      <Alert severity="warning" icon={<LinkOffIcon />}>
        <AlertTitle>Disabled</AlertTitle>
        Access Restricted: only the creator you work for connects TikTok Live
        {user.creatorTiktokUsername ? ` (@${user.creatorTiktokUsername})` : ''}.
      </Alert>
    )
  }
  return <CreatorTiktokSettings />
}

function CreatorTiktokSettings() {
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
      toast({ title: LIVE_MESSAGES.usernameRequired, variant: 'error' })
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
      toast({ title: 'Disconnected', description: 'Powerdeck reconnects on the next check while you are live.' })
    } catch {
      toast({ title: 'Failed to disconnect. Please try again.', variant: 'error' })
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
          {live === null ? LIVE_MESSAGES.notConfigured : (live?.liveStatusMessage ?? 'Checking...')}
        </Typography>
      </Box>
      {live && !live.isConnected && live.nextBackendCheck && (
        <Typography variant="caption" color="text.secondary">
          Next automatic check: {formatDateTime(live.nextBackendCheck)}
        </Typography>
      )}
      <TextField
        label="TikTok Username"
        value={username}
        onChange={(event) => setDraft(normalizeTiktokHandle(event.target.value))}
        placeholder="your_tiktok_handle"
        helperText="Saving connects if you are live; otherwise Powerdeck connects automatically when you go live."
        slotProps={{ input: { startAdornment: <InputAdornment position="start">@</InputAdornment> } }}
        sx={{ maxWidth: 420 }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={busy !== null}
          onClick={() => void connect(username, 'save')}
        >
          {busy === 'save' ? 'Saving...' : 'Save & Connect'}
        </Button>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          disabled={!saved || busy !== null}
          aria-describedby={needsUsername ? reconnectReasonId : undefined}
          onClick={() => void connect(saved, 'reconnect')}
        >
          {busy === 'reconnect' ? 'Reconnecting...' : 'Force Reconnect'}
        </Button>
        <Button
          variant="outlined"
          color="warning"
          startIcon={<LinkOffIcon />}
          disabled={disconnected || !live?.isConnected || busy !== null}
          onClick={() => void disconnect()}
        >
          {disconnected ? 'Disconnected' : 'Disconnect'}
        </Button>
      </Box>
      {needsUsername && (
        <Typography id={reconnectReasonId} variant="caption" color="text.secondary">
          {LIVE_MESSAGES.reconnectNeedsUsername}
        </Typography>
      )}
      <RehearsalSwitch />
      <OverlayPanel />
    </Stack>
  )
}
