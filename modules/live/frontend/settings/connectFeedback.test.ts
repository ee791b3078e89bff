import { describe, expect, it } from 'vitest'
import { ApiError } from '@shell'
import { connectFeedback } from './connectFeedback'

const FALLBACK_HINT = "Check if your profile is public and you're currently live streaming."

const failure = (status: number, error: string, message?: string) =>
  new ApiError(status, error, { success: false, error, message, liveStatus: { isLive: false, message: error } })

describe('connectFeedback (docs/api/live.md: TikTok save mapping)', () => {
  it('a connection: Connected to TikTok Live!', () => {
    expect(connectFeedback({ success: true, message: 'ok', liveStatus: { isLive: true, message: '' } })).toEqual({
      title: 'Connected to TikTok Live!',
    })
  })

  it("'User is not currently live on TikTok' → Not Currently Live (default variant)", () => {
    expect(connectFeedback(failure(409, 'User is not currently live on TikTok'))).toMatchObject({
      title: 'Not Currently Live',
      variant: 'info',
    })
  })

  it("'Failed to connect to TikTok Live' → Username Saved, Connection Failed (destructive)", () => {
    expect(
      connectFeedback(failure(429, 'Failed to connect to TikTok Live: rate limited, retrying in 30 s'))
    ).toMatchObject({
      title: 'Username Saved, Connection Failed',
      variant: 'error',
    })
  })

  it('otherwise the server error and message, with the fallback hint', () => {
    expect(connectFeedback(failure(400, 'Please enter your TikTok username.'))).toEqual({
      title: 'Please enter your TikTok username.',
      description: FALLBACK_HINT,
      variant: 'error',
    })
    expect(connectFeedback(failure(500, 'Internal server error', 'Try later'))).toMatchObject({
      description: 'Try later',
    })
    expect(connectFeedback(new TypeError('network'))).toMatchObject({
      title: 'Failed to save settings',
      description: FALLBACK_HINT,
    })
  })
})
