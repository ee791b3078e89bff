import { createReadStream, createWriteStream, lstatSync, readdirSync, readFileSync, existsSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import tar from 'tar-stream'

/** Never in the archive, whatever .gitignore says: git's own folder and local secrets. */
const ALWAYS_LEFT_OUT = [/^\.git$/, /^\.env($|\.(?!example$))/]

/** The root .gitignore's patterns (`name`, `/anchored/`, `dir/`, `*` within a name) as tests on a relative path. */
function ignoreRules(root: string) {
  const file = join(root, '.gitignore')
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
    .map((line) => {
      const directoryOnly = line.endsWith('/')
      const body = line.replace(/^\/|\/$/g, '')
      const glob = body.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')
      // A pattern with a slash inside is anchored at the root; a bare name matches at any depth.
      const pattern = new RegExp(line.startsWith('/') || body.includes('/') ? `^${glob}$` : `(^|/)${glob}$`)
      return (path: string, isDirectory: boolean) => (!directoryOnly || isDirectory) && pattern.test(path)
    })
}

/** The source files under `root`: what git would track, without following links. */
export function sourceFiles(root: string): string[] {
  const rules = ignoreRules(root)
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name)
      const path = relative(root, full).split(sep).join('/')
      const stat = lstatSync(full)
      if (stat.isSymbolicLink() || ALWAYS_LEFT_OUT.some((re) => re.test(name))) continue
      if (rules.some((ignored) => ignored(path, stat.isDirectory()))) continue
      if (stat.isDirectory()) walk(full)
      else if (stat.isFile()) files.push(path)
    }
  }
  walk(root)
  return files
}

/**
 * Writes the complete source under `root` as a gzipped tarball (entries under `folder/`), the
 * Corresponding Source the AGPL asks a network service to offer. Answers the number of files.
 */
export async function writeSourceArchive(root: string, outfile: string, folder: string) {
  const files = sourceFiles(root)
  const pack = tar.pack()
  const written = pipeline(pack, createGzip(), createWriteStream(outfile))
  for (const path of files) {
    const full = join(root, path)
    const stat = lstatSync(full)
    const entry = pack.entry({ name: `${folder}/${path}`, size: stat.size, mode: stat.mode & 0o777, mtime: stat.mtime })
    await pipeline(createReadStream(full), entry)
  }
  pack.finalize()
  await written
  return files.length
}
