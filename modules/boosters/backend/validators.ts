import vine from '@vinejs/vine'
import { canonicalType } from '#modules/powerups/shared/powerups'
import { BATTLE_CARDS, BOOSTER_MESSAGES } from '../shared/boosters.js'

/** PUT /api/boosters/mappings: `{ mappings: { vault_glove: 'glove', potion: null } }`; any spelling of a type. */
export const updateBoosterMappingsValidator = vine.compile(
  vine.object({
    mappings: vine.record(vine.any().nullable()).use(
      vine.createRule((value, _, field) => {
        const entries = Object.entries(value as Record<string, unknown>)
        if (!entries.length) return field.report('Name at least one card to change', 'mappings', field)
        for (const [card, type] of entries) {
          if (!(BATTLE_CARDS as readonly string[]).includes(card)) {
            return field.report(BOOSTER_MESSAGES.unknownCard(card.slice(0, 64)), 'battleCard', field)
          }
          if (type !== null && !canonicalType(type)) {
            return field.report(BOOSTER_MESSAGES.invalidType(card), 'powerupType', field)
          }
        }
      })()
    ),
  })
)
