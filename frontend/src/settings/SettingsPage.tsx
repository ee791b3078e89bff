import { Suspense, createElement, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { errorMessage } from '../shell/api'
import type { Role, SettingsSection } from '../shell/manifest'
import { useToast } from '../shell/notify'
import { lazyComponent, useShell } from '../shell/registry'
import { session, useSession, type SessionUser } from '../shell/session'
import { ErrorPanel } from '../shell/ui/ErrorPanel'
import { LoadingState } from '../shell/ui/LoadingState'
import { PageHeader } from '../shell/ui/PageHeader'
import { useT, type Translate } from '../shell/i18n'
import { SaveBar } from './SaveBar'
import {
  withSystemSettingValue,
  type PersonalSettings,
  type SettingField,
  type SettingSection,
  type SystemSettings,
} from '@core/shared'
import { useApplyPreferences } from './preferences'
import { SettingsSaveProvider, type SettingsSaveHandler } from './saveRegistry'
import {
  settingsApi,
  SETTINGS_QUERY_KEY,
  SYSTEM_DECLARATIONS_QUERY_KEY,
  SYSTEM_SETTINGS_QUERY_KEY,
} from './settingsApi'
import { systemErrors } from './settingsForm'
import { SITE_QUERY_KEY } from './site'
import { SettingsCard } from './SettingsCard'
import { ProfileSection, type ProfileDraft } from './sections/ProfileSection'
import { NotificationsSection } from './sections/NotificationsSection'
import { PreferencesSection } from './sections/PreferencesSection'
import { SystemSettingsSection } from './sections/SystemSettingsSection'
import { AccountSecuritySection } from './sections/AccountSecuritySection'
import { DangerZoneSection } from './sections/DangerZoneSection'
import { IntegrationsSection } from './sections/IntegrationsSection'
import { ChangePasswordDialog } from './dialogs/ChangePasswordDialog'
import { TwoFactorSetupDialog } from './dialogs/TwoFactorSetupDialog'
import { TwoFactorDisableDialog } from './dialogs/TwoFactorDisableDialog'
import { DeleteAccountDialog } from './dialogs/DeleteAccountDialog'

type Dialog = 'password' | 'enable-2fa' | 'disable-2fa' | 'delete' | null

/** A section on the page: the core's render in place, modules' load on demand. */
interface PageSection {
  id: string
  title: string
  order: number
  roles?: readonly Role[]
  tone?: 'danger'
  subheader?: string
  render: () => ReactNode
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function profileErrors(draft: ProfileDraft, t: Translate): Partial<Record<keyof ProfileDraft, string>> {
  const errors: Partial<Record<keyof ProfileDraft, string>> = {}
  if (!draft.name.trim()) errors.name = t('shell.settings.profile.nameRequired')
  if (!EMAIL.test(draft.email.trim())) errors.email = t('shell.settings.profile.emailInvalid')
  return errors
}

function moduleSection(section: SettingsSection, t: Translate): PageSection {
  return {
    ...section,
    title: t(section.title),
    render: () => <Suspense fallback={<LoadingState />}>{createElement(lazyComponent(section.component))}</Suspense>,
  }
}

/** The admin's system settings: their values and what the server declares about each. */
interface SystemData {
  settings: SystemSettings
  fields: SettingField[]
}

function SettingsForm({
  user,
  personal,
  system,
}: {
  user: SessionUser
  personal: PersonalSettings
  system: SystemData | null
}) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const applyPreferences = useApplyPreferences()
  const t = useT()
  const { modules } = useShell()
  const [searchParams, setSearchParams] = useSearchParams()
  const isAdmin = user.role === 'ADMIN'
  const readOnly = user.isImpersonated

  const [profile, setProfile] = useState<ProfileDraft>({ name: personal.profile.name, email: personal.profile.email })
  const [notifications, setNotifications] = useState(personal.notifications)
  const [preferences, setPreferences] = useState(personal.preferences)
  const [systemDraft, setSystemDraft] = useState(system?.settings ?? null)
  const [saving, setSaving] = useState(false)
  const [dialog, setDialog] = useState<Dialog>(null)
  // /settings?setup=2fa (sent by the header when the system requires 2FA) opens the setup.
  const setupAsked = searchParams.get('setup') === '2fa'
  useEffect(() => {
    if (setupAsked && !personal.security.twoFactorEnabled) setDialog('enable-2fa')
  }, [setupAsked, personal.security.twoFactorEnabled])

  // Module sections join Save Changes through useSettingsSave.
  const saveHandlers = useRef(new Set<{ current: SettingsSaveHandler }>())
  const register = useCallback((handler: { current: SettingsSaveHandler }) => {
    saveHandlers.current.add(handler)
    return () => void saveHandlers.current.delete(handler)
  }, [])

  const errors = {
    profile: personal.profile.editable ? profileErrors(profile, t) : {},
    system: system && systemDraft ? systemErrors(system.fields, systemDraft) : {},
  }
  const invalid = Object.keys(errors.profile).length > 0 || Object.keys(errors.system).length > 0
  const saveBlocked = invalid ? t('shell.settings.fixFields') : null

  const reloadPersonal = () => queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY })

  /** The account's own settings; not while impersonating (the server refuses them, 403). */
  async function savePersonal() {
    const saved = await settingsApi.savePersonal({
      notifications,
      preferences,
      ...(personal.profile.editable ? { profile: { name: profile.name.trim(), email: profile.email.trim() } } : {}),
    })
    queryClient.setQueryData(SETTINGS_QUERY_KEY, saved)
    applyPreferences(saved.preferences)
    if (personal.profile.editable) await session.refreshUser()
  }

  async function saveLanguage(language: PersonalSettings['preferences']['language']) {
    try {
      const saved = await settingsApi.savePersonal({ preferences: { language } })
      queryClient.setQueryData(SETTINGS_QUERY_KEY, saved)
      applyPreferences({ ...preferences, language: saved.preferences.language })
    } catch (error) {
      setPreferences((current) => ({ ...current, language: preferences.language }))
      toast({
        title: t('shell.settings.saveFailed'),
        description: errorMessage(error, t('shell.settings.tryAgain')),
        variant: 'error',
      })
    }
  }

  async function save() {
    setSaving(true)
    try {
      if (!readOnly) await savePersonal()
      if (systemDraft) {
        queryClient.setQueryData(SYSTEM_SETTINGS_QUERY_KEY, await settingsApi.saveSystem(systemDraft))
        void queryClient.invalidateQueries({ queryKey: SITE_QUERY_KEY })
      }
      for (const handler of saveHandlers.current) await handler.current()
      toast({
        title: t('shell.settings.savedTitle'),
        description: t(isAdmin ? 'shell.settings.systemSaved' : 'shell.settings.saved'),
      })
    } catch (error) {
      toast({
        title: t('shell.settings.saveFailed'),
        description: errorMessage(error, t('shell.settings.tryAgain')),
        variant: 'error',
      })
    } finally {
      setSaving(false)
    }
  }

  const closeDialog = () => {
    setDialog(null)
    if (searchParams.has('setup')) setSearchParams({}, { replace: true })
  }

  const accountSecurity = (
    <AccountSecuritySection
      security={personal.security}
      disabled={readOnly}
      onChangePassword={() => setDialog('password')}
      onEnableTwoFactor={() => setDialog('enable-2fa')}
      onDisableTwoFactor={() => setDialog('disable-2fa')}
    />
  )
  const systemSection = (section: SettingSection) =>
    system &&
    systemDraft && (
      <SystemSettingsSection
        fields={system.fields.filter((field) => field.section === section)}
        value={systemDraft}
        errors={errors.system}
        onChange={(key, value) => setSystemDraft((current) => current && withSystemSettingValue(current, key, value))}
      />
    )

  const coreSections: PageSection[] = [
    {
      id: 'profile',
      title: t('shell.settings.sections.profile'),
      order: 10,
      render: () => (
        <ProfileSection profile={personal.profile} draft={profile} errors={errors.profile} onChange={setProfile} />
      ),
    },
    {
      id: 'notifications',
      title: t('shell.settings.sections.notifications'),
      order: 40,
      render: () => (
        <NotificationsSection
          value={notifications}
          emailAvailable={personal.emailAvailable}
          disabled={readOnly}
          onChange={setNotifications}
        />
      ),
    },
    {
      id: 'preferences',
      title: t('shell.settings.sections.preferences'),
      order: 45,
      render: () => (
        <PreferencesSection
          value={preferences}
          disabled={readOnly}
          onChange={(next) => {
            setPreferences(next)
            // The theme switches at once and Save Changes keeps it; a language is saved at once,
            // as the whole app (this page included) is drawn again in it.
            if (next.language === preferences.language) applyPreferences(next)
            else void saveLanguage(next.language)
          }}
        />
      ),
    },
    {
      id: 'general',
      title: t('shell.settings.sections.general'),
      subheader: t('shell.settings.sections.generalHint'),
      order: 50,
      roles: ['ADMIN'],
      render: () => systemSection('general'),
    },
    {
      id: 'security',
      title: t('shell.settings.sections.security'),
      order: 60,
      roles: ['ADMIN'],
      render: () => (
        <Stack spacing={3}>
          {systemSection('security')}
          <Divider />
          <Typography variant="subtitle2" color="text.secondary" component="h3">
            {t('shell.settings.sections.yourAccount')}
          </Typography>
          {accountSecurity}
        </Stack>
      ),
    },
    {
      id: 'integrations',
      title: t('shell.settings.sections.integrations'),
      subheader: t('shell.settings.sections.integrationsHint'),
      order: 65,
      render: () => <IntegrationsSection role={user.role} disabled={readOnly} />,
    },
    {
      id: 'account-security',
      title: t('shell.settings.sections.accountSecurity'),
      order: 70,
      roles: ['CREATOR', 'MODERATOR'],
      render: () => accountSecurity,
    },
    {
      id: 'danger-zone',
      title: t('shell.settings.sections.dangerZone'),
      order: 80,
      tone: 'danger',
      roles: ['CREATOR', 'MODERATOR'],
      render: () => <DangerZoneSection disabled={readOnly} onDelete={() => setDialog('delete')} />,
    },
  ]
  const sections = [
    ...coreSections,
    ...modules.flatMap((module) => (module.settingsSections ?? []).map((section) => moduleSection(section, t))),
  ]
    .filter((section) => !section.roles || section.roles.includes(user.role))
    .sort((a, b) => a.order - b.order)

  return (
    <SettingsSaveProvider register={register}>
      <PageHeader
        title={t(isAdmin ? 'shell.settings.titleAdmin' : 'shell.settings.titleOwn')}
        subtitle={t(isAdmin ? 'shell.settings.subtitleAdmin' : 'shell.settings.subtitleOwn')}
      />
      <Stack spacing={3} sx={{ maxWidth: 880 }}>
        {readOnly && <Alert severity="info">{t('shell.settings.impersonationPartial')}</Alert>}
        {personal.security.mustSetupTwoFactor && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" onClick={() => setDialog('enable-2fa')}>
                {t('shell.settings.setUpNow')}
              </Button>
            }
          >
            {t('shell.settings.twoFactorRequired')}
          </Alert>
        )}
        {sections.map((section) => (
          <SettingsCard
            key={section.id}
            id={section.id}
            title={section.title}
            subheader={section.subheader}
            tone={section.tone}
          >
            {section.render()}
          </SettingsCard>
        ))}
        <SaveBar saving={saving} invalid={invalid} blockedReason={saveBlocked} onSave={() => void save()} />
      </Stack>
      <ChangePasswordDialog open={dialog === 'password'} onClose={closeDialog} onChanged={reloadPersonal} />
      <TwoFactorSetupDialog
        open={dialog === 'enable-2fa'}
        required={personal.security.mustSetupTwoFactor}
        onClose={closeDialog}
        onEnabled={reloadPersonal}
      />
      <TwoFactorDisableDialog open={dialog === 'disable-2fa'} onClose={closeDialog} onDisabled={reloadPersonal} />
      <DeleteAccountDialog open={dialog === 'delete'} role={user.role} onClose={closeDialog} />
    </SettingsSaveProvider>
  )
}

