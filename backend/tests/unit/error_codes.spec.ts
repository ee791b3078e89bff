import { readdirSync, existsSync } from 'node:fs'
import { test } from '@japa/runner'
import { CORE_ERRORS, SERVER_LANGUAGES, VALIDATION_RULES, validationCode } from '#core/shared/error_codes'

const MODULES_DIR = new URL('../../../modules/', import.meta.url)
const CORE_CATALOGS = new URL('../../core/shared/errors/', import.meta.url)

type Catalog = { errors: Record<string, Record<string, string>> }

/** Every code the backend can answer, by namespace: the kernel's, validation's and each module's registry. */
async function registries(): Promise<Map<string, { codes: string[]; catalogs: URL }>> {
  const found = new Map([
    ['core', { codes: Object.values(CORE_ERRORS), catalogs: CORE_CATALOGS }],
    ['validation', { codes: VALIDATION_RULES.map((rule) => `validation.${rule}`), catalogs: CORE_CATALOGS }],
  ])
  for (const name of readdirSync(MODULES_DIR)) {
    const registry = new URL(`${name}/shared/error_codes.ts`, MODULES_DIR)
    if (!existsSync(registry)) continue
    const exported = (await import(registry.href)) as Record<string, Record<string, string>>
    const codes = Object.values(exported).flatMap((object) => Object.values(object))
    found.set(name, { codes, catalogs: new URL(`${name}/shared/errors/`, MODULES_DIR) })
  }
  return found
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort()

test.group('Error codes', () => {
  test('every code has a text in all five languages, with the English text’s placeholders, and no text is unused', async ({
    assert,
  }) => {
    const all = await registries()
    let counted = 0
    for (const [namespace, { codes, catalogs }] of all) {
      assert.isAbove(codes.length, 0, namespace)
      for (const code of codes) assert.match(code, new RegExp(`^${namespace}\\.[a-z][a-z0-9_]*$`), code)
      const english = ((await import(new URL('en.ts', catalogs).href)).default as Catalog).errors[namespace]
      for (const language of SERVER_LANGUAGES) {
        const texts = ((await import(new URL(`${language}.ts`, catalogs).href)).default as Catalog).errors[namespace]
        assert.isObject(texts, `${namespace} in ${language}`)
        assert.sameMembers(
          Object.keys(texts).map((name) => `${namespace}.${name}`),
          codes,
          `${namespace} in ${language}: the catalog's codes are the registry's`
        )
        for (const code of codes) {
          const name = code.slice(namespace.length + 1)
          assert.isAbove(texts[name]?.trim().length ?? 0, 0, `${code} in ${language}`)
          assert.deepEqual(placeholders(texts[name]), placeholders(english[name]), `${code} in ${language}`)
        }
      }
      counted += codes.length
    }
    assert.isAbove(counted, 200)
  })

  test('a validation rule answers its own code, and any other rule validation.invalid', ({ assert }) => {
    assert.equal(validationCode('required'), 'validation.required')
    assert.equal(validationCode('minLength'), 'validation.min_length')
    assert.equal(validationCode('array.minLength'), 'validation.array_min_length')
    assert.equal(validationCode('someNewRule'), 'validation.invalid')
  })
})
