// The first-load budgets of the built web app (issue #36), in brotli KiB as sent: the sign-in
// page's JavaScript (entry and its static imports), and what the kiosk loads on top of it (the
// signed-in app's and the kiosk page's chunks). Checked by tests/build/budget.test.ts; alone after
// `npm run build:web`: `node scripts/bundle-budget.js`.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

export const BUDGETS_KIB = { signIn: 90, kiosk: 180 }

/** Static imports of a built chunk: `import{…}from"./x.js"`, `import"./x.js"`, `export…from"./x.js"`. */
const STATIC_IMPORT = /(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10

export function measureBudgets(webDir) {
  const assets = join(webDir, 'assets')
  const read = (file) => readFileSync(join(assets, file))
  const brotli = new Map()
  const sizeOf = (file) => {
    if (!brotli.has(file)) {
      const size = brotliCompressSync(read(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
      brotli.set(file, size)
    }
    return brotli.get(file)
  }
  /** The chunk and all it statically imports: what the browser must load before running it. */
  const closure = (start, into = new Set()) => {
    if (into.has(start)) return into
    into.add(start)
    for (const match of read(start).toString().matchAll(STATIC_IMPORT)) closure(match[1], into)
    return into
  }
  const chunk = (prefix) => {
    const found = readdirSync(assets).find((file) => file.startsWith(`${prefix}-`) && file.endsWith('.js'))
    if (!found) throw new Error(`no ${prefix} chunk in ${assets}`)
    return found
  }
  const html = readFileSync(join(webDir, 'index.html'), 'utf8')
  const entry = html.match(/<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/)?.[1]
  if (!entry) throw new Error('no entry script in index.html')

  const signIn = closure(entry)
  const kiosk = closure(chunk('KioskPage'), closure(chunk('AdminApp'), new Set(signIn)))
  const total = (files) => kib([...files].reduce((sum, file) => sum + sizeOf(file), 0))
  return { signIn: total(signIn), kiosk: kib(total(kiosk) * 1024 - total(signIn) * 1024) }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const measured = measureBudgets(new URL('../build/web/', import.meta.url).pathname)
  let over = false
  for (const [name, limit] of Object.entries(BUDGETS_KIB)) {
    const ok = measured[name] <= limit
    over ||= !ok
    console.log(
      `${name.padEnd(8)} ${String(measured[name]).padStart(7)} KiB brotli (budget ${limit}) ${ok ? 'ok' : 'OVER'}`
    )
  }
  process.exit(over ? 1 : 0)
}
