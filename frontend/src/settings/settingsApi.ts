import { api } from '../shell/api'
import type {
  PersonalSettings,
  PersonalSettingsUpdate,
  SettingField,
  SystemSettings,
  SystemSettingsUpdate,
} from '@core/shared'

/** The settings and account-security calls (docs/api/settings.md). */
export const settingsApi = {
  personal: () => api.get<{ settings: PersonalSettings }>('/api/settings').then((answer) => answer.settings),
  savePersonal: (update: PersonalSettingsUpdate) =>
    api.put<{ settings: PersonalSettings }>('/api/settings', update).then((answer) => answer.settings),
  system: () => api.get<{ settings: SystemSettings }>('/api/admin/settings').then((answer) => answer.settings),
  /** What each system setting is (the kernel's and the enabled modules'): the admin sections render from it. */
  systemDeclarations: () =>
    api.get<{ declarations: SettingField[] }>('/api/admin/settings/declarations').then((answer) => answer.declarations),
  saveSystem: (update: SystemSettingsUpdate) =>
    api.put<{ settings: SystemSettings }>('/api/admin/settings', update).then((answer) => answer.settings),
  changePassword: (currentPassword: string, newPassword: string) =>
    api.post<{ passwordChangedAt: string }>('/api/auth/change-password', { currentPassword, newPassword }),
  setupTwoFactor: () => api.post<{ secret: string; otpauthUrl: string; qrCode: string }>('/api/auth/2fa/setup'),
  enableTwoFactor: (code: string) =>
    api.post<{ recoveryCodes: string[] }>('/api/auth/2fa/enable', { code }).then((answer) => answer.recoveryCodes),
  disableTwoFactor: (password: string, code: string) => api.post('/api/auth/2fa/disable', { password, code }),
  deleteAccount: (password: string) => api.post('/api/auth/delete-account', { password }),
}

export const SETTINGS_QUERY_KEY = ['settings', 'personal'] as const
export const SYSTEM_SETTINGS_QUERY_KEY = ['settings', 'system'] as const
export const SYSTEM_DECLARATIONS_QUERY_KEY = ['settings', 'system', 'declarations'] as const
