import { Suspense } from 'react'
import { useContributions, useSession } from '@shell'
import { lazyOnce } from '../../../players/frontend/public'
import { KIOSK_BANNERS } from './kioskViews'

/** The contributed banners (KIOSK_BANNERS) for the user's role, in order, above the kiosk's view. */
export function KioskBanners() {
  const { user } = useSession()
  const banners = useContributions(KIOSK_BANNERS)
    .filter((banner) => !banner.roles || (user && banner.roles.includes(user.role)))
    .sort((a, b) => a.order - b.order)
  return banners.map((banner) => {
    const Banner = lazyOnce(banner.component)
    return (
      <Suspense key={banner.id} fallback={null}>
        <Banner />
      </Suspense>
    )
  })
}
