import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router'
import { ForgotPasswordPage } from './auth/ForgotPasswordPage'
import { PublicShell } from './auth/PublicShell'
import { SignInPage } from './auth/SignInPage'
import { AppErrorBoundary } from './pages/ErrorPage'

/*
| A data router with real paths (/signin, /dashboard); react-admin would default to a hash router.
| The signed-out pages are this entry's own small routes; every other path loads the signed-in
| app (react-admin, charts, modules) as a separate chunk.
*/
const loadAdminApp = () => import('./AdminApp')
const prefetchAdminApp = () => void loadAdminApp().catch(() => undefined)

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/signin" replace /> },
  {
    path: '/signin',
    element: (
      <PublicShell>
        <SignInPage prefetch={prefetchAdminApp} />
      </PublicShell>
    ),
  },
  {
    path: '/forgot-password',
    element: (
      <PublicShell>
        <ForgotPasswordPage />
      </PublicShell>
    ),
  },
  { path: '*', lazy: async () => ({ Component: (await loadAdminApp()).AdminApp }) },
])

// The service worker (installable app, offline shell) registers after the page has loaded, from
// its own small chunk: Workbox's window code never delays the sign-in page.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('./pwa/register').then((pwa) => pwa.registerServiceWorker()))
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  </StrictMode>
)
