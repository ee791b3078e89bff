import { declareModule } from '../../../backend/core/shared/module_graph.js'

/** The modules notifications imports from (their public surfaces only): docs/architecture.md "Module graph". */
export const MODULE = declareModule({ name: 'notifications', dependsOn: ['players', 'powerups'] })
