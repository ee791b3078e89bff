import { useState } from 'react'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { errorMessage, formatDateTime, useToast } from '@shell'
import type { OverlayDto } from '../../shared/live'
import { liveApi, liveKeys } from '../liveApi'

/**
 * The OBS browser source: a secret URL showing the !status board and the latest gifts. The
 * URL is shown once when made; a new one revokes the old, Revoke cuts it off.
 */
export function OverlayPanel() {
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
      toast({ title: errorMessage(error, 'Failed to update the overlay'), variant: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const enabled = overlay.data?.enabled
  return (
    <Box component="section" aria-labelledby="overlay-title">
      <Divider sx={{ mb: 2 }} />
      <Typography id="overlay-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        OBS Overlay
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {enabled
          ? `A browser-source URL is active since ${formatDateTime(overlay.data?.createdAt)}.`
          : 'Add a transparent browser source to OBS showing the !status board and the latest gifts.'}
      </Typography>
      {url && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
          <TextField
            value={url}
            label="Overlay URL (copy it now, it is shown once)"
            size="small"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <Button startIcon={<ContentCopyIcon />} onClick={() => void navigator.clipboard?.writeText(url)}>
            Copy
          </Button>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => void change(liveApi.createOverlay, 'Overlay URL created')}
        >
          {enabled ? 'New URL (revokes the old one)' : 'Create Overlay URL'}
        </Button>
        {enabled && (
          <Button
            color="error"
            disabled={busy}
            onClick={() => void change(liveApi.revokeOverlay, 'Overlay URL revoked')}
          >
            Revoke
          </Button>
        )}
      </Box>
    </Box>
  )
}
