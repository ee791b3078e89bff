import { extensionPoint } from '../shared/extensions.js'

/** What a module adds to this process's figures in the node registry (node_registry.ts). */
export interface NodeContribution {
  /** Creators whose live connection this process holds. */
  liveConnections?: number[]
}

export type NodeFiguresProvider = () => NodeContribution | Promise<NodeContribution>

/**
 * The kernel's extension point for per-process figures: a module contributes in its manifest
 * (`contributes: [contribute(NODE_FIGURES, () => import('./node_figures.js'))]`); the registry reads
 * every contribution at each heartbeat. Kept free of services so a manifest may import it.
 */
export const NODE_FIGURES = extensionPoint<() => Promise<{ default: NodeFiguresProvider }>>('core.nodeFigures')
