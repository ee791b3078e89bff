import { useEffect } from 'react'
import { inDependencyOrder } from '@core/shared'
import { App } from './App'
import enabledModules from './modules'

/** The enabled modules, each after those it depends on (a declared cycle stops the app here). */
const modules = inDependencyOrder(enabledModules, { partial: true })

/** Pages fetched as soon as the signed-in app is up: the kiosk is the moderators' first stop on a phone. */
const PREFETCHED_PATHS = ['/kiosk']

/** The signed-in app with every enabled module: its own chunk, loaded after the sign-in page. */
export function AdminApp() {
  useEffect(() => {
    for (const route of modules.flatMap((module) => module.routes ?? [])) {
      if (PREFETCHED_PATHS.includes(route.path)) void route.element().catch(() => undefined)
    }
  }, [])
  return <App modules={modules} />
}
