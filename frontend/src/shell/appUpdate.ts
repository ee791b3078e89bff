import { useSyncExternalStore } from 'react'

type Listener = () => void

/**
 * A new version of the web app, once the service worker has installed it (src/pwa/register.ts):
 * the signed-in shell offers it (AppUpdatePrompt) and `apply` reloads into it. Kept apart from the
 * registration so that the screens do not load Workbox.
 */
export class AppUpdate {
  #apply: (() => Promise<void>) | null = null
  #listeners = new Set<Listener>()

  get available() {
    return this.#apply !== null
  }

  subscribe = (listener: Listener) => {
    this.#listeners.add(listener)
    return () => void this.#listeners.delete(listener)
  }

  /** The service worker has a new version waiting; `apply` activates it and reloads. */
  offer(apply: () => Promise<void>) {
    this.#apply = apply
    this.#listeners.forEach((listener) => listener())
  }

  apply() {
    return this.#apply?.() ?? Promise.resolve()
  }
}

export const appUpdate = new AppUpdate()

/** Whether a new version waits to be loaded. */
export function useAppUpdateAvailable(): boolean {
  return useSyncExternalStore(
    appUpdate.subscribe,
    () => appUpdate.available,
    () => false
  )
}
