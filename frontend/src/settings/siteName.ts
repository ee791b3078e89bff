import { api } from '../shell/api'
import { setSiteTitle } from '../shell/documentTitle'
import type { PublicSite } from '@core/shared'

const CACHE_KEY = 'siteName'

/** GET /api/public/site (no token); the name is remembered for the next first paint. */
export async function fetchSite(): Promise<PublicSite> {
  const { site } = await api.get<{ site: PublicSite }>('/api/public/site', { token: null })
  localStorage.setItem(CACHE_KEY, site.siteName)
  setSiteTitle(site.siteName)
  return site
}

/** The site name seen last (null before the first answer); shown until the server answers. */
export function cachedSiteName(): string | null {
  return localStorage.getItem(CACHE_KEY)
}
