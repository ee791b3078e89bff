import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { AuthLayout } from './AuthLayout'

/** Passwords are reset by people, not by e-mail: say who to ask. */
export function ForgotPasswordPage() {
  return (
    <AuthLayout title="Forgot password?" subtitle="Passwords are reset by your administrator">
      <Stack spacing={2}>
        <Typography variant="body2">
          Moderators: ask the creator you work for to reset your password from My Moderators.
        </Typography>
        <Typography variant="body2">
          Creators: ask your Creator Administrator (a Powerdeck admin) to set a new password from Creator Management.
        </Typography>
        <Button component={RouterLink} to="/signin" variant="contained">
          Back to Sign In
        </Button>
      </Stack>
    </AuthLayout>
  )
}
