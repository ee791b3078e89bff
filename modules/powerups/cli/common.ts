import { InvalidArgumentError } from '../../../cli/src/sdk.js'
import { canonicalType, POWERUP_TYPES } from '../shared/powerups.js'

/** Argument parser for a powerup type in any accepted spelling (glove, TIME_MAKER, hammer, no2…). */
export function parsePowerupType(value: string) {
  const type = canonicalType(value)
  if (!type) throw new InvalidArgumentError(`Unknown powerup type. Use one of: ${POWERUP_TYPES.join(', ')}.`)
  return type
}
