import { useMemo, type ReactNode } from 'react'
import { CacheProvider } from '@emotion/react'
import { deepmerge } from '@mui/utils'
import type { RaThemeOptions } from 'react-admin'
import { loadedRtlCache } from './rtl'
import { textDirection, useLanguage } from './shell/i18n'

/** Icons that point (back, next, undo, send, sign in and out): mirrored right to left. */
const POINTING_ICONS = [
  'ArrowBack',
  'ArrowForward',
  'ArrowBackIos',
  'ArrowBackIosNew',
  'ArrowForwardIos',
  'ArrowRightAlt',
  'ChevronLeft',
  'ChevronRight',
  'Undo',
  'Redo',
  'Send',
  'Login',
  'Logout',
]
const mirrored = POINTING_ICONS.map((icon) => `&[data-testid="${icon}Icon"]`).join(', ')

const rightToLeft: RaThemeOptions = {
  direction: 'rtl',
  components: { MuiSvgIcon: { styleOverrides: { root: { [mirrored]: { transform: 'scaleX(-1)' } } } } },
}

/** The themes in the page language's direction. */
export function useDirectedThemes(dark: RaThemeOptions, light: RaThemeOptions) {
  const rtl = textDirection(useLanguage()) === 'rtl'
  return useMemo(
    () => (rtl ? { dark: deepmerge(dark, rightToLeft), light: deepmerge(light, rightToLeft) } : { dark, light }),
    [rtl, dark, light]
  )
}

/** Right to left: styles go through the mirroring cache (MUI's RTL setup). */
export function DirectionProvider({ children }: { children: ReactNode }) {
  const cache = textDirection(useLanguage()) === 'rtl' ? loadedRtlCache() : null
  return cache ? <CacheProvider value={cache}>{children}</CacheProvider> : <>{children}</>
}
