/** What other modules' CLI may import from the live module (with its shared/ folder): its extension point. */
export { LIVE_SUBCOMMANDS } from './index.js'
