import { useState } from 'react'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslate } from 'react-admin'
import { errorMessage, formatDateTime, useToast } from '@shell'
import type { OverlayDto } from '../../shared/live'
import { liveApi, liveKeys } from '../liveApi'

/**
 * The OBS browser source: a secret URL showing the !status board and the latest gifts. The
 * URL is shown once when made; a new one revokes the old, Revoke cuts it off.
 */
export function OverlayPanel() {
  const translate = useTranslate()
  const toast = useToast()
  const queryClient = useQueryClient()
  const overlay = useQuery<OverlayDto, Error>({ queryKey: liveKeys.overlay, queryFn: liveApi.overlay })
  const [url, setUrl] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function change(action: () => Promise<OverlayDto>, done: string) {
    setBusy(true)
    try {
      const next = await action()
      queryClient.setQueryData(liveKeys.overlay, next)
      setUrl(next.url ? `${window.location.origin}${next.url}` : null)
      toast({ title: done })
    } catch (error) {
      toast({ title: errorMessage(error, translate('live.overlay.updateFailed')), variant: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const enabled = overlay.data?.enabled
  return (
    <Box component="section" aria-labelledby="overlay-title">
      <Divider sx={{ mb: 2 }} />
      <Typography id="overlay-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {translate('live.overlay.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {enabled
          ? translate('live.overlay.activeSince', { time: formatDateTime(overlay.data?.createdAt) })
          : translate('live.overlay.intro')}
      </Typography>
      {url && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
          <TextField
            value={url}
            label={translate('live.overlay.urlLabel')}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <Button startIcon={<ContentCopyIcon />} onClick={() => void navigator.clipboard?.writeText(url)}>
            {translate('live.overlay.copy')}
          </Button>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => void change(liveApi.createOverlay, translate('live.overlay.created'))}
        >
          {translate(enabled ? 'live.overlay.renew' : 'live.overlay.create')}
        </Button>
        {enabled && (
          <Button
            color="error"
            disabled={busy}
            onClick={() => void change(liveApi.revokeOverlay, translate('live.overlay.revoked'))}
          >
            {translate('live.overlay.revoke')}
          </Button>
        )}
      </Box>
    </Box>
  )
}
