import { useEffect, useMemo, useState } from 'react'
import type { I18nProvider } from 'react-admin'
import { prepareDirection } from './rtl'
import type { FrontendModule } from './shell/manifest'
import {
  currentLanguage,
  isLanguage,
  LANGUAGES,
  setLanguage,
  textDirection,
  translate,
  type Language,
  type Messages,
  type TranslateOptions,
} from './shell/i18n'

/*
| Every text the app shows comes from a catalog of the page language, loaded on demand: the shell's
| (frontend/src/messages/<code>.ts; its Settings page's in messages/settings/, signed in only), react-admin's `ra.*` (messages/ra/<code>.ts), the kernel's error
| codes (backend/core/shared/errors/<code>.ts) and each module manifest's `messages` and
| `errorMessages`. Only the chosen language is fetched, each catalog as its own small chunk, so no
| language adds to the first paint. Phrases follow Polyglot's format (`%{name}`, plural forms
| separated by ` |||| `: shell/i18n.ts), read here rather than with ra-i18n-polyglot, whose
| node-polyglot brings about 5 KiB (brotli) of old-browser shims into the signed-in app's first
| chunk (issue #36's kiosk budget).
*/

type Loader = () => Promise<{ default: Messages }>
const pick = (loaders: Record<string, Loader>, language: Language) =>
  Object.entries(loaders).find(([path]) => path.endsWith(`/${language}.ts`))?.[1]

const SHELL = import.meta.glob<{ default: Messages }>('./messages/*.ts')
const SETTINGS = import.meta.glob<{ default: Messages }>('./messages/settings/*.ts')
const REACT_ADMIN = import.meta.glob<{ default: Messages }>('./messages/ra/*.ts')
const KERNEL_ERRORS = import.meta.glob<{ default: Messages }>('../../backend/core/shared/errors/*.ts')

/** `b` merged into `a`, nested objects merged too (modules' `errors.<m>` beside the kernel's `errors.core`). */
export function mergeMessages(a: Messages, b: Messages): Messages {
  return mergeAll([a, b])
}

/**
 * The catalogs merged into one new object, in order, copying only the nested objects two catalogs
 * share (the catalogs themselves are module exports, never changed): thirty catalogs cost one pass.
 */
function mergeAll(catalogs: Messages[]): Messages {
  const merged: Messages = {}
  const copies = new WeakSet<Messages>([merged])
  const into = (target: Messages, source: Messages) => {
    for (const [key, value] of Object.entries(source)) {
      const current = target[key]
      if (typeof current === 'object' && typeof value === 'object') {
        const copy = copies.has(current) ? current : { ...current }
        copies.add(copy)
        target[key] = copy
        into(copy, value)
      } else target[key] = value
    }
  }
  for (const catalog of catalogs) into(merged, catalog)
  return merged
}

const load = async (loaders: (Loader | undefined)[]) =>
  mergeAll(
    (await Promise.all(loaders.map((loader) => loader?.().then((module) => module.default)))).filter(
      (messages): messages is Messages => Boolean(messages)
    )
  )

/** What the signed-out pages need: the shell's texts and the kernel's error messages. */
export const loadPublicCatalogs = (language: Language) => load([pick(SHELL, language), pick(KERNEL_ERRORS, language)])

const loaded = new Map<Language, Messages>()

/** Every catalog of `language`: shell, react-admin, kernel errors, each module's texts and error messages. */
export async function loadCatalogs(language: Language, modules: readonly FrontendModule[]): Promise<Messages> {
  const cached = loaded.get(language)
  if (cached) return cached
  const messages = await load([
    pick(SHELL, language),
    pick(SETTINGS, language),
    pick(REACT_ADMIN, language),
    pick(KERNEL_ERRORS, language),
    ...modules.flatMap((module) => [
      module.messages && (() => module.messages!(language)),
      module.errorMessages && (() => module.errorMessages!(language)),
    ]),
  ])
  loaded.set(language, messages)
  return messages
}

/** Tests: `language`'s catalogs given at once (loaded eagerly), so screens render in one pass. */
export function preloadCatalogs(language: Language, messages: Messages) {
  loaded.set(language, messages)
}

/** Loads `language` and makes it the page language. */
export async function switchLanguage(language: Language, modules: readonly FrontendModule[]) {
  const [messages] = await Promise.all([loadCatalogs(language, modules), prepareDirection(language)])
  setLanguage(language, messages)
}

/**
 * react-admin's i18n provider over the shell's texts: `changeLocale` (react-admin's `useSetLocale`,
 * Settings › Preferences) loads the language, then react-admin redraws every screen. A key nobody
 * defines (a field label react-admin derives from its source) falls back to react-admin's default
 * text (`_`), else to the key; resource names come from each manifest's label key.
 */
export function createI18nProvider(modules: readonly FrontendModule[]): I18nProvider {
  const resourceLabels = new Map<string, string>(
    modules
      .flatMap((module) => module.resources ?? [])
      .flatMap((resource) => (resource.label ? [[`resources.${resource.name}.name`, resource.label] as const] : []))
  )
  return {
    translate: (key: string, options: TranslateOptions = {}) => {
      const label = resourceLabels.get(key)
      return label ? translate(label, { ...options, _: options._ ?? label }) : translate(key, options)
    },
    changeLocale: async (locale: string) => {
      if (!isLanguage(locale)) throw new Error(`Unknown language ${locale}`)
      if (locale !== currentLanguage() || !loaded.has(locale)) await switchLanguage(locale, modules)
    },
    getLocale: currentLanguage,
    getLocales: () => LANGUAGES.map((language) => ({ locale: language.code, name: language.label })),
  }
}

/**
 * The provider once the page language's catalogs are loaded (null before): the signed-in app
 * renders nothing in another language first. Falls back to English when the language cannot load.
 */
export function useLoadedI18nProvider(modules: readonly FrontendModule[]): I18nProvider | null {
  const provider = useMemo(() => createI18nProvider(modules), [modules])
  const [ready, setReady] = useState(() => {
    const cached = loaded.get(currentLanguage())
    if (cached && textDirection(currentLanguage()) === 'ltr') setLanguage(currentLanguage(), cached)
    return Boolean(cached) && textDirection(currentLanguage()) === 'ltr'
  })
  useEffect(() => {
    if (ready) return
    let live = true
    switchLanguage(currentLanguage(), modules)
      .catch(() => switchLanguage('en', modules))
      .catch(() => undefined)
      .finally(() => live && setReady(true))
    return () => {
      live = false
    }
  }, [ready, modules])
  return ready ? provider : null
}
