import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router'
import { errorMessage } from '../shell/api'
import { session, useSession } from '../shell/session'
import { queueToast } from '../shell/toastQueue'
import { PasswordField } from '../shell/ui/PasswordField'
import { AuthLayout } from './AuthLayout'
import { signInPayload, TWO_FACTOR_CODE_LENGTH, validateSignIn, type SignInForm } from './signInPayload'

const REDIRECT_DELAY_MS = 100

const TEXT = {
  welcome: 'Welcome back!',
  signedInAs: (name: string) => `Signed in as ${name}`,
  failed: 'Sign in failed',
  unexpected: 'An unexpected error occurred',
}

/** Where the route guard came from (react-admin's `nextPathname` state), else /dashboard. */
function useNextPath() {
  const state = useLocation().state as { nextPathname?: string; nextSearch?: string } | null
  const next = state?.nextPathname
  return next && next !== '/' && next !== '/signin' ? `${next}${state?.nextSearch ?? ''}` : '/dashboard'
}

/** `prefetch`: starts loading what comes after sign-in while the credentials are checked. */
export function SignInPage({ prefetch }: { prefetch?: () => void }) {
  const { status } = useSession()
  const navigate = useNavigate()
  const nextPath = useNextPath()
  const [form, setForm] = useState<SignInForm>({ identifier: '', password: '', twoFactorCode: '' })
  const [errors, setErrors] = useState<ReturnType<typeof validateSignIn>>({})
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  if (status === 'signed-in' && !busy) return <Navigate to={nextPath} replace />

  const update = (field: keyof SignInForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validateSignIn(form)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    setFailure(null)
    prefetch?.()
    try {
      const user = await session.signIn(signInPayload(form))
      queueToast({ title: TEXT.welcome, description: TEXT.signedInAs(user.name) })
      setTimeout(() => navigate(nextPath, { replace: true }), REDIRECT_DELAY_MS)
    } catch (error) {
      setBusy(false)
      setFailure(errorMessage(error, TEXT.unexpected))
    }
  }

  return (
    <AuthLayout title="Sign In" subtitle="Enter your credentials to access your workspace">
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
        {failure && (
          <Alert severity="error" variant="filled">
            <AlertTitle>{TEXT.failed}</AlertTitle>
            {failure}
          </Alert>
        )}
        <TextField
          label="Email or Username"
          name="identifier"
          autoComplete="username"
          autoFocus
          required
          value={form.identifier}
          onChange={update('identifier')}
          error={!!errors.identifier}
          helperText={errors.identifier}
          disabled={busy}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={form.password}
          onChange={update('password')}
          error={!!errors.password}
          helperText={errors.password}
          disabled={busy}
        />
        <TextField
          label="2FA Code (Optional)"
          name="twoFactorCode"
          autoComplete="one-time-code"
          value={form.twoFactorCode}
          onChange={update('twoFactorCode')}
          error={!!errors.twoFactorCode}
          helperText={errors.twoFactorCode}
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: TWO_FACTOR_CODE_LENGTH, inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
        <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'center' }}>
          Forgot password?
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Need access? Contact your Creator Administrator
        </Typography>
      </Stack>
    </AuthLayout>
  )
}
