import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { App } from './App'
import modules from './modules'
import { AppErrorBoundary } from './pages/ErrorPage'

// A data router with real paths (/signin, /dashboard); react-admin would default to a hash router.
const router = createBrowserRouter([{ path: '*', element: <App modules={modules} /> }])

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  </StrictMode>
)
