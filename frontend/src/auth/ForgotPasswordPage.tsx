import { AuthLayout } from './AuthLayout'
import { NavLink } from './navigation'

/** Passwords are reset by people, not by e-mail: say who to ask. */
export function ForgotPasswordPage() {
  return (
    <AuthLayout title="Forgot password?" subtitle="Passwords are reset by your administrator">
      <div className="pd-stack">
        <p className="pd-text">Moderators: ask the creator you work for to reset your password from My Moderators.</p>
        <p className="pd-text">
          Creators: ask your Creator Administrator (a Powerdeck admin) to set a new password from Creator Management.
        </p>
        <NavLink to="/signin" className="pd-button">
          Back to Sign In
        </NavLink>
      </div>
    </AuthLayout>
  )
}
