import { currentLanguage, translate } from '@shell'
import { STARTER_PACK } from '../../shared/powerups'
import { POWERUP_COUNTED_KEYS } from '../ui/powerupVisuals'

/** 'Starter pack: 2 Gloves and 1 Mist.' in the page language (docs/api/powerups.md, 'Player Added'). */
export function starterPackText(): string {
  const parts = STARTER_PACK.map(({ type, count }) => translate(POWERUP_COUNTED_KEYS[type], { smart_count: count }))
  const items = new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(parts)
  return translate('powerups.starterPack.note', { items })
}
