import { useT } from '../shell/i18n'
import { AuthLayout } from './AuthLayout'
import { NavLink } from './navigation'

/** Passwords are reset by people, not by e-mail: say who to ask. */
export function ForgotPasswordPage() {
  const t = useT()
  return (
    <AuthLayout title={t('shell.auth.forgot.title')} subtitle={t('shell.auth.forgot.subtitle')}>
      <div className="pd-stack">
        <p className="pd-text">{t('shell.auth.forgot.moderators')}</p>
        <p className="pd-text">{t('shell.auth.forgot.creators')}</p>
        <NavLink to="/signin" className="pd-button">
          {t('shell.auth.forgot.back')}
        </NavLink>
      </div>
    </AuthLayout>
  )
}
