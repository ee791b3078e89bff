import type { I18nProvider, TranslationMessages } from 'react-admin'
import englishMessages from 'ra-language-english'
import type { FrontendModule } from './shell/manifest'

type Options = Record<string, unknown> & { _?: string; smart_count?: number }

/** `a.b.c` → the text at that path of the messages, else undefined. */
function lookUp(messages: TranslationMessages, key: string): string | undefined {
  let node: unknown = messages
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * Polyglot's phrase rules, all react-admin's English texts need: 'one |||| many' picked by
 * `smart_count` (English: 1 is singular), then each `%{name}` replaced when the options have it.
 */
export function formatPhrase(phrase: string, options: Options = {}): string {
  let text = phrase
  if (typeof options.smart_count === 'number' && text.includes('||||')) {
    const forms = text.split('||||')
    text = (forms[options.smart_count === 1 ? 0 : 1] ?? forms[0]).trim()
  }
  return text.replace(/%\{(\w+)\}/g, (token, name: string) => (options[name] == null ? token : String(options[name])))
}

/**
 * react-admin's English texts plus each module resource's label. A key nobody defines (a field
 * label react-admin derives from its source) falls back to react-admin's own default text (`_`),
 * else to the key, so no raw `ra.*` or `resources.*` key ever reaches the screen or an accessible
 * name. Written here rather than with ra-i18n-polyglot, whose node-polyglot brings about 5 KiB
 * (brotli) of old-browser shims into the signed-in app's first chunk (issue #36's kiosk budget).
 */
export function createI18nProvider(modules: readonly FrontendModule[]): I18nProvider {
  const resources = Object.fromEntries(
    modules
      .flatMap((module) => module.resources ?? [])
      .filter((resource) => resource.label)
      .map((resource) => [resource.name, { name: resource.label }])
  )
  const messages: TranslationMessages = { ...englishMessages, resources }
  return {
    translate: (key: string, options: Options = {}) => formatPhrase(lookUp(messages, key) ?? options._ ?? key, options),
    changeLocale: async () => undefined,
    getLocale: () => 'en',
    getLocales: () => [{ locale: 'en', name: 'English' }],
  }
}
