/**
 * What other modules' CLI manifests may import from the players CLI: the extension point of
 * `powerdeck players …` output. Powerups depends on players, one way: it contributes its columns
 * here; players never imports powerups.
 */
export { PLAYER_CLI_FIELDS, type PlayerCliFields } from './extensions.js'
