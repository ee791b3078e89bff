import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { writeSourceArchive } from './source_archive.js'

export const LICENSE = 'AGPL-3.0-or-later'
/** The app's own copy of its source, and the address that sends a reader to SOURCE_URL or to it. */
export const SOURCE_ARCHIVE_PATH = '/api/about/source.tar.gz'
export const NOTICES_PATH = '/api/about/notices.txt'

/** What `npm run build` writes beside the compiled server (scripts/build-server.js). */
export const BUILD_FILES = { about: 'about.json', source: 'source.tar.gz', notices: 'THIRD-PARTY-NOTICES.txt' }

interface BuildFacts {
  name: string
  version: string
  commit: string | null
}

/** build/ for the built app, the repository in development. */
const home = () => join(fileURLToPath(app.appRoot), '..')
const built = () => existsSync(join(home(), BUILD_FILES.about))

/** The commit checked out in `root`, or null where there is no git (a Docker build context). */
export function gitCommit(root: string) {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return null
  }
}

let facts: BuildFacts | null = null
function buildFacts(): BuildFacts {
  if (facts) return facts
  if (built()) {
    facts = JSON.parse(readFileSync(join(home(), BUILD_FILES.about), 'utf8')) as BuildFacts
  } else {
    const pkg = JSON.parse(readFileSync(join(home(), 'package.json'), 'utf8'))
    facts = { name: pkg.name, version: pkg.version, commit: gitCommit(home()) }
  }
  return facts
}

/** GET /api/about: the running version and where its source is (AGPL section 13). */
export function about() {
  const { name, version, commit } = buildFacts()
  return {
    name,
    version,
    commit,
    license: LICENSE,
    sourceUrl: env.get('SOURCE_URL') || SOURCE_ARCHIVE_PATH,
    noticesUrl: NOTICES_PATH,
  }
}

/** The archive's name: `powerdeck-1.0.0-abc1234`. */
export function sourceFolderName() {
  const { name, version, commit } = buildFacts()
  return [name, version, commit?.slice(0, 7)].filter(Boolean).join('-')
}

/** Made once per process in development, where no build wrote them. */
const madeInDevelopment = new Map<string, Promise<string>>()
function madeOnce(file: string, make: (path: string) => Promise<unknown>) {
  if (!madeInDevelopment.has(file)) {
    const path = join(tmpdir(), `powerdeck-${process.pid}-${file}`)
    madeInDevelopment.set(
      file,
      make(path).then(
        () => path,
        (error) => {
          madeInDevelopment.delete(file)
          throw error
        }
      )
    )
  }
  return madeInDevelopment.get(file)!
}

/** The running build's source tarball: the build's own, or the repository's made on first request. */
export function sourceArchive(): Promise<string> {
  if (built()) return Promise.resolve(join(home(), BUILD_FILES.source))
  return madeOnce(BUILD_FILES.source, (path) => writeSourceArchive(home(), path, sourceFolderName()))
}

/** The third-party notices: the build's, or generated from the installed packages on first request. */
export function thirdPartyNotices(): Promise<string> {
  if (built()) return Promise.resolve(join(home(), BUILD_FILES.notices))
  return madeOnce(BUILD_FILES.notices, async (path) => {
    execFileSync(process.execPath, [join(home(), 'scripts/licenses.js'), 'notices', path], { stdio: 'ignore' })
  })
}
