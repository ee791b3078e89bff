import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useNavigate, useTranslate } from 'react-admin'
import { session, useSession } from '../shell/session'

/** 'Viewing as {creator}' with 'Exit Impersonation' back to /admin/creators (docs/api/web.md). */
export function ImpersonationBanner() {
  const { impersonating, user } = useSession()
  const navigate = useNavigate()
  const translate = useTranslate()
  const [exiting, setExiting] = useState(false)
  if (!impersonating || !user) return null

  // The name in bold, where the language places it in the sentence.
  const [before, after = ''] = translate('shell.impersonation.viewingAs', { name: '\u0000' }).split('\u0000')

  async function exit() {
    setExiting(true)
    await session.exitImpersonation()
    navigate('/admin/creators', { replace: true })
  }

  return (
    <Alert
      severity="warning"
      variant="filled"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={exit} disabled={exiting}>
          {translate('shell.impersonation.exit')}
        </Button>
      }
    >
      {before}
      <strong>{user.name}</strong>
      {after}
    </Alert>
  )
}
