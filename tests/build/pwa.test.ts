import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** The installable app in the production build (frontend/vite.config.ts, docs/operators.md "Install and offline"). */
const webDir = new URL('../../build/web/', import.meta.url).pathname
const read = (file: string) => readFileSync(join(webDir, file), 'utf8')

/** The chunk and all it imports statically: what loads before the sign-in page runs. */
function staticClosure(file: string, into = new Set<string>()) {
  if (into.has(file)) return into
  into.add(file)
  for (const match of read(`assets/${file}`).matchAll(/(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g)) {
    staticClosure(match[1], into)
  }
  return into
}

describe('the installable app', () => {
  it('has a manifest: the kiosk as start page, the theme colour, PNG icons including a maskable one', () => {
    expect(read('index.html')).toContain('<link rel="manifest" href="/manifest.webmanifest">')
    const manifest = JSON.parse(read('manifest.webmanifest'))
    expect(manifest).toMatchObject({ name: 'Powerdeck', short_name: 'Powerdeck', start_url: '/kiosk', scope: '/' })
    expect(manifest.theme_color).toBe('#12151c')
    expect(manifest.icons.map((icon: { sizes: string; purpose?: string }) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable'])
    )
    for (const icon of manifest.icons) expect(existsSync(join(webDir, icon.src))).toBe(true)
  })

  it('has a worker that precaches the shell, falls back to index.html for pages, and caches nothing else', () => {
    const worker = read('sw.js')
    expect(worker).toMatch(/\{url:"index\.html",revision:"[0-9a-f]+"\}/)
    expect(worker).toMatch(/NavigationRoute\(\w+\.createHandlerBoundToURL\("index\.html"\)/)
    // Each file once (a file listed twice with two revisions would fail the install).
    const urls = [...worker.matchAll(/\{url:"([^"]+)"/g)].map((match) => match[1])
    expect(urls.length).toBe(new Set(urls).size)
    for (const path of ['api', '__transmit', 'overlay', 'metrics']) expect(worker).toContain(`/^\\/${path}`)
    // No runtime caching strategy: API answers are never stored.
    expect(worker).not.toMatch(/NetworkFirst|CacheFirst|StaleWhileRevalidate/)
    expect(worker).not.toMatch(/url:"api\//)
  })

  it("keeps Workbox's window code out of the sign-in page's first load", () => {
    const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(read('index.html'))![1]
    const firstLoad = [...staticClosure(entry)]
    expect(firstLoad.filter((file) => /workbox|register/.test(file))).toEqual([])
    expect(firstLoad.map((file) => read(`assets/${file}`)).join('')).not.toContain('workbox')
  })
})