/** /settings (docs/api/settings.md): 'System Settings' for admins, 'My Settings' for everyone else. */
export default function SettingsPage() {
  const { user } = useSession()
  const t = useT()
  const isAdmin = user?.role === 'ADMIN'
  const personal = useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: settingsApi.personal })
  const system = useQuery({ queryKey: SYSTEM_SETTINGS_QUERY_KEY, queryFn: settingsApi.system, enabled: isAdmin })
  const declarations = useQuery({
    queryKey: SYSTEM_DECLARATIONS_QUERY_KEY,
    queryFn: settingsApi.systemDeclarations,
    enabled: isAdmin,
  })
  const loaded = personal.data && (!isAdmin || (system.data && declarations.data))

  if (!user) return null
  const failure = personal.error ?? system.error ?? declarations.error
  if (failure) {
    return (
      <>
        <PageHeader title={t(isAdmin ? 'shell.settings.titleAdmin' : 'shell.settings.titleOwn')} />
        <ErrorPanel
          title={t('shell.settings.loadError')}
          message={errorMessage(failure, t('shell.settings.loadFailed'))}
          onRetry={() =>
            void Promise.all([personal.refetch(), ...(isAdmin ? [system.refetch(), declarations.refetch()] : [])])
          }
        />
      </>
    )
  }
  if (!loaded) return <LoadingState label={t('shell.settings.loading')} />
  return (
    <SettingsForm
      key={user.id}
      user={user}
      personal={personal.data!}
      system={isAdmin ? { settings: system.data!, fields: declarations.data! } : null}
    />
  )
}
