import { defineCounter } from '#core/monitoring/metrics'

/** What ingest took in since the process started, for Prometheus (the kernel's /metrics). */
export const ingestCounters = {
  gifts: defineCounter('powerdeck_gifts_ingested_total', 'Gifts handed to ingest for storage (a streak counts once)'),
  chatMessages: defineCounter('powerdeck_chat_messages_ingested_total', 'Chat messages counted (replays excluded)'),
}
