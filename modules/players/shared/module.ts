import { declareModule } from '../../../backend/core/shared/module_graph.js'

/** The modules players imports from (their public surfaces only): docs/architecture.md "Module graph". */
export const MODULE = declareModule({ name: 'players', dependsOn: [] })
