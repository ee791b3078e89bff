import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { LinkBase } from 'react-admin'
import { useScreenTitle } from '../documentTitle'
import { useT } from '../i18n'
import { POINTING_ICON } from './pointing'

export interface PageHeaderProps {
  title: ReactNode
  subtitle?: ReactNode
  /** Buttons on the right (wrap under the title on phones). */
  actions?: ReactNode
  /** The back link; every page has one to /dashboard (docs/api/web.md). `null` hides it. */
  back?: { to: string; label: string } | null
}

export function PageHeader({ title, subtitle, actions, back }: PageHeaderProps) {
  const t = useT()
  useScreenTitle(typeof title === 'string' ? title : null)
  const backLink = back === undefined ? { to: '/dashboard', label: t('shell.ui.backToDashboard') } : back
  return (
    <Box component="header" sx={{ mb: 3 }}>
      {backLink && (
        <Button
          component={LinkBase}
          to={backLink.to}
          size="small"
          startIcon={<ArrowBackIcon sx={POINTING_ICON} />}
          sx={{ mb: 1, marginInlineStart: -1 }}
        >
          {backLink.label}
        </Button>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, '& > *': { m: '0 !important' } }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  )
}
