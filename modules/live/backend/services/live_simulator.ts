import { ApiError } from '#core/http/api_error'
import { LIVE_MESSAGES, type LiveEvent } from '../../shared/live.js'
import { simulator } from './live_drivers.js'
import { IngestQueueFullError } from './gift_ingest.js'
import { giftIngest } from './gifts_service.js'
import { liveManager } from './live_connections.js'
import type { PipelineResult } from './live_pipeline.js'
import { LIVE_ERRORS } from '../../shared/error_codes.js'

/**
 * The creator's simulated stream in the process that owns their connection: events sent to it
 * reach the open connection like TikTok frames. goLive starts the stream and connects at once.
 */
export function simulatedStreamHere(creatorId: number, username: string) {
  liveManager.watch(creatorId, username, simulator)
  const send = async (event: LiveEvent): Promise<PipelineResult> => {
    if (event.type === 'goLive') {
      await simulator.goLive(username)
      await liveManager.connectNow(creatorId)
      return { outcome: 'live' }
    }
    const sent = await simulator.send(username, event).catch((error) => {
      if (error instanceof IngestQueueFullError) {
        throw new ApiError(503, LIVE_MESSAGES.ingestBusy, LIVE_ERRORS.ingest_busy, undefined, {
          retryAfter: giftIngest.retryAfterSeconds(),
        })
      }
      throw error
    })
    if (sent.delivered) return sent.result as PipelineResult
    if (event.type === 'streamEnd') return { outcome: 'ended' }
    throw new ApiError(409, LIVE_MESSAGES.notConnected, LIVE_ERRORS.not_connected)
  }
  return {
    send,
    /**
     * Events in order, as a platform delivers them: gifts and chat go in without waiting for the
     * previous outcome (gifts share batches), goLive and streamEnd are awaited before the next.
     * Answers every outcome in order; on a failure, the ApiError names the outcomes before it.
     */
    async sendAll(events: LiveEvent[]): Promise<PipelineResult[]> {
      const sent: Promise<PipelineResult>[] = []
      for (const event of events) {
        const outcome = send(event)
        sent.push(outcome)
        if (event.type === 'goLive' || event.type === 'streamEnd') await outcome.catch(() => undefined)
      }
      const settled = await Promise.allSettled(sent)
      const failed = settled.findIndex((result) => result.status === 'rejected')
      const results = settled
        .slice(0, failed === -1 ? undefined : failed)
        .map((result) => (result as PromiseFulfilledResult<PipelineResult>).value)
      if (failed === -1) return results
      const error = (settled[failed] as PromiseRejectedResult).reason
      if (error instanceof ApiError) error.extra = { ...error.extra, processed: results.length, results }
      throw error
    },
  }
}
