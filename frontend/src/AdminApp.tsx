import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { inDependencyOrder } from '@core/shared'
import { App } from './App'
import enabledModules from './modules'

/** The enabled modules, each after those it depends on (a declared cycle stops the app here). */
const modules = inDependencyOrder(enabledModules, { partial: true })

/** Pages fetched as soon as this chunk runs: the kiosk is the moderators' first stop on a phone. */
const PREFETCHED_PATHS = ['/kiosk']
for (const route of modules.flatMap((module) => module.routes ?? [])) {
  if (PREFETCHED_PATHS.includes(route.path)) void route.element().catch(() => undefined)
}

/**
 * The signed-in app with every enabled module: its own chunk, loaded after the sign-in page. A data
 * router with real paths (/dashboard, /kiosk; react-admin would default to a hash router), made when
 * the app is first shown, so that it starts from the path the sign-in page went to.
 */
export function AdminApp() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <App modules={modules} /> }]))
  return <RouterProvider router={router} />
}
