import type { TranslateFunction } from 'react-admin'
import { formatTime, type ServiceFigures, type ServiceText } from '@shell'
import type { LiveApiStatsDto, LiveBattleItemStatsDto, LiveIngestStatsDto } from '../../shared/live'

type Connector = LiveApiStatsDto['tiktokConnector']

/** The connector's line: live connections (or TikTok's rate limit), the connect cap, what happened since start. */
function connectorDetail(connector: Connector, translate: TranslateFunction) {
  const head = connector.rateLimited
    ? translate('live.monitoring.rateLimited', {
        until: formatTime(connector.rateLimitedUntil!),
        seconds: Math.ceil((connector.lastRateLimitWaitMs ?? 0) / 1000),
      })
    : translate('live.monitoring.connections', {
        connections: connector.connections,
        connecting: connector.connecting,
        watched: connector.watched,
      })
  const cap = translate(connector.connectCapBlockedUntil ? 'live.monitoring.capReached' : 'live.monitoring.cap', {
    used: connector.connectsLastMinute,
    cap: connector.connectCap,
    until: connector.connectCapBlockedUntil ? formatTime(connector.connectCapBlockedUntil) : '',
  })
  const since = translate('live.monitoring.sinceStart', {
    stalls: connector.stalls,
    drops: connector.drops,
    reconnects: connector.reconnects,
    roomChanges: connector.roomChanges,
    rateLimits: connector.rateLimits,
  })
  return `${head}; ${cap}; ${since}`
}

function ingestDetail(ingest: LiveIngestStatsDto, translate: TranslateFunction) {
  const extras = [
    ingest.failedBatches && translate('live.monitoring.failedBatches', { count: ingest.failedBatches }),
    ingest.refusedGifts && translate('live.monitoring.refusedGifts', { count: ingest.refusedGifts }),
    ingest.poolWaits && translate('live.monitoring.poolWaits', { count: ingest.poolWaits }),
  ].filter(Boolean)
  return [translate('live.monitoring.ingest', { ...ingest }), ...extras].join(', ')
}

const figures = <T>(apis: Record<string, ServiceFigures | undefined>, key: string) =>
  apis[key] as (T & ServiceFigures) | undefined

/** Live's services on the admin's health pages, in the page language (live/backend/monitoring.ts words them in English). */
const LIVE_SERVICE_TEXTS: ServiceText[] = [
  {
    id: 'tiktok-connector',
    name: 'live.monitoring.names.connector',
    detail: (apis, translate) => {
      const connector = figures<Connector>(apis, 'tiktokConnector')
      return connector ? connectorDetail(connector, translate) : null
    },
  },
  {
    id: 'sign-api',
    name: 'live.monitoring.names.signApi',
    detail: (apis, translate) => {
      const sign = figures<LiveApiStatsDto['eulerstream']>(apis, 'eulerstream')
      return sign ? translate('live.monitoring.signApi', { ...sign }) : null
    },
  },
  {
    id: 'live-ingest',
    name: 'live.monitoring.names.ingest',
    detail: (apis, translate) => {
      const ingest = figures<LiveIngestStatsDto>(apis, 'liveIngest')
      return ingest ? ingestDetail(ingest, translate) : null
    },
  },
  {
    id: 'battle-items',
    name: 'live.monitoring.names.battleItems',
    detail: (apis, translate) => {
      const items = figures<LiveBattleItemStatsDto>(apis, 'battleItems')
      return items ? translate('live.monitoring.battleItems', { ...items }) : null
    },
  },
]

export default LIVE_SERVICE_TEXTS
