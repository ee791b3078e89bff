import type { ServiceFigures, ServiceText } from '@shell'

/** Battle booster sync on the admin's health pages, in the page language (backend/monitoring.ts words it in English). */
const BOOSTERS_SERVICE_TEXTS: ServiceText[] = [
  {
    id: 'battle-boosters',
    name: 'boosters.monitoring.name',
    detail: (apis, translate) => {
      const stats = apis.battleBoosters as (ServiceFigures & { failed?: number }) | undefined
      if (!stats) return null
      const line = translate('boosters.monitoring.detail', stats)
      return stats.failed ? `${line}, ${translate('boosters.monitoring.failed', { count: stats.failed })}` : line
    },
  },
]

export default BOOSTERS_SERVICE_TEXTS
