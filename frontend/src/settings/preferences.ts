import { useCallback } from 'react'
import { useSetLocale, useTheme } from 'react-admin'
import { setDisplayTimeZone } from '../shell/format'
import type { PreferenceSettings } from '@core/shared'

/**
 * Applies a user's preferences at once: the theme, the time zone of displayed times, the page
 * language (react-admin's locale: it loads the language, then redraws every screen in it).
 */
export function useApplyPreferences() {
  const [, setTheme] = useTheme()
  const setLocale = useSetLocale()
  return useCallback(
    (preferences: PreferenceSettings) => {
      setTheme(preferences.theme)
      setDisplayTimeZone(preferences.timezone)
      setLocale(preferences.language)
    },
    [setTheme, setLocale]
  )
}
