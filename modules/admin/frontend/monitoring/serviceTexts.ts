import type { ServiceText } from '@shell'

/** The API's own line on the health pages, in the page language (system_health.ts words it in English). */
const ADMIN_SERVICE_TEXTS: ServiceText[] = [
  {
    id: 'api',
    name: 'admin.monitoring.apiName',
    detail: (apis, translate) => (apis.inHouse ? translate('admin.monitoring.apiDetail', apis.inHouse) : null),
  },
]

export default ADMIN_SERVICE_TEXTS
