import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@core/shared'
import type { Messages } from './shell/i18n'

/*
| Key coverage (issue 32): every catalog exists in the five languages with exactly English's keys,
| every key the code names exists in English, and every key a catalog defines is used somewhere.
*/

const catalogs = import.meta.glob<{ default: Messages }>(
  [
    './messages/*.ts',
    './messages/settings/*.ts',
    './messages/ra/*.ts',
    '../../backend/core/shared/errors/*.ts',
    '../../modules/*/frontend/messages/*.ts',
    '../../modules/*/shared/errors/*.ts',
  ],
  { eager: true }
)
const CODES = LANGUAGES.map((language) => language.code)

/** Catalog folder → language → its texts. */
const byFolder = new Map<string, Map<string, Messages>>()
for (const [path, module] of Object.entries(catalogs)) {
  const slash = path.lastIndexOf('/')
  const code = path.slice(slash + 1, -'.ts'.length)
  if (!CODES.includes(code as never)) continue
  const folder = path.slice(0, slash)
  if (!byFolder.has(folder)) byFolder.set(folder, new Map())
  byFolder.get(folder)!.set(code, module.default)
}

function leaves(messages: Messages, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') found.set(path, value)
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text)
  }
  return found
}

const placeholders = (text: string) => new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]))
const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other']

// Vitest runs from frontend/ (npm test -w frontend) or from the repository root.
const root = resolve(existsSync('modules') ? '.' : '..')
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'messages' || name === 'errors' ? [] : sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}
const moduleDirs = readdirSync(join(root, 'modules')).flatMap((name) =>
  ['frontend', 'shared']
    .map((part) => join(root, 'modules', name, part))
    .filter((dir) => {
      try {
        return statSync(dir).isDirectory()
      } catch {
        return false
      }
    })
)
const code = [join(root, 'frontend/src'), ...moduleDirs].flatMap(sources).map((path) => ({
  path: relative(root, path),
  text: readFileSync(path, 'utf8'),
}))

const english = new Map<string, string>()
for (const languages of byFolder.values()) {
  for (const [key, text] of leaves(languages.get('en') ?? {})) english.set(key, text)
}

describe('translation catalogs', () => {
  it('exist in the five languages with exactly the English keys, every text filled in', () => {
    expect(byFolder.size).toBeGreaterThanOrEqual(2)
    for (const [folder, languages] of byFolder) {
      expect([...languages.keys()].sort(), folder).toEqual([...CODES].sort())
      const source = leaves(languages.get('en')!)
      for (const [language, messages] of languages) {
        const texts = leaves(messages)
        expect([...texts.keys()].sort(), `${folder}/${language}.ts`).toEqual([...source.keys()].sort())
        for (const [key, text] of texts) {
          expect(text.trim() || key === 'ra.boolean.null', `${language} ${key} is empty`).toBeTruthy()
          for (const name of placeholders(text)) {
            expect(
              placeholders(source.get(key)!).has(name) || name === 'smart_count',
              `${language} ${key}: %{${name}}`
            ).toBe(true)
          }
        }
      }
    }
  })

  it('give no more plural forms than the language has', () => {
    for (const languages of byFolder.values()) {
      for (const [language, messages] of languages) {
        const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories
        const most = PLURAL_ORDER.filter((category) => categories.includes(category as Intl.LDMLPluralRule)).length
        for (const [key, text] of leaves(messages)) {
          expect(text.split('||||').length, `${language} ${key}`).toBeLessThanOrEqual(most)
        }
      }
    }
  })

  it('have every key the code names, in English', () => {
    const named = new Set<string>()
    for (const { text } of code) {
      for (const match of text.matchAll(/\b(?:translate|t)\(\s*'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g)) named.add(match[1])
      // Manifest labels and titles are keys the shell translates.
      for (const match of text.matchAll(/\b(?:label|title):\s*'([a-z][\w-]*(?:\.[\w-]+)+)'/g)) named.add(match[1])
    }
    expect([...named].filter((key) => !english.has(key))).toEqual([])
  })

  it('define no key that no code uses (react-admin and server error codes aside)', () => {
    const literals = new Set<string>()
    const patterns: RegExp[] = []
    for (const { text } of code) {
      for (const match of text.matchAll(/'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g)) literals.add(match[1])
      // A key built from a template (`shell.roles.${role}`): every key it can form counts as used.
      // (or whose module is a value too: `${module}.systemSettings.${name}.label`).
      for (const match of text.matchAll(/`((?:[a-zA-Z][\w-]*|\$\{[^}`]*\})\.[^`]*\$\{[^`]*)`/g)) {
        const pieces = match[1].split(/\$\{[^}]*\}/).map((piece) => piece.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        patterns.push(new RegExp(`^${pieces.join('.+')}$`))
      }
    }
    const unused = [...english.keys()].filter(
      (key) =>
        !key.startsWith('ra.') &&
        !key.startsWith('errors.') &&
        !literals.has(key) &&
        !patterns.some((pattern) => pattern.test(key))
    )
    expect(unused).toEqual([])
  })
})
