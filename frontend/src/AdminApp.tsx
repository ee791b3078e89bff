import { useEffect } from 'react'
import { App } from './App'
import modules from './modules'

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
