import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import env from '#start/env'

const repoRoot = join(import.meta.dirname, '../../..')
const baseUrl = () => `http://${process.env.HOST}:${process.env.PORT}`

/** The names in a ustar archive (512-byte headers, name in the first 100 bytes, size in octal at 124). */
function tarNames(archive: Buffer) {
  const names: string[] = []
  for (let at = 0; at + 512 <= archive.length && archive[at] !== 0;) {
    const field = (from: number, length: number) =>
      archive
        .subarray(at + from, at + from + length)
        .toString('utf8')
        .replace(/\0.*$/s, '')
    const name = field(0, 100)
    const prefix = field(345, 155)
    names.push(prefix ? `${prefix}/${name}` : name)
    at += 512 + Math.ceil(parseInt(field(124, 12), 8) / 512) * 512
  }
  return names
}

test.group('About and source (AGPL section 13)', () => {
  test('GET /api/about answers without a sign-in: version, commit, licence, source', async ({ client, assert }) => {
    const response = await client.get('/api/about')
    response.assertStatus(200)
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'))
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot }).toString().trim()
    assert.deepEqual(response.body(), {
      success: true,
      name: 'powerdeck',
      version: pkg.version,
      commit,
      license: 'AGPL-3.0-or-later',
      sourceUrl: '/api/about/source.tar.gz',
      noticesUrl: '/api/about/notices.txt',
    })
    assert.equal(pkg.license, 'AGPL-3.0-or-later')
  })

  test('the source it points to is this checkout: sources, licence, no secrets or dependencies', async ({ assert }) => {
    const about = (await (await fetch(`${baseUrl()}/api/about`)).json()) as {
      version: string
      commit: string
      sourceUrl: string
    }
    const response = await fetch(baseUrl() + about.sourceUrl)
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-type'), 'application/gzip')
    const folder = `powerdeck-${about.version}-${about.commit.slice(0, 7)}`
    assert.include(response.headers.get('content-disposition'), `${folder}.tar.gz`)

    const names = tarNames(gunzipSync(Buffer.from(await response.arrayBuffer())))
    const tracked = execFileSync('git', ['ls-files'], { cwd: repoRoot }).toString().trim().split('\n')
    for (const file of tracked) assert.include(names, `${folder}/${file}`)
    assert.include(names, `${folder}/LICENSE`)
    assert.include(names, `${folder}/backend/core/about/about.ts`)
    const leftOut = new RegExp(`^${folder}/((build|data|\\.git)/|(.*/)?node_modules/|(.*/)?\\.env$)`)
    assert.deepEqual(
      names.filter((name) => leftOut.test(name)),
      []
    )
  })

  test('/api/about/source sends the reader to SOURCE_URL when set, else to the app own archive', async ({
    client,
    assert,
  }) => {
    const own = await client.get('/api/about/source').redirects(0)
    own.assertStatus(302)
    assert.equal(own.header('location'), '/api/about/source.tar.gz')

    env.set('SOURCE_URL', 'https://git.example.com/powerdeck/archive/v1.tar.gz')
    try {
      const elsewhere = await client.get('/api/about/source').redirects(0)
      assert.equal(elsewhere.header('location'), 'https://git.example.com/powerdeck/archive/v1.tar.gz')
      assert.equal(
        (await client.get('/api/about')).body().sourceUrl,
        'https://git.example.com/powerdeck/archive/v1.tar.gz'
      )
    } finally {
      env.set('SOURCE_URL', '')
    }
  })

  test('third-party notices name each shipped package with its licence text', async ({ client, assert }) => {
    const response = await client.get('/api/about/notices.txt')
    response.assertStatus(200)
    const text = response.text()
    assert.match(text, /^Powerdeck is licensed under AGPL-3\.0-or-later/)
    assert.match(text, /\ntiktok-live-connector@[\d.]+ \(AGPL-3\.0-only\)\n\n\s*GNU AFFERO GENERAL PUBLIC LICENSE/)
    assert.match(text, /\n@adonisjs\/core@[\d.]+ \(MIT\)\n/)
  })
})

test.group('Licence check (scripts/licenses.js, run by npm run lint)', () => {
  const checkLock = (license: string) => {
    const lock = join(mkdtempSync(join(tmpdir(), 'powerdeck-lock-')), 'package-lock.json')
    const packages = {
      '': { name: 'powerdeck', license: 'AGPL-3.0-or-later' },
      'node_modules/fine': { version: '1.0.0', license: '(MIT OR Apache-2.0)' },
      'node_modules/suspect': { version: '2.0.0', license },
    }
    writeFileSync(lock, JSON.stringify({ lockfileVersion: 3, packages }))
    return spawnSync(process.execPath, [join(repoRoot, 'scripts/licenses.js'), 'check', lock], { encoding: 'utf8' })
  }

  test('the installed packages pass', async ({ assert }) => {
    const run = spawnSync(process.execPath, [join(repoRoot, 'scripts/licenses.js'), 'check'], { encoding: 'utf8' })
    assert.equal(run.status, 0, run.stderr)
  })

  test('an incompatible licence fails, naming the package', async ({ assert }) => {
    for (const license of [
      'SSPL-1.0',
      'BUSL-1.1',
      'UNLICENSED',
      'CC-BY-NC-4.0',
      'GPL-2.0-only',
      '(MIT AND SSPL-1.0)',
    ]) {
      const run = checkLock(license)
      assert.equal(run.status, 1, license)
      assert.include(run.stderr, `suspect@2.0.0: licence "${license}" is not compatible with AGPL-3.0`)
      assert.notInclude(run.stderr, 'fine@')
    }
    for (const license of [
      'MIT',
      'BSD-3-Clause',
      'MPL-2.0',
      '(MIT OR SSPL-1.0)',
      'LGPL-2.1-or-later',
      'BlueOak-1.0.0',
    ]) {
      assert.equal(checkLock(license).status, 0, license)
    }
  })
})
