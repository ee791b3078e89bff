import { GRANT_COUNT } from '../../shared/powerups'

/** Count is a whole number from 1 to 10; anything else counts as 1 (docs/api/powerups.md). */
export function parseGrantCount(input: string | number): number {
  const count = typeof input === 'number' ? input : Number(String(input).trim())
  const valid = Number.isInteger(count) && count >= GRANT_COUNT.min && count <= GRANT_COUNT.max
  return valid ? count : GRANT_COUNT.default
}
