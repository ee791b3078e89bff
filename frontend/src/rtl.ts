import type { EmotionCache } from '@emotion/react'
import type { Language } from '@core/shared'
import { textDirection } from './shell/i18n'

let rtlCache: EmotionCache | null = null

/** Loads what a right-to-left language needs before it shows: the mirroring style cache (its own chunk). */
export async function prepareDirection(language: Language) {
  if (textDirection(language) === 'rtl' && !rtlCache) rtlCache = (await import('./rtlCache')).rtlCache
}

/** The mirroring style cache, once a right-to-left language has been prepared. */
export const loadedRtlCache = () => rtlCache
