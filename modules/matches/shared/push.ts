import { pushTopic } from '../../../backend/core/shared/push.js'
import type { MatchDto } from './matches.js'

/**
 * Published on the creator's channel (and their overlay's) on a match's start, each score change
 * (at most 2 a second per creator), each use during it and its end (committed): docs/api/matches.md.
 */
export const MATCHES_TOPIC = pushTopic<'matches', { match: MatchDto | null }>('matches')
