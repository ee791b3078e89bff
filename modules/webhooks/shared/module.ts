import { declareModule } from '../../../backend/core/shared/module_graph.js'

/** The modules webhooks imports from (their public surfaces only): docs/architecture.md "Module graph". */
export const MODULE = declareModule({ name: 'webhooks', dependsOn: ['live', 'players', 'powerups'] })
