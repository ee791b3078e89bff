import { useState, type FormEvent } from 'react'
import { errorMessage } from '../shell/api'
import { useT } from '../shell/i18n'
import { session, useSession } from '../shell/session'
import { queueToast } from '../shell/toastQueue'
import { AuthLayout } from './AuthLayout'
import { Icon } from './icons'
import { NavLink, Redirect, useNavigation } from './navigation'
import { PasswordInput, TextInput } from './TextInput'
import { signInPayload, TWO_FACTOR_CODE_LENGTH, validateSignIn, type SignInForm } from './signInPayload'

const REDIRECT_DELAY_MS = 100

/** Where the route guard came from (react-admin's `nextPathname` state), else /dashboard. */
function useNextPath() {
  const state = useNavigation().state as { nextPathname?: string; nextSearch?: string } | null
  const next = state?.nextPathname
  return next && next !== '/' && next !== '/signin' ? `${next}${state?.nextSearch ?? ''}` : '/dashboard'
}

/** `prefetch`: starts loading what comes after sign-in while the credentials are checked. */
export function SignInPage({ prefetch }: { prefetch?: () => void }) {
  const { status } = useSession()
  const { navigate } = useNavigation()
  const nextPath = useNextPath()
  const [form, setForm] = useState<SignInForm>({ identifier: '', password: '', twoFactorCode: '' })
  const [errors, setErrors] = useState<ReturnType<typeof validateSignIn>>({})
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const t = useT()

  if (status === 'signed-in' && !busy) return <Redirect to={nextPath} />

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
      queueToast({
        title: t('shell.auth.signIn.welcome'),
        description: t('shell.auth.signIn.signedInAs', { name: user.name }),
      })
      setTimeout(() => navigate(nextPath, { replace: true }), REDIRECT_DELAY_MS)
    } catch (error) {
      setBusy(false)
      setFailure(errorMessage(error, t('shell.auth.signIn.unexpected')))
    }
  }

  return (
    <AuthLayout title={t('shell.auth.signIn.title')} subtitle={t('shell.auth.signIn.subtitle')}>
      <form className="pd-stack pd-stack--form" onSubmit={submit} noValidate>
        {failure && (
          <div className="pd-alert" role="alert">
            <Icon name="errorOutline" className="pd-alert__icon" />
            <div>
              <div className="pd-alert__title">{t('shell.auth.signIn.failed')}</div>
              {failure}
            </div>
          </div>
        )}
        <TextInput
          label={t('shell.auth.signIn.identifier')}
          name="identifier"
          autoComplete="username"
          autoFocus
          required
          value={form.identifier}
          onChange={update('identifier')}
          error={errors.identifier}
          disabled={busy}
        />
        <PasswordInput
          label={t('shell.auth.signIn.password')}
          name="password"
          autoComplete="current-password"
          required
          value={form.password}
          onChange={update('password')}
          error={errors.password}
          disabled={busy}
        />
        <TextInput
          label={t('shell.auth.signIn.twoFactorCode')}
          name="twoFactorCode"
          autoComplete="one-time-code"
          value={form.twoFactorCode}
          onChange={update('twoFactorCode')}
          error={errors.twoFactorCode}
          disabled={busy}
          maxLength={TWO_FACTOR_CODE_LENGTH}
          inputMode="numeric"
        />
        <button type="submit" className="pd-button pd-button--large" disabled={busy}>
          {busy ? t('shell.auth.signIn.submitting') : t('shell.auth.signIn.submit')}
        </button>
        <NavLink to="/forgot-password" className="pd-link">
          {t('shell.auth.signIn.forgotPassword')}
        </NavLink>
        <p className="pd-text pd-text--secondary pd-text--center">{t('shell.auth.signIn.needAccess')}</p>
      </form>
    </AuthLayout>
  )
}
