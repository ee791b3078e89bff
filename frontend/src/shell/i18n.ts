import { useCallback, useSyncExternalStore } from 'react'
// The settings file itself, not the @core/shared barrel: the sign-in page's first chunk takes only this.
import { LANGUAGES, type Language } from '../../../backend/core/shared/settings'

export { LANGUAGES, type Language }

/**
 * The page language and its loaded texts, for every screen: react-admin's `useTranslate` (through
 * the i18n provider, frontend/src/i18n.ts) and `useT` (plain React: the sign-in pages) read the same
 * texts, and so do server failures (`ApiError`) and the format helpers. Catalogs are loaded per
 * language on demand by frontend/src/i18n.ts; this file only holds and reads them.
 */

/** A language's catalog of the same shape as English: same keys, string leaves (`satisfies Translation<typeof en>`). */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> }

/** Nested texts: `{ shell: { menu: { dashboard: 'Dashboard' } } }`. */
export interface Messages {
  [key: string]: string | Messages
}

/** `%{name}` values, `smart_count` for plurals, `_` the text used when the key has none. */
export type TranslateOptions = Record<string, unknown> & { _?: string; smart_count?: number }
export type Translate = (key: string, options?: TranslateOptions) => string

export const LANGUAGE_STORAGE_KEY = 'language'
/** CLDR plural categories in the order a phrase lists its forms (docs/i18n in I18N contract). */
const PLURAL_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other']

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((entry) => entry.code === value)
export const textDirection = (language: Language) => LANGUAGES.find((entry) => entry.code === language)?.dir ?? 'ltr'

/** The language before sign-in: the one chosen last on this browser, else the browser's own, else English. */
export function preferredLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)
  if (isLanguage(stored)) return stored
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.split('-')[0].toLowerCase()
    const match = LANGUAGES.find(
      (entry) => entry.code.toLowerCase() === tag.toLowerCase() || entry.code.split('-')[0] === base
    )
    if (match) return match.code
  }
  return 'en'
}

const CHOSEN_KEY = 'languageChosen'

/** The sign-in page's switcher was used: the account takes that language once signed in. */
export const markLanguageChosen = (language: Language) => sessionStorage.setItem(CHOSEN_KEY, language)

/** The language picked on the sign-in page, once (then forgotten); null when none was picked. */
export function takeChosenLanguage(): Language | null {
  const chosen = sessionStorage.getItem(CHOSEN_KEY)
  sessionStorage.removeItem(CHOSEN_KEY)
  return isLanguage(chosen) ? chosen : null
}

let state: { language: Language; messages: Messages } = { language: 'en', messages: {} }
const listeners = new Set<() => void>()

/** Makes `language` the page language with its loaded texts: `<html lang dir>`, kept for the next visit. */
export function setLanguage(language: Language, messages: Messages) {
  state = { language, messages }
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  document.documentElement.lang = language
  document.documentElement.dir = textDirection(language)
  listeners.forEach((listener) => listener())
}

export const currentLanguage = () => state.language

export function subscribeLanguage(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** `a.b.c` → the text at that path, else undefined. */
export function lookUp(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

const pluralRules = new Map<Language, { rules: Intl.PluralRules; categories: Intl.LDMLPluralRule[] }>()

/** The form of `phrase` (`one |||| other`, forms in CLDR order of the language's categories) for `count`. */
export function pluralForm(phrase: string, count: number, language: Language): string {
  const forms = phrase.split('||||').map((form) => form.trim())
  let plural = pluralRules.get(language)
  if (!plural) {
    const rules = new Intl.PluralRules(language)
    const listed = rules.resolvedOptions().pluralCategories
    plural = { rules, categories: PLURAL_ORDER.filter((category) => listed.includes(category)) }
    pluralRules.set(language, plural)
  }
  const index = plural.categories.indexOf(plural.rules.select(count))
  return forms[Math.min(Math.max(index, 0), forms.length - 1)]
}

/**
 * The phrase's plural form for `smart_count`, then each `%{name}` the options give replaced. Right
 * to left, each value (with the @ of a handle before it) is isolated, so names, handles and numbers
 * keep their own direction inside the sentence ('@demo_creator', not 'demo_creator@').
 */
export function formatPhrase(phrase: string, options: TranslateOptions = {}, language: Language = state.language) {
  const text =
    typeof options.smart_count === 'number' && phrase.includes('||||')
      ? pluralForm(phrase, options.smart_count, language)
      : phrase
  const isolate = textDirection(language) === 'rtl'
  return text.replace(/(@?)%\{(\w+)\}/g, (token, at: string, name: string) => {
    if (options[name] == null) return token
    return isolate ? `\u2068${at}${String(options[name])}\u2069` : `${at}${String(options[name])}`
  })
}

function translateIn(current: typeof state, key: string, options: TranslateOptions = {}): string {
  // A missing label (an absent optional field) reads as nothing rather than failing the screen.
  if (typeof key !== 'string') return options._ ?? ''
  return formatPhrase(lookUp(current.messages, key) ?? options._ ?? key, options, current.language)
}

/** The text of `key` in the page language; else `options._`, else the key itself. */
export const translate: Translate = (key, options) => translateIn(state, key, options)

const snapshot = () => state

/** `translate` for plain React (outside react-admin): re-renders when the language changes. */
export function useT(): Translate {
  const current = useSyncExternalStore(subscribeLanguage, snapshot)
  return useCallback<Translate>((key, options) => translateIn(current, key, options), [current])
}

/** The page language, re-rendering when it changes. */
export const useLanguage = () => useSyncExternalStore(subscribeLanguage, snapshot).language
