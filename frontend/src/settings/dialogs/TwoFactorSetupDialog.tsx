import { useEffect, useRef, useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { errorMessage } from '../../shell/api'
import { translate, useT } from '../../shell/i18n'
import { useToast } from '../../shell/notify'
import { downloadFile } from '../../shell/download'
import { TOTP } from '@core/shared'
import { settingsApi } from '../settingsApi'

type Setup = Awaited<ReturnType<typeof settingsApi.setupTwoFactor>>

const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', letterSpacing: '0.08em' }

function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useT()
  const download = () => downloadFile('powerdeck-recovery-codes.txt', `${codes.join('\n')}\n`, 'text/plain')
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{t('shell.settings.twoFactor.recoveryWarning')}</Alert>
      <Box
        component="ol"
        aria-label={t('shell.settings.twoFactor.recoveryCodes')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 1,
          p: 2,
          m: 0,
          listStyle: 'none',
          borderRadius: 2,
          bgcolor: 'action.hover',
        }}
      >
        {codes.map((code) => (
          <Typography key={code} component="li" sx={{ ...monospace, fontSize: '1.05rem', textAlign: 'center' }}>
            {code}
          </Typography>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
          {t('shell.settings.twoFactor.copyCodes')}
        </Button>
        <Button size="small" onClick={download}>
          {t('shell.settings.twoFactor.download')}
        </Button>
      </Stack>
    </Stack>
  )
}

/**
 * Enable 2FA: a fresh secret as QR code and text, confirmed with a code from the app; then the
 * recovery codes, shown once.
 */
export function TwoFactorSetupDialog({
  open,
  required,
  onClose,
  onEnabled,
}: {
  open: boolean
  /** The system requires 2FA: say so. */
  required?: boolean
  onClose: () => void
  onEnabled: () => void
}) {
  const toast = useToast()
  const t = useT()
  const [setup, setSetup] = useState<Setup | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)

  // One setup call per opening (a second one would replace the secret being shown).
  const requested = useRef(false)
  useEffect(() => {
    if (!open) {
      requested.current = false
      return
    }
    if (requested.current) return
    requested.current = true
    setSetup(null)
    setCode('')
    setError(null)
    setRecoveryCodes(null)
    settingsApi
      .setupTwoFactor()
      .then(setSetup, (failure) => setError(errorMessage(failure, translate('shell.settings.twoFactor.setupFailed'))))
  }, [open])

  async function verify(event: FormEvent) {
    event.preventDefault()
    if (code.trim().length !== TOTP.digits)
      return setError(t('shell.settings.twoFactor.codeLength', { digits: TOTP.digits }))
    setBusy(true)
    try {
      setRecoveryCodes(await settingsApi.enableTwoFactor(code.trim()))
      setError(null)
      toast({ title: t('shell.settings.twoFactor.enabledTitle'), description: t('shell.settings.twoFactor.enabled') })
      onEnabled()
    } catch (failure) {
      setError(errorMessage(failure, t('shell.settings.twoFactor.enableFailed')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={verify} noValidate>
        <DialogTitle>
          {t(recoveryCodes ? 'shell.settings.twoFactor.recoveryTitle' : 'shell.settings.twoFactor.enableTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {required && !recoveryCodes && (
              <Alert severity="info">{t('shell.settings.twoFactor.requiredByAdmin')}</Alert>
            )}
            {error && <Alert severity="error">{error}</Alert>}
            {recoveryCodes ? (
              <RecoveryCodes codes={recoveryCodes} />
            ) : !setup ? (
              !error && (
                <CircularProgress sx={{ alignSelf: 'center' }} aria-label={t('shell.settings.twoFactor.preparing')} />
              )
            ) : (
              <>
                <Typography variant="body2">{t('shell.settings.twoFactor.scan')}</Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
                  <Box
                    component="img"
                    src={setup.qrCode}
                    alt={t('shell.settings.twoFactor.qrAlt')}
                    sx={{ width: 180, height: 180, borderRadius: 1, bgcolor: '#fff', p: 0.5 }}
                  />
                  <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                    <Typography variant="caption" color="text.secondary">
                      {t('shell.settings.twoFactor.setupKey')}
                    </Typography>
                    <Typography data-testid="two-factor-secret" sx={{ ...monospace, wordBreak: 'break-all' }}>
                      {setup.secret}
                    </Typography>
                  </Stack>
                </Stack>
                <Typography variant="body2">
                  {t('shell.settings.twoFactor.enterCode', { digits: TOTP.digits })}
                </Typography>
                <TextField
                  label={t('shell.settings.twoFactor.verificationCode')}
                  name="code"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                  disabled={busy}
                  slotProps={{ htmlInput: { maxLength: TOTP.digits, inputMode: 'numeric' } }}
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {recoveryCodes ? (
            <Button variant="contained" onClick={onClose}>
              {t('shell.settings.twoFactor.done')}
            </Button>
          ) : (
            <>
              <Button onClick={onClose} disabled={busy}>
                {t('shell.ui.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={busy || !setup}>
                {busy ? t('shell.settings.twoFactor.verifying') : t('shell.settings.twoFactor.verify')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  )
}
