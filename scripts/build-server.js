// Compiles backend/, modules/ (server side) and cli/ into build/ with one tsc run, keeping
// backend/ and modules/ side by side so migrations are recorded under the same names as in dev.
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync, chmodSync, existsSync } from 'node:fs'
import { createRequire } from 'node:module'

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
const cliEntry = new URL('build/cli/bin/powerdeck.js', root)
if (existsSync(cliEntry)) chmodSync(cliEntry, 0o755)
console.log('server build ready in build/')
