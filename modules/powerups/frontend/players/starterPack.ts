import { POWERUP_LABELS, STARTER_PACK } from '../../shared/powerups'

/** 'Starter pack: 2 Gloves and 1 Mist.' (docs/api/powerups.md, 'Player Added'). */
export function starterPackText(): string {
  const parts = STARTER_PACK.map(({ type, count }) => `${count} ${POWERUP_LABELS[type]}${count === 1 ? '' : 's'}`)
  return `Starter pack: ${parts.join(' and ')}.`
}
