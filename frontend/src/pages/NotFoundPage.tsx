import { useEffect } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useLocation, useNavigate, useTranslate } from 'react-admin'

export function NotFoundPage() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const translate = useTranslate()

  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <Box component="section" sx={{ textAlign: 'center', py: { xs: 6, sm: 10 }, px: 2 }}>
      <Typography
        variant="h1"
        component="p"
        color="primary"
        sx={{ fontWeight: 800, fontSize: { xs: '4.5rem', sm: '6rem' } }}
      >
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {translate('shell.notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {translate('shell.notFound.description')}
      </Typography>
      <Typography
        component="code"
        sx={{
          display: 'inline-block',
          mt: 2,
          px: 1.5,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          wordBreak: 'break-all',
        }}
      >
        {pathname}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 4 }}>
        <Button variant="contained" onClick={() => navigate('/dashboard')}>
          {translate('shell.notFound.home')}
        </Button>
        <Button variant="outlined" onClick={() => navigate(-1)}>
          {translate('shell.notFound.back')}
        </Button>
      </Stack>
    </Box>
  )
}
