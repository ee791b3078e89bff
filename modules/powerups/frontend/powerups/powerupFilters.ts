import { POWERUP_TYPES, type PowerupType } from '../../shared/powerups'
import type { PowerupUnit } from '../../shared/unit-queue'

export type TypeFilter = 'all' | PowerupType

/** Units per type, every type present (0 when none). */
export function countByType(units: readonly Pick<PowerupUnit, 'type'>[]): Record<PowerupType, number> {
  const counts = Object.fromEntries(POWERUP_TYPES.map((type) => [type, 0])) as Record<PowerupType, number>
  for (const unit of units) counts[unit.type]++
  return counts
}

export function filterUnits<T extends Pick<PowerupUnit, 'type'>>(
  units: readonly T[],
  filter: TypeFilter
): readonly T[] {
  return filter === 'all' ? units : units.filter((unit) => unit.type === filter)
}
