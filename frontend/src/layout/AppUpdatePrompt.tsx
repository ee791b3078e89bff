import { useState } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import Snackbar from '@mui/material/Snackbar'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { useTranslate } from 'react-admin'
import { appUpdate, useAppUpdateAvailable } from '../shell/appUpdate'

/**
 * "A new version is available" with Reload, in the toasts' look and place (shell/notify.tsx), until
 * the user reloads or dismisses it: the new version never replaces the running one by itself, so a
 * moderator is not interrupted mid-stream.
 */
export function AppUpdatePrompt() {
  const available = useAppUpdateAvailable()
  const translate = useTranslate()
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const [dismissed, setDismissed] = useState(false)
  const [reloading, setReloading] = useState(false)

  return (
    <Snackbar
      open={available && !dismissed}
      anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'center' }}
      // On phones: just below the app bar, whose menu and account buttons stay reachable.
      sx={{ top: { xs: 64 } }}
    >
      <Alert
        severity="info"
        variant="filled"
        onClose={() => setDismissed(true)}
        action={
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            disabled={reloading}
            sx={{ minHeight: 36, alignSelf: 'center' }}
            onClick={() => {
              setReloading(true)
              void appUpdate.apply()
            }}
          >
            {translate('shell.update.reload')}
          </Button>
        }
        sx={{ minWidth: 280, maxWidth: 420 }}
      >
        <AlertTitle sx={{ mb: 0.5 }}>{translate('shell.update.title')}</AlertTitle>
        {translate('shell.update.body')}
      </Alert>
    </Snackbar>
  )
}
