import { Component, type ErrorInfo, type ReactNode } from 'react'
import { translate } from '../shell/i18n'
import '../auth/public.css'

/** Message keys of the error pages. */
export const ERROR_TEXTS = {
  title: 'shell.error.title',
  fallback: 'shell.error.fallback',
  retry: 'shell.error.retry',
  home: 'shell.error.home',
}

/** The stack and the component stack of a render failure, for the page's details. */
export function errorDetails(error?: Error, errorInfo?: ErrorInfo) {
  return [error?.stack ?? String(error ?? ''), errorInfo?.componentStack].filter(Boolean).join('\n')
}

/**
 * Catches render failures outside the layout (the layout has its own boundary with ErrorPage). It
 * wraps the first page too, so it is drawn in plain elements (public.css), not MUI.
 */
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
    const details = errorDetails(error, errorInfo)
    return (
      <section className="pd-error" role="alert">
        <h1 className="pd-error__title">{translate(ERROR_TEXTS.title)}</h1>
        <p className="pd-error__message">{error.message || translate(ERROR_TEXTS.fallback)}</p>
        {details && <pre className="pd-error__details">{details}</pre>}
        <div className="pd-error__actions">
          <button type="button" className="pd-button" onClick={() => this.setState({ error: undefined })}>
            {translate(ERROR_TEXTS.retry)}
          </button>
          <a className="pd-button pd-button--outlined" href="/dashboard">
            {translate(ERROR_TEXTS.home)}
          </a>
        </div>
      </section>
    )
  }
}
