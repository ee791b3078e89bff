/**
 * Extension points, as data. A module offers a typed point (`extensionPoint<T>('players.menuActions')`)
 * in its public surface; another module adds items to it in its manifest
 * (`contributes: [contribute(point, item, …)]`); the owner reads what the shell's module list
 * contributes. Nothing registers itself at import time, and the owner never knows who contributes.
 */
export interface ExtensionPoint<T> {
  readonly id: string
  /** Carries the item type only (never set). */
  readonly itemType?: T
}

export function extensionPoint<T>(id: string): ExtensionPoint<T> {
  return { id }
}

export interface Contribution {
  readonly point: string
  readonly items: readonly unknown[]
}

export function contribute<T>(point: ExtensionPoint<T>, ...items: T[]): Contribution {
  return { point: point.id, items }
}

/** Everything the given manifests contribute to `point`, in module order. */
export function collectContributions<T>(
  manifests: readonly { contributes?: readonly Contribution[] }[],
  point: ExtensionPoint<T>
): T[] {
  return manifests.flatMap((manifest) =>
    (manifest.contributes ?? [])
      .filter((contribution) => contribution.point === point.id)
      .flatMap((contribution) => contribution.items as T[])
  )
}
