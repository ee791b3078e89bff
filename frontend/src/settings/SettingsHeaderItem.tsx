import { useEffect, useRef } from 'react'
import Chip from '@mui/material/Chip'
import Tooltip from '@mui/material/Tooltip'
import ConstructionIcon from '@mui/icons-material/Construction'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useTranslate } from 'react-admin'
import { takeChosenLanguage } from '../shell/i18n'
import { useSession } from '../shell/session'
import { useApplyPreferences } from './preferences'
import { settingsApi, SETTINGS_QUERY_KEY } from './settingsApi'
import { useSite } from './site'

/**
 * In the header of every signed-in page: loads the user's settings right after sign-in and
 * applies their preferences (theme, time zone, language; a language picked on the sign-in page is
 * saved to the account first), sends users the system requires to
 * have 2FA to its setup once per session, and shows when maintenance mode is on.
 */
export default function SettingsHeaderItem() {
  const { token, user } = useSession()
  const site = useSite()
  const navigate = useNavigate()
  const applyPreferences = useApplyPreferences()
  const translate = useTranslate()
  const queryClient = useQueryClient()
  // While impersonating, the creator's preferences are theirs: the admin's own stay in place.
  const impersonating = Boolean(user?.isImpersonated)
  const { data } = useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: settingsApi.personal,
    enabled: Boolean(token) && !impersonating,
  })
  const prompted = useRef<string | null>(null)

  useEffect(() => {
    if (!data || impersonating) return
    // A language picked on the sign-in page becomes the account's (saved, then applied with the rest).
    const chosen = takeChosenLanguage()
    if (chosen && chosen !== data.preferences.language) {
      void settingsApi.savePersonal({ preferences: { language: chosen } }).then(
        (saved) => queryClient.setQueryData(SETTINGS_QUERY_KEY, saved),
        () => applyPreferences(data.preferences)
      )
      return
    }
    applyPreferences(data.preferences)
  }, [data, impersonating, applyPreferences, queryClient])

  useEffect(() => {
    if (!data?.security.mustSetupTwoFactor || !token || prompted.current === token) return
    prompted.current = token
    navigate('/settings?setup=2fa')
  }, [data, token, navigate])

  if (!site?.maintenanceMode) return null
  return (
    <Tooltip title={translate('shell.settings.maintenanceTooltip')}>
      <Chip
        icon={<ConstructionIcon />}
        label={translate('shell.settings.maintenanceChip')}
        color="warning"
        size="small"
        variant="outlined"
      />
    </Tooltip>
  )
}
