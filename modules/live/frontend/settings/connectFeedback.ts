import { ApiError, errorMessage, translate, type Toast } from '@shell'
import { LIVE_MESSAGES, type ConnectResponse } from '../../shared/live'

/**
 * TikTok save: the toast for what POST /connect answered (or threw) (docs/api/live.md). The username is
 * saved in every case but a validation error.
 */
export function connectFeedback(outcome: ConnectResponse | unknown): Toast {
  if (outcome && typeof outcome === 'object' && 'success' in outcome && (outcome as ConnectResponse).success) {
    return { title: translate('live.connect.connected') }
  }
  const body = (outcome instanceof ApiError ? outcome.body : null) as Partial<ConnectResponse> | null
  const error = (outcome instanceof ApiError ? outcome.serverMessage : null) ?? ''
  if (error.includes(LIVE_MESSAGES.notLive)) {
    return {
      title: translate('live.connect.notLiveTitle'),
      description: translate('live.connect.notLiveDescription'),
      variant: 'info',
    }
  }
  if (error.includes(LIVE_MESSAGES.connectFailed)) {
    return {
      title: translate('live.connect.failedTitle'),
      description: translate('live.connect.failedDescription'),
      variant: 'error',
    }
  }
  return {
    title: errorMessage(outcome, translate('live.connect.saveFailed')),
    description: body?.message ?? translate('live.connect.hint'),
    variant: 'error',
  }
}
