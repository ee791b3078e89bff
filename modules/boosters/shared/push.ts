import { pushTopic } from '../../../backend/core/shared/push.js'
import type { BoosterMappingDto } from './boosters.js'

/** Published on the creator's channel after the mapping changed (committed). */
export const BOOSTER_MAPPINGS_TOPIC = pushTopic<'boosters:mappings', { mappings: BoosterMappingDto[] }>(
  'boosters:mappings'
)
