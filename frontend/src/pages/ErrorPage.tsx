import type { ErrorInfo } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import { ERROR_TEXTS, errorDetails } from './AppErrorBoundary'

export interface ErrorPageProps {
  error?: Error
  errorInfo?: ErrorInfo
  resetErrorBoundary?: (...args: unknown[]) => void
}

/** A render failure shows 'Unexpected Application Error!' with details (docs/api/web.md). */
export function ErrorPage({ error, errorInfo, resetErrorBoundary }: ErrorPageProps) {
  const details = errorDetails(error, errorInfo)
  const translate = useTranslate()
  return (
    <Box component="section" role="alert" sx={{ py: 6, px: 2, maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h4" component="h1" color="error" sx={{ fontWeight: 700 }}>
        {translate(ERROR_TEXTS.title)}
      </Typography>
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {error?.message || translate(ERROR_TEXTS.fallback)}
      </Typography>
      {details && (
        <Box
          component="pre"
          sx={{ mt: 2, p: 2, borderRadius: 1, bgcolor: 'action.hover', overflow: 'auto', fontSize: 12, maxHeight: 320 }}
        >
          {details}
        </Box>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        {resetErrorBoundary && (
          <Button variant="contained" onClick={resetErrorBoundary}>
            {translate(ERROR_TEXTS.retry)}
          </Button>
        )}
        <Button variant="outlined" href="/dashboard">
          {translate(ERROR_TEXTS.home)}
        </Button>
      </Stack>
    </Box>
  )
}
