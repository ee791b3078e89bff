import { defineApiContract } from '#core/api_contract/contract'
import { updateBoosterMappingsValidator } from './validators.js'

/** docs/api/boosters.md */
export default defineApiContract({
  tag: 'Boosters',
  description: 'Which battle card each powerup type plays.',
  routes: {
    'boosters.mappings.index': { summary: 'The booster mappings', responses: { 200: 'BoosterMappingsResponse' } },
    'boosters.mappings.update': {
      summary: 'Change booster mappings',
      body: updateBoosterMappingsValidator,
      responses: { 200: 'BoosterMappingsResponse' },
    },
  },
})
