import { toApiFailure } from '#core/http/exception_handler'
import { recordError, type ErrorCategory } from './error_log.js'

/** Answers a refusal of a kiosk action counts: bad input, nothing to use, unknown player or type, a conflict. */
const REFUSALS = new Set([400, 404, 409])

/**
 * Runs a creator's action and records its refusal (a 400, 404 or 409 answer) under `category`,
 * then lets the refusal answer as usual. For the kiosk's powerup uses and grants (`live_kiosk`).
 */
export async function recordingRefusals<T>(
  category: ErrorCategory,
  context: { creatorId: number | null; source: string },
  action: () => Promise<T>
): Promise<T> {
  try {
    return await action()
  } catch (error) {
    const failure = toApiFailure(error)
    if (context.creatorId !== null && REFUSALS.has(failure.status)) {
      await recordError(category, failure.error, { creatorId: context.creatorId, source: context.source })
    }
    throw error
  }
}
