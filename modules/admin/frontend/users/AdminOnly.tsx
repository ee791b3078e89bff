import type { ReactNode } from 'react'
import { Link } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import LockIcon from '@mui/icons-material/Lock'
import { useSession } from '@shell'
import { useTranslate } from 'react-admin'

/** The /users screens for admins; anyone else reads the spec's refusal with a way back (docs/api/admin.md). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useSession()
  const translate = useTranslate()
  if (user?.role === 'ADMIN') return <>{children}</>
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 4, sm: 8 } }}>
      <Card sx={{ maxWidth: 480, width: '100%' }}>
        <CardContent sx={{ textAlign: 'center', py: 4 }}>
          <LockIcon color="error" sx={{ fontSize: 48, mb: 1 }} />
          <Typography variant="h6" component="h1" gutterBottom>
            {translate('admin.users.accessDenied')}
          </Typography>
          <Button component={Link} to="/dashboard" variant="contained" sx={{ mt: 2 }}>
            {translate('admin.users.backToDashboard')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  )
}
