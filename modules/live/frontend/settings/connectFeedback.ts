import { ApiError, type Toast } from '@shell'
import { LIVE_MESSAGES, type ConnectResponse } from '../../shared/live'

export const FALLBACK_HINT = "Check if your profile is public and you're currently live streaming."

/**
 * TikTok save: the toast for what POST /connect answered (or threw) (docs/api/live.md). The username is
 * saved in every case but a validation error.
 */
export function connectFeedback(outcome: ConnectResponse | unknown): Toast {
  if (outcome && typeof outcome === 'object' && 'success' in outcome && (outcome as ConnectResponse).success) {
    return { title: LIVE_MESSAGES.connected }
  }
  const body = (outcome instanceof ApiError ? outcome.body : null) as Partial<ConnectResponse> | null
  const error = (outcome instanceof ApiError ? outcome.serverMessage : null) ?? ''
  if (error.includes(LIVE_MESSAGES.notLive)) {
    return {
      title: 'Not Currently Live',
      description: 'Your username was saved. Start a live stream first, then try again.',
      variant: 'info',
    }
  }
  if (error.includes(LIVE_MESSAGES.connectFailed)) {
    return {
      title: 'Username Saved, Connection Failed',
      description:
        'Your username was saved, but we could not connect. This is normal if you are not streaming or your profile is private.',
      variant: 'error',
    }
  }
  return {
    title: error || 'Failed to save settings',
    description: body?.message ?? FALLBACK_HINT,
    variant: 'error',
  }
}
