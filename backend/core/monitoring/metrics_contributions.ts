import { extensionPoint } from '../shared/extensions.js'

/**
 * The kernel's extension point for a module's Prometheus series: a module contributes the loader of
 * a file that defines them with defineGauge / defineCounter (#core/monitoring/metrics), in its manifest
 * (`contributes: [contribute(METRICS, () => import('./metrics.js'))]`). GET /metrics loads every
 * contribution before it answers, so the series exist even before the module first counts.
 * Kept free of services so a manifest may import it.
 */
export const METRICS = extensionPoint<() => Promise<unknown>>('core.metrics')
