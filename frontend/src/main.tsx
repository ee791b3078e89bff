import { lazy, StrictMode, Suspense, useState, type JSX } from 'react'
import { createRoot } from 'react-dom/client'
import { ForgotPasswordPage } from './auth/ForgotPasswordPage'
import { Redirect, usePathname } from './auth/navigation'
import { SignInPage } from './auth/SignInPage'
import { loadPublicCatalogs } from './i18n'
import { AppErrorBoundary } from './pages/AppErrorBoundary'
import { preferredLanguage, setLanguage, translate } from './shell/i18n'
import './auth/public.css'

/*
| The first load is the signed-out pages alone, in plain React and CSS, with a path switch instead of
| a router (no MUI, React Router, react-admin). Any other path loads the signed-in app (react-admin,
| MUI, charts, modules) as a separate chunk, which then routes everything itself, with real paths.
*/
const loadAdminApp = () => {
  // Its layout (every signed-in page is drawn in it) is its own chunk: fetched alongside, not after.
  void import('./layout/ShellLayout').catch(() => undefined)
  return import('./AdminApp')
}
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
  return (
    <Suspense fallback={<Loading />}>
      <AdminApp />
    </Suspense>
  )
}

/** Shown at once while the signed-in app's chunks load (a first paint, instead of a blank page). */
function Loading() {
  return (
    <div className="pd-loading" role="status" aria-label={translate('shell.loading')}>
      <svg className="pd-loading__spinner" viewBox="22 22 44 44" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </div>
  )
}

// The service worker (installable app, offline shell) registers after the page has loaded, from
// its own small chunk: Workbox's window code never delays the sign-in page.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('./pwa/register').then((pwa) => pwa.registerServiceWorker()))
}

// The first paint waits for the page language's texts (the browser's language, or the one chosen
// last here): one small chunk of that language only.
const language = preferredLanguage()
void loadPublicCatalogs(language)
  .then((messages) => setLanguage(language, messages))
  .catch(() => undefined)
  .finally(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppErrorBoundary>
          <EntryRouter />
        </AppErrorBoundary>
      </StrictMode>
    )
  )
