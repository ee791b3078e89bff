import { declareModule } from '../../../backend/core/shared/module_graph.js'

/** The modules chat_commands imports from (their public surfaces only): docs/architecture.md "Module graph". */
export const MODULE = declareModule({ name: 'chat_commands', dependsOn: ['live', 'moderators', 'players', 'powerups'] })
