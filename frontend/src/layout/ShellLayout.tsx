import { useDeferredValue, type ReactNode } from 'react'
import { Layout } from 'react-admin'
import { ErrorPage } from '../pages/ErrorPage'
import { PushHandlers } from '../shell/push/PushHandlers'
import { LoadingState } from '../shell/ui/LoadingState'
import { AppUpdatePrompt } from './AppUpdatePrompt'
import { HeaderBar } from './HeaderBar'
import { ImpersonationBanner } from './ImpersonationBanner'
import { RequireSession } from './RequireSession'
import { SideMenu } from './SideMenu'

/**
 * Header, role sidebar (a drawer on phones), impersonation banner, the modules' push handlers,
 * the new-version prompt; signed-in users only.
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  // The chrome and the page are the app's biggest render: React does it as a background pass cut
  // into short slices (a deferred value), so a phone keeps answering taps; a spinner shows meanwhile.
  const shown = useDeferredValue(true, false)
  return (
    <RequireSession>
      {shown ? (
        <>
          <PushHandlers />
          <Layout
            appBar={HeaderBar}
            menu={SideMenu}
            error={ErrorPage}
            sx={{ '& .RaLayout-content': { px: { xs: 1.5, sm: 3 }, pt: 2, pb: 6 } }}
          >
            <ImpersonationBanner />
            {children}
          </Layout>
          <AppUpdatePrompt />
        </>
      ) : (
        <LoadingState fullScreen />
      )}
    </RequireSession>
  )
}
