import type { TranslateFunction } from 'react-admin'
import { LIVE_MESSAGES } from '../shared/live'

/** The server's English live-status texts (docs/api/live.md) and their catalog keys. */
const STATUS_KEYS: Record<string, string> = {
  [LIVE_MESSAGES.connected]: 'live.status.connected',
  [LIVE_MESSAGES.disconnected]: 'live.status.disconnected',
  [LIVE_MESSAGES.reconnecting]: 'live.status.reconnecting',
  [LIVE_MESSAGES.waitingForLive]: 'live.status.waitingForLive',
  [LIVE_MESSAGES.notConnected]: 'live.status.notConnected',
  [LIVE_MESSAGES.streamEnded]: 'live.status.streamEnded',
  [LIVE_MESSAGES.notLive]: 'live.status.notLive',
  [LIVE_MESSAGES.connectFailed]: 'live.status.connectFailed',
  [LIVE_MESSAGES.disconnectedTemporarily]: 'live.status.disconnectedTemporarily',
  [LIVE_MESSAGES.usernameSavedNotLive]: 'live.status.usernameSavedNotLive',
  [LIVE_MESSAGES.usernameSavedFailed]: 'live.status.usernameSavedFailed',
}

const RATE_LIMITED = new RegExp(`^${LIVE_MESSAGES.connectFailed}: rate limited, retrying in (\\d+) s$`)
const GIFTS_CLEARED = /^Cleared (\d+) recent gifts?$/
const QUEUED = /^Waiting to connect: number (\d+) in line, about (\d+) s /

/**
 * A live-status or connection message of the server in the user's language; a text this list does
 * not know (a newer server) shows as sent.
 */
export function liveStatusText(message: string, translate: TranslateFunction): string {
  const key = STATUS_KEYS[message]
  if (key) return translate(key)
  const rateLimited = RATE_LIMITED.exec(message)
  if (rateLimited) return translate('live.status.rateLimited', { seconds: Number(rateLimited[1]) })
  const queued = QUEUED.exec(message)
  if (queued) return translate('live.status.queued', { position: Number(queued[1]), seconds: Number(queued[2]) })
  const cleared = GIFTS_CLEARED.exec(message)
  if (cleared) return translate('live.gifts.clearedCount', { smart_count: Number(cleared[1]) })
  return message
}
