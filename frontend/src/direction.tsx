import { useMemo, type ReactNode } from 'react'
import { CacheProvider } from '@emotion/react'
import { deepmerge } from '@mui/utils'
import type { RaThemeOptions } from 'react-admin'
import { loadedRtlCache } from './rtl'
import { textDirection, translate, useLanguage } from './shell/i18n'

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

type PageItem = 'first' | 'last' | 'next' | 'previous' | 'page' | 'start-ellipsis' | 'end-ellipsis'

/** MUI's own texts (its components default to English) in the page language. */
function muiTexts(): RaThemeOptions {
  const navigation = (type: PageItem, page?: number | null, selected?: boolean) =>
    type === 'page'
      ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page })
      : translate(`ra.navigation.${type}`)
  return {
    components: {
      MuiAutocomplete: {
        defaultProps: {
          openText: translate('shell.mui.open'),
          closeText: translate('ra.action.close'),
          clearText: translate('shell.mui.clear'),
          noOptionsText: translate('shell.mui.noOptions'),
          loadingText: translate('shell.loading'),
        },
      },
      MuiAlert: { defaultProps: { closeText: translate('ra.action.close') } },
      MuiPagination: { defaultProps: { getItemAriaLabel: navigation } },
      MuiTablePagination: {
        defaultProps: {
          labelRowsPerPage: translate('ra.navigation.page_rows_per_page'),
          labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
            translate(count === -1 ? 'ra.navigation.partial_page_range_info' : 'ra.navigation.page_range_info', {
              offsetBegin: from,
              offsetEnd: to,
              total: count,
            }),
          getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') => navigation(type),
        },
      },
    },
  }
}

/** The themes in the page language: its direction, MUI's own texts. */
export function useLocalizedThemes(dark: RaThemeOptions, light: RaThemeOptions) {
  const language = useLanguage()
  return useMemo(() => {
    const local = deepmerge(muiTexts(), textDirection(language) === 'rtl' ? rightToLeft : {})
    return { dark: deepmerge(dark, local), light: deepmerge(light, local) }
  }, [language, dark, light])
}

/** Right to left: styles go through the mirroring cache (MUI's RTL setup). */
export function DirectionProvider({ children }: { children: ReactNode }) {
  const cache = textDirection(useLanguage()) === 'rtl' ? loadedRtlCache() : null
  return cache ? <CacheProvider value={cache}>{children}</CacheProvider> : <>{children}</>
}
