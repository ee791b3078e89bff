import { declareModule } from '../../../backend/core/shared/module_graph.js'

/** The modules matches imports from (their public surfaces only): docs/architecture.md "Module graph". */
export const MODULE = declareModule({ name: 'matches', dependsOn: ['analytics', 'live', 'players', 'powerups'] })
