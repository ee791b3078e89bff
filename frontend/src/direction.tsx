import { useMemo, type ReactNode } from 'react'
import { CacheProvider } from '@emotion/react'
import { deepmerge } from '@mui/utils'
import type { RaThemeOptions } from 'react-admin'
import { loadedLocalTheme, loadedRtlCache } from './rtl'
import { textDirection, useLanguage } from './shell/i18n'

/** The themes in the page language: its direction, MUI's own texts. */
export function useLocalizedThemes(dark: RaThemeOptions, light: RaThemeOptions) {
  const language = useLanguage()
  // Read on every render: it arrives with the first language's catalogs.
  const localTheme = loadedLocalTheme()
  return useMemo(() => {
    const local = localTheme?.(language)
    return local ? { dark: deepmerge(dark, local), light: deepmerge(light, local) } : { dark, light }
  }, [localTheme, language, dark, light])
}

/** Right to left: styles go through the mirroring cache (MUI's RTL setup). */
export function DirectionProvider({ children }: { children: ReactNode }) {
  const cache = textDirection(useLanguage()) === 'rtl' ? loadedRtlCache() : null
  return cache ? <CacheProvider value={cache}>{children}</CacheProvider> : <>{children}</>
}
