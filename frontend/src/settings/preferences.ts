import { useCallback } from 'react'
import { useTheme } from 'react-admin'
import { setDisplayTimeZone } from '../shell/format'
import type { PreferenceSettings } from '@core/shared'

/** Applies a user's preferences at once: the theme, the time zone of displayed times, the page language. */
export function useApplyPreferences() {
  const [, setTheme] = useTheme()
  return useCallback(
    (preferences: PreferenceSettings) => {
      setTheme(preferences.theme)
      setDisplayTimeZone(preferences.timezone)
      document.documentElement.lang = preferences.language
    },
    [setTheme]
  )
}
