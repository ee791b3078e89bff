import { api } from '@shell'
import type { BoosterMappingsResponse, UpdateBoosterMappingsInput } from '../shared/boosters'

export const boosterKeys = { mappings: ['boosters', 'mappings'] as const }

/** `/api/boosters/*`. */
export const boostersApi = {
  mappings: () => api.get<BoosterMappingsResponse>('/api/boosters/mappings').then((answer) => answer.mappings),
  setMappings: (mappings: UpdateBoosterMappingsInput['mappings']) =>
    api.put<BoosterMappingsResponse>('/api/boosters/mappings', { mappings }).then((answer) => answer.mappings),
}
