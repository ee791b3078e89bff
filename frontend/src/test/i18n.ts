import { mergeMessages, preloadCatalogs } from '../i18n'
import { setLanguage, type Messages } from '../shell/i18n'

/**
 * Every English catalog (shell, react-admin, kernel and module error messages, each module's
 * texts), loaded eagerly so that tests render in one pass, in English, as the app does once the
 * language has loaded: tests assert the English texts users read.
 */
const catalogs = import.meta.glob<{ default: Messages }>(
  [
    '../messages/en.ts',
    '../messages/settings/en.ts',
    '../messages/ra/en.ts',
    '../../../backend/core/shared/errors/en.ts',
    '../../../modules/*/frontend/messages/en.ts',
    '../../../modules/*/shared/errors/en.ts',
  ],
  { eager: true }
)

export const englishMessages = Object.values(catalogs).reduce<Messages>(
  (all, catalog) => mergeMessages(all, catalog.default),
  {}
)

/** Makes English (every catalog) the page language, at once. */
export function loadEnglish() {
  preloadCatalogs('en', englishMessages)
  setLanguage('en', englishMessages)
}
