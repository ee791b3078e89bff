import { defineGauge } from '#core/monitoring/metrics'
import { liveManager } from './services/live_connections.js'
import { liveIngestStats } from './services/api_stats.js'
import './services/ingest_counters.js'

/** Live's series in the kernel's /metrics: connections by state and the gift queue. */
defineGauge(
  'powerdeck_live_connections',
  'TikTok LIVE connections held by this process, by state (connected, connecting, watched: waiting for the creator to go live)',
  () => {
    const { connections, connecting, watched } = liveManager.stats()
    return [
      { labels: { state: 'connected' }, value: connections },
      { labels: { state: 'connecting' }, value: connecting },
      { labels: { state: 'watched' }, value: watched },
    ]
  },
  ['state']
)

defineGauge(
  'powerdeck_ingest_queue_depth',
  'Gifts queued for storage (waiting or being written) on this process',
  () => liveIngestStats().queuedGifts
)
