import type { ServiceFigures, ServiceText } from '@shell'

type MatchFigures = ServiceFigures & { decoded: ServiceFigures; stored: ServiceFigures & { failed?: number } }

/** TikTok matches on the admin's health pages, in the page language (backend/monitoring.ts words it in English). */
const MATCHES_SERVICE_TEXTS: ServiceText[] = [
  {
    id: 'matches',
    name: 'matches.monitoring.name',
    detail: (apis, translate) => {
      const figures = apis.matches as MatchFigures | undefined
      if (!figures) return null
      const { decoded, stored } = figures
      const line = `${translate('matches.monitoring.decoded', decoded)}; ${translate('matches.monitoring.stored', stored)}`
      return stored.failed ? `${line}, ${translate('matches.monitoring.failed', { count: stored.failed })}` : line
    },
  },
]

export default MATCHES_SERVICE_TEXTS
