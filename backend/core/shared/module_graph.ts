/**
 * The module graph: each module declares, once in its `shared/module.ts`, the modules it builds on
 * (imports from). The three shells load modules in that order and refuse a cycle or a dependency
 * that is not enabled; `npm run lint` refuses an import the declarations do not allow
 * (scripts/module-graph.cjs, docs/architecture.md "Module graph").
 */
export interface ModuleDeclaration {
  name: string
  /** The modules whose public surfaces this one imports; nothing else. */
  dependsOn: readonly string[]
}

export function declareModule<const T extends ModuleDeclaration>(declaration: T): T {
  return declaration
}

/** A module list the shells refuse to load, with the reason. */
export class ModuleGraphError extends Error {}

/**
 * The list ordered so that every module comes after those it depends on, keeping the given order
 * where the declarations leave a choice. Throws ModuleGraphError on a cycle, and on a dependency
 * that is not in the list unless `partial` (the frontend and the CLI: a module may have no part there).
 */
export function inDependencyOrder<T extends ModuleDeclaration>(
  modules: readonly T[],
  { partial = false }: { partial?: boolean } = {}
): T[] {
  const names = new Set(modules.map((module) => module.name))
  for (const module of modules) {
    const missing = module.dependsOn.filter((dependency) => !names.has(dependency))
    if (missing.length && !partial) {
      throw new ModuleGraphError(`Module "${module.name}" depends on ${missing.join(', ')}, which is not enabled`)
    }
  }
  const ordered: T[] = []
  const placed = new Set<string>()
  while (ordered.length < modules.length) {
    const next = modules.find(
      (module) =>
        !placed.has(module.name) &&
        module.dependsOn.every((dependency) => placed.has(dependency) || !names.has(dependency))
    )
    // Nothing left can load: the rest depend on each other in a circle.
    if (!next) {
      const waiting = modules.filter((module) => !placed.has(module.name)).map((module) => module.name)
      throw new ModuleGraphError(`Module dependency cycle among ${waiting.join(', ')}`)
    }
    ordered.push(next)
    placed.add(next.name)
  }
  return ordered
}
