import { useEffect, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-admin'
import { canAccess } from '../shell/access'
import { translate } from '../shell/i18n'
import { useToast, type Toast } from '../shell/notify'
import { accessDeniedNotice, hasRoute, useShell } from '../shell/registry'
import { NotFoundPage } from '../pages/NotFoundPage'
import { useSession } from '../shell/session'
import { LoadingState } from '../shell/ui/LoadingState'

/** To /dashboard, with the page's own access-denied toast when it declares one (its texts are message keys). */
function RedirectToDashboard({ notice }: { notice?: Toast }) {
  const toast = useToast()
  useEffect(() => {
    if (notice)
      toast({
        ...notice,
        title: translate(notice.title),
        description: notice.description && translate(notice.description),
      })
  }, [notice, toast])
  return <Navigate to="/dashboard" replace />
}

/**
 * The route guard (docs/api/web.md): a spinner while the session loads, /signin when signed out
 * (remembering the origin, unless the user signed out themselves), /dashboard when the role may
 * not open this path (with the toast the route declares). A path nothing serves is the 404 page, signed in or not.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status, user, signedOutByUser } = useSession()
  const { pathname, search } = useLocation()
  const { rules, modules } = useShell()

  if (status === 'loading') return <LoadingState fullScreen />
  if (!user && pathname !== '/dashboard' && !hasRoute(modules, pathname)) return <NotFoundPage />
  if (!user)
    return (
      <Navigate to="/signin" replace state={signedOutByUser ? null : { nextPathname: pathname, nextSearch: search }} />
    )
  if (!canAccess(user.role, pathname, rules))
    return <RedirectToDashboard notice={accessDeniedNotice(modules, pathname)} />
  return <>{children}</>
}
