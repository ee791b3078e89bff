import type { HttpContext } from '@adonisjs/core/http'
import { canonicalType } from '#modules/powerups/shared/powerups'
import type { BattleCard } from '../../shared/boosters.js'
import { updateBoosterMappingsValidator } from '../validators.js'
import { boosterMappings, updateBoosterMappings, type BoosterMapping } from '../services/mappings_service.js'

/** `/api/boosters/*`: the creator's TikTok battle card → powerup mapping. */
export default class BoostersController {
  async mappings({ acting }: HttpContext) {
    return { success: true, mappings: await boosterMappings(acting) }
  }

  async updateMappings({ acting, request }: HttpContext) {
    const { mappings } = await request.validateUsing(updateBoosterMappingsValidator)
    // The validator checked every card and type: here they only take their canonical spelling.
    const changes = Object.fromEntries(
      Object.entries(mappings).map(([card, type]) => [card as BattleCard, type === null ? null : canonicalType(type)])
    ) as Partial<BoosterMapping>
    return { success: true, mappings: await updateBoosterMappings(acting, changes) }
  }
}
