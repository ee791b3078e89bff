import { contributionsTo } from '#core/module_loader'
import { PLAYER_EXTENSIONS } from '../extension_points.js'

/**
 * The enabled modules' extensions of players (PLAYER_EXTENSIONS), in module-list order. The
 * point lives in extension_points.ts, which imports nothing of the module list, so manifests
 * can contribute to it while the list loads.
 */
export function playerExtensions() {
  return contributionsTo(PLAYER_EXTENSIONS)
}
