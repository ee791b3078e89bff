import type { RaThemeOptions } from 'react-admin'
import { deepmerge } from '@mui/utils'
import type { Language } from '@core/shared'
import { textDirection, translate } from './shell/i18n'

/*
| What a language changes in the themes: MUI's own texts and, right to left, the direction (icons
| that point mirror through POINTING_ICON, shell/ui/pointing.ts). Its own chunk, loaded beside the
| first language's catalogs, so it adds nothing to the signed-in app's first chunk (issue #36).
*/

const rightToLeft: RaThemeOptions = { direction: 'rtl' }

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

/** The theme options `language` adds: MUI's texts, and right to left for Arabic. */
export function localTheme(language: Language): RaThemeOptions {
  return deepmerge(muiTexts(), textDirection(language) === 'rtl' ? rightToLeft : {})
}
