// Compiles backend/, modules/ (server side) and cli/ into build/ with one tsc run, keeping
// backend/ and modules/ side by side so migrations are recorded under the same names as in dev.
import { execFileSync } from 'node:child_process'
import { copyFileSync, readFileSync, rmSync, writeFileSync, chmodSync, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const root = new URL('../', import.meta.url)
const require = createRequire(import.meta.url)
const tsc = require.resolve('typescript/bin/tsc')

rmSync(new URL('build/backend', root), { recursive: true, force: true })
rmSync(new URL('build/modules', root), { recursive: true, force: true })
rmSync(new URL('build/cli', root), { recursive: true, force: true })
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' })

// The build keeps the root's module type and import aliases (#core/*, #modules/* …).
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'))
writeFileSync(
  new URL('build/package.json', root),
  JSON.stringify({ name: `${pkg.name}-build`, private: true, type: 'module', imports: pkg.imports }, null, 2)
)
// The answer schemas of the OpenAPI document (scripts/api-schemas.js), read at runtime beside their module.
const answerSchemas = 'backend/core/api_contract/response_schemas.json'
copyFileSync(new URL(answerSchemas, root), new URL(`build/${answerSchemas}`, root))
const cliEntry = new URL('build/cli/bin/powerdeck.js', root)
if (existsSync(cliEntry)) chmodSync(cliEntry, 0o755)

// What GET /api/about answers, and the source and notices it offers (AGPL section 13): the commit
// from git, or SOURCE_COMMIT where the build has no .git (the Docker build passes it as a build arg).
function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return process.env.SOURCE_COMMIT || null
  }
}
const about = { name: pkg.name, version: pkg.version, commit: gitCommit() }
writeFileSync(new URL('build/about.json', root), JSON.stringify(about, null, 2))
const { writeSourceArchive } = await import(new URL('build/backend/core/about/source_archive.js', root).href)
const folder = [about.name, about.version, about.commit?.slice(0, 7)].filter(Boolean).join('-')
const files = await writeSourceArchive(fileURLToPath(root), fileURLToPath(new URL('build/source.tar.gz', root)), folder)
console.log(`source archive: ${files} files in build/source.tar.gz`)
execFileSync(process.execPath, ['scripts/licenses.js', 'notices', 'build/THIRD-PARTY-NOTICES.txt'], {
  cwd: root,
  stdio: 'inherit',
})
console.log('server build ready in build/')
