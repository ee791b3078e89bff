import createCache from '@emotion/cache'
import rtlPlugin from 'stylis-plugin-rtl'

/**
 * The style cache of right-to-left pages (Arabic): every style MUI and the screens write is
 * mirrored (margin-left becomes margin-right, and so on). Its own chunk, loaded with an RTL
 * language only. Without emotion's default vendor prefixer: the browsers this app supports need none.
 */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] })
