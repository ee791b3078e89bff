import { lazy, StrictMode, useState, type JSX } from 'react'
import { createRoot } from 'react-dom/client'
import { ForgotPasswordPage } from './auth/ForgotPasswordPage'
import { Redirect, usePathname } from './auth/navigation'
import { SignInPage } from './auth/SignInPage'
import { AppErrorBoundary } from './pages/AppErrorBoundary'

/*
| The first load is the signed-out pages alone, in plain React and CSS, with a path switch instead of
| a router (no MUI, React Router, react-admin). Any other path loads the signed-in app (react-admin,
| MUI, charts, modules) as a separate chunk, which then routes everything itself, with real paths.
*/
const loadAdminApp = () => import('./AdminApp')
const prefetchAdminApp = () => void loadAdminApp().catch(() => undefined)
const AdminApp = lazy(() => loadAdminApp().then((module) => ({ default: module.AdminApp })))

const PUBLIC_PAGES: Record<string, () => JSX.Element> = {
  '/': () => <Redirect to="/signin" />,
  '/signin': () => <SignInPage prefetch={prefetchAdminApp} />,
  '/forgot-password': () => <ForgotPasswordPage />,
}

function EntryRouter() {
  const pathname = usePathname()
  // Once shown, the signed-in app keeps the screen: its router has the signed-out pages too.
  const [signedInApp, setSignedInApp] = useState(false)
  const publicPage = PUBLIC_PAGES[pathname]
  if (publicPage && !signedInApp) return publicPage()
  if (!signedInApp) setSignedInApp(true)
  return <AdminApp />
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppErrorBoundary>
      <EntryRouter />
    </AppErrorBoundary>
  </StrictMode>
)
