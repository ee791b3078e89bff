import { useState, type FormEvent } from 'react'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { LinkBase, Navigate, useLocation, useNavigate } from 'react-admin'
import { errorMessage } from '../shell/api'
import { useToast } from '../shell/notify'
import { session, useSession } from '../shell/session'
import { PasswordField } from '../shell/ui/PasswordField'
import { AuthLayout } from './AuthLayout'
import { signInPayload, TWO_FACTOR_CODE_LENGTH, validateSignIn, type SignInForm } from './signInPayload'

const REDIRECT_DELAY_MS = 100

/** Where the route guard came from (react-admin's `nextPathname` state), else /dashboard. */
function useNextPath() {
  const state = useLocation().state as { nextPathname?: string; nextSearch?: string } | null
  const next = state?.nextPathname
  return next && next !== '/' && next !== '/signin' ? `${next}${state?.nextSearch ?? ''}` : '/dashboard'
}

export function SignInPage() {
  const { status } = useSession()
  const navigate = useNavigate()
  const toast = useToast()
  const nextPath = useNextPath()
  const [form, setForm] = useState<SignInForm>({ identifier: '', password: '', twoFactorCode: '' })
  const [errors, setErrors] = useState<ReturnType<typeof validateSignIn>>({})
  const [busy, setBusy] = useState(false)

  if (status === 'signed-in' && !busy) return <Navigate to={nextPath} replace />

  const update = (field: keyof SignInForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validateSignIn(form)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      const user = await session.signIn(signInPayload(form))
      toast({ title: 'Welcome back!', description: `Signed in as ${user.name}` })
      setTimeout(() => navigate(nextPath, { replace: true }), REDIRECT_DELAY_MS)
    } catch (error) {
      setBusy(false)
      toast({
        title: 'Sign in failed',
        description: errorMessage(error, 'An unexpected error occurred'),
        variant: 'error',
      })
    }
  }

  return (
    <AuthLayout title="Sign In" subtitle="Enter your credentials to access your workspace">
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
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
        <Link component={LinkBase} to="/forgot-password" variant="body2" sx={{ alignSelf: 'center' }}>
          Forgot password?
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Need access? Contact your Creator Administrator
        </Typography>
      </Stack>
    </AuthLayout>
  )
}
