import { readFileSync } from 'node:fs'

/** The package `powerdeck` ships in: the repository root, from the sources and from build/cli alike. */
const PACKAGE_NAME = 'powerdeck'

/** The version of the installed Powerdeck (the root package.json's), found by walking up from here. */
export function powerdeckVersion(): string {
  let folder = new URL('./', import.meta.url)
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(new URL('package.json', folder), 'utf8')) as {
        name?: string
        version?: string
      }
      if (manifest.name === PACKAGE_NAME && manifest.version) return manifest.version
    } catch {
      // no package.json here: keep walking up
    }
    const parent = new URL('../', folder)
    if (parent.href === folder.href) throw new Error(`No package.json of ${PACKAGE_NAME} above ${import.meta.url}`)
    folder = parent
  }
}
