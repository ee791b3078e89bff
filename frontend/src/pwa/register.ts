import { registerSW } from 'virtual:pwa-register'
import { appUpdate } from '../shell/appUpdate'

/** A kiosk stays open for hours: it asks for a new version this often, not only at reloads. */
const UPDATE_CHECK_MS = 60 * 60 * 1000

/**
 * Registers the service worker (built by vite-plugin-pwa: the app shell precached, API answers
 * never cached). A new version installs in the background and waits; the signed-in shell offers
 * it ("reload to update") instead of swapping code under a moderator mid-stream.
 */
export function registerServiceWorker() {
  const update = registerSW({
    onNeedRefresh: () => appUpdate.offer(() => update(true)),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS)
    },
  })
}
