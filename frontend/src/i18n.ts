import polyglotI18nProvider from 'ra-i18n-polyglot'
import englishMessages from 'ra-language-english'
import type { FrontendModule } from './shell/manifest'

/**
 * react-admin's English texts plus each module resource's label. A key nobody defines (a field
 * label react-admin derives from its source) falls back to react-admin's own default text, so no
 * raw `ra.*` or `resources.*` key ever reaches the screen or an accessible name.
 */
export function createI18nProvider(modules: readonly FrontendModule[]) {
  const resources = Object.fromEntries(
    modules
      .flatMap((module) => module.resources ?? [])
      .filter((resource) => resource.label)
      .map((resource) => [resource.name, { name: resource.label }])
  )
  const messages = { ...englishMessages, resources }
  return polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true })
}
