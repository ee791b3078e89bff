import { Component, type ErrorInfo, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'

export interface ErrorPageProps {
  error?: Error
  errorInfo?: ErrorInfo
  resetErrorBoundary?: (...args: unknown[]) => void
}

/** Spec 1 §8: a render failure shows 'Unexpected Application Error!' with details. */
export function ErrorPage({ error, errorInfo, resetErrorBoundary }: ErrorPageProps) {
  const details = [error?.stack ?? String(error ?? ''), errorInfo?.componentStack].filter(Boolean).join('\n')
  return (
    <Box component="section" role="alert" sx={{ py: 6, px: 2, maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h4" component="h1" color="error" sx={{ fontWeight: 700 }}>
        Unexpected Application Error!
      </Typography>
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {error?.message || 'Something went wrong.'}
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
            Try Again
          </Button>
        )}
        <Button variant="outlined" href="/dashboard">
          Go to Dashboard
        </Button>
      </Stack>
    </Box>
  )
}

/** Catches render failures outside the layout (the layout has its own boundary). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error?: Error; errorInfo?: ErrorInfo }> {
  state: { error?: Error; errorInfo?: ErrorInfo } = {}

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  componentDidCatch(error: Error, errorInfo: ErrorInfo) {
    this.setState({ error, errorInfo })
  }

  render() {
    const { error, errorInfo } = this.state
    if (!error) return this.props.children
    return (
      <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={() => this.setState({ error: undefined })} />
    )
  }
}
