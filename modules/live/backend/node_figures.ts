import type { NodeContribution } from '#core/cluster/node_figures'
import { liveManager } from './services/live_connections.js'

/** The kernel's node registry: the creators whose live connection this process holds. */
export default function liveNodeFigures(): NodeContribution {
  return { liveConnections: liveManager.connectedIds() }
}
