import { useQuery } from '@tanstack/react-query'
import type { PublicSite } from '@core/shared'
import { cachedSiteName, fetchSite } from './siteName'

export const SITE_QUERY_KEY = ['settings', 'site'] as const

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

/** The site name for the header: the last one seen until the server answers. */
export function useSiteName(fallback: string): string {
  return useSite()?.siteName ?? cachedSiteName() ?? fallback
}
