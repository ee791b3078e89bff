import { useQuery } from '@tanstack/react-query'
import { api } from '../shell/api'
import { setSiteTitle } from '../shell/documentTitle'
import type { PublicSite } from '@core/shared'

const CACHE_KEY = 'siteName'
export const SITE_QUERY_KEY = ['settings', 'site'] as const

/** GET /api/public/site (no token); the name is remembered for the next first paint. */
async function fetchSite(): Promise<PublicSite> {
  const { site } = await api.get<{ site: PublicSite }>('/api/public/site', { token: null })
  localStorage.setItem(CACHE_KEY, site.siteName)
  setSiteTitle(site.siteName)
  return site
}

/** The public site switches (name, maintenance, registration), refreshed every minute while shown. */
export function useSite(): PublicSite | null {
  const { data } = useQuery({
    queryKey: SITE_QUERY_KEY,
    queryFn: fetchSite,
    staleTime: 60_000,
    refetchInterval: 60_000,
    retry: false,
  })
  return data ?? null
}

/** The site name for the header and sign-in page: the last one seen until the server answers. */
export function useSiteName(fallback: string): string {
  return useSite()?.siteName ?? localStorage.getItem(CACHE_KEY) ?? fallback
}
