/**
 * A lazy `import()` made once: later calls share its promise, so the loader's round trip (a
 * message to the loader thread when hooks are registered) is paid on first use only, not per
 * request. A failed load is tried again on the next call.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null
  return () => {
    loaded ??= load().catch((error) => {
      loaded = null
      throw error
    })
    return loaded
  }
}
