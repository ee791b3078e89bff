// Third-party licences, read from package-lock.json (every installed package with its declared
// licence) and node_modules (the licence texts):
//   node scripts/licenses.js check [lockfile]    fails on a licence Powerdeck's AGPL-3.0-or-later cannot take
//   node scripts/licenses.js notices <outfile>   writes the third-party notices of what the app ships
// A small script rather than a licence-checker package: the lock already names each package's licence,
// so the work is one SPDX expression test per package.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('../', import.meta.url).pathname

/**
 * Licences whose terms AGPL-3.0-or-later can take in (FSF's GPLv3-compatible list, and the
 * attribution-only data licences of build tools). Anything else fails: a new licence is a decision.
 */
const ALLOWED = [
  /^MIT(-0)?$/,
  /^ISC$/,
  /^0BSD$/,
  /^BSD(-[234]-Clause)?(-Clear)?$/,
  /^Apache-2\.0$/,
  /^(A|L)?GPL-3\.0(-only|-or-later|\+)?$/,
  /^GPL-2\.0(-or-later|\+)$/, // GPL-2.0-only cannot be combined with GPLv3 terms
  /^LGPL-2\.[01](-only|-or-later|\+)?$/,
  /^MPL-2\.0$/,
  /^CC0-1\.0$/,
  /^CC-BY-[34]\.0$/,
  /^Unlicense$/,
  /^BlueOak-1\.0\.0$/,
  /^Python-2\.0$/,
  /^Zlib$/,
  /^BSL-1\.0$/,
  /^Artistic-2\.0$/,
  /^WTFPL$/,
  /^X11$/,
]

/** Said outright so a reviewer sees why they fail, though anything not allowed fails too. */
const DENIED = [/^UNLICENSED$/, /^SEE LICENSE/i, /^SSPL/, /^BUSL/, /^CC-BY-NC/, /^CC-BY(-NC)?-ND/, /^Commons-Clause/]

/** Packages whose lock entry names no licence, checked by hand: name → licence. */
const DECLARED_BY_HAND = {
  // Lighthouse's (dev only): its package.json names "BSD" in the old `licenses` array; its LICENSE file is the 3-clause text.
  'parse-cache-control': 'BSD-3-Clause',
}

const allowedId = (id) => !DENIED.some((re) => re.test(id)) && ALLOWED.some((re) => re.test(id))

/** An SPDX expression's verdict: `OR` needs one allowed side, `AND` needs both; `WITH` exceptions only add permissions. */
function licenceAllowed(expression) {
  const tokens = String(expression).match(/\(|\)|[^\s()]+/g) ?? []
  let at = 0
  const term = () => {
    const token = tokens[at++]
    if (token === '(') {
      const value = either()
      at++ // ')'
      return value
    }
    if (tokens[at] === 'WITH') at += 2
    return token !== undefined && allowedId(token)
  }
  const both = () => {
    let value = term()
    while (tokens[at] === 'AND') {
      at++
      value = term() && value
    }
    return value
  }
  const either = () => {
    let value = both()
    while (tokens[at] === 'OR') {
      at++
      value = both() || value
    }
    return value
  }
  return tokens.length > 0 && either() && at === tokens.length
}

/** The lock's installed third-party packages: `{ name, version, license, dev, path }`. */
function installedPackages(lockfile = join(root, 'package-lock.json')) {
  const lock = JSON.parse(readFileSync(lockfile, 'utf8'))
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.includes('node_modules/') && !entry.link)
    .map(([path, entry]) => {
      const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
      return { name, version: entry.version, license: entry.license ?? DECLARED_BY_HAND[name], dev: !!entry.dev, path }
    })
}

function check(lockfile) {
  const refused = installedPackages(lockfile).filter((pkg) => !pkg.license || !licenceAllowed(pkg.license))
  for (const pkg of refused) {
    console.error(
      `${pkg.name}@${pkg.version}: licence "${pkg.license ?? 'none declared'}" is not compatible with AGPL-3.0`
    )
  }
  if (refused.length) {
    console.error(`${refused.length} package(s) refused (scripts/licenses.js lists the licences allowed).`)
    process.exit(1)
  }
  console.log('licences: every installed package is compatible with AGPL-3.0-or-later')
}

/** The licence file a package ships, if any (LICENSE, LICENCE, COPYING, in any case and extension). */
function licenceText(path) {
  const dir = join(root, path)
  if (!existsSync(dir)) return null
  const file = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.|-|$)/i.test(name))
  return file ? readFileSync(join(dir, file), 'utf8').trim() : null
}

/** What the app ships (non-dev packages), each with its licence text, one notice per name and version. */
function notices(outfile) {
  const seen = new Set()
  const sections = []
  for (const pkg of installedPackages().filter((p) => !p.dev)) {
    const id = `${pkg.name}@${pkg.version}`
    if (seen.has(id)) continue
    seen.add(id)
    const text = licenceText(pkg.path) ?? `Licensed under ${pkg.license}; the package ships no licence file.`
    sections.push(`${id} (${pkg.license})\n\n${text}`)
  }
  const header =
    'Powerdeck is licensed under AGPL-3.0-or-later (LICENSE). It includes the following third-party packages.\n'
  writeFileSync(outfile, [header, ...sections.sort()].join(`\n\n${'-'.repeat(72)}\n\n`) + '\n')
  console.log(`third-party notices: ${sections.length} packages in ${outfile}`)
}

const [command, arg] = process.argv.slice(2)
if (command === 'check') check(arg)
else if (command === 'notices' && arg) notices(arg)
else {
  console.error('usage: node scripts/licenses.js check [lockfile] | notices <outfile>')
  process.exit(2)
}
