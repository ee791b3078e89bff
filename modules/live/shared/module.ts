import { declareModule } from '../../../backend/core/shared/module_graph.js'

/** The modules live imports from (their public surfaces only): docs/architecture.md "Module graph". */
export const MODULE = declareModule({ name: 'live', dependsOn: ['analytics', 'players', 'powerups'] })
