import type { EmotionCache } from '@emotion/react'
import type { RaThemeOptions } from 'react-admin'
import type { Language } from '@core/shared'
import { textDirection } from './shell/i18n'

let rtlCache: EmotionCache | null = null
let localTheme: ((language: Language) => RaThemeOptions) | null = null

/**
 * Loads what a language needs in the themes before it shows (each its own chunk, fetched beside the
 * catalogs): MUI's texts and right-to-left options, and for right to left the mirroring style cache.
 */
export async function prepareDirection(language: Language) {
  const [theme, cache] = await Promise.all([
    localTheme ?? import('./localTheme').then((module) => module.localTheme),
    textDirection(language) === 'rtl' && !rtlCache ? import('./rtlCache').then((module) => module.rtlCache) : rtlCache,
  ])
  localTheme = theme
  rtlCache = cache
}

/** What the page language adds to the themes, once prepared. */
export const loadedLocalTheme = () => localTheme

/** The mirroring style cache, once a right-to-left language has been prepared. */
export const loadedRtlCache = () => rtlCache
