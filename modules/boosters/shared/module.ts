import { declareModule } from '../../../backend/core/shared/module_graph.js'

/** The modules boosters imports from (their public surfaces only): docs/architecture.md "Module graph". */
export const MODULE = declareModule({ name: 'boosters', dependsOn: ['live', 'players', 'powerups'] })
