import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '../users/user.js'
import type { UserActing } from '../acting/acting.js'
import { record } from '../audit/recorder.js'
import { ApiError } from '../http/api_error.js'
import { storedRecoveryHashes } from '../auth/two_factor.js'
import { emailAvailable } from '../mail/mailer.js'
import UserSettings from './models/user_settings.js'
import { getSystemSettings } from './system_settings_service.js'
import {
  PERSONAL_SETTING_DEFAULTS,
  SETTINGS_EVENTS,
  SETTINGS_TEXTS,
  type NotificationSettings,
  type PersonalSettings,
  type PersonalSettingsUpdate,
  type PreferenceSettings,
} from '../shared/settings.js'
import { lockAccount } from '../users/account_lock.js'
import { CORE_ERRORS } from '../shared/error_codes.js'

type Changes = Record<string, { before: unknown; after: unknown }>

function notificationsOf(row: UserSettings | null): NotificationSettings {
  if (!row) return { ...PERSONAL_SETTING_DEFAULTS.notifications }
  return {
    email: row.emailNotifications,
    push: row.pushNotifications,
    powerupExpiry: row.powerupExpiryAlerts,
    newPlayers: row.newPlayerAlerts,
  }
}

function preferencesOf(row: UserSettings | null): PreferenceSettings {
  if (!row) return { ...PERSONAL_SETTING_DEFAULTS.preferences }
  return { theme: row.theme, language: row.language, timezone: row.timezone }
}

function columnsOf(notifications: NotificationSettings, preferences: PreferenceSettings) {
  return {
    emailNotifications: notifications.email,
    pushNotifications: notifications.push,
    powerupExpiryAlerts: notifications.powerupExpiry,
    newPlayerAlerts: notifications.newPlayers,
    ...preferences,
  }
}

/** Each user's notification switches (their saved ones, else the defaults), for modules that notify. */
export async function notificationSwitches(userIds: number[], client?: QueryClientContract) {
  const rows = userIds.length ? await UserSettings.query({ client }).whereIn('user_id', userIds) : []
  const saved = new Map(rows.map((row) => [row.userId, row]))
  return new Map(userIds.map((id) => [id, notificationsOf(saved.get(id) ?? null)]))
}

/** The caller's settings: profile (moderators with their creator), notifications, preferences, security. */
export async function personalSettings(acting: UserActing, client?: QueryClientContract): Promise<PersonalSettings> {
  const user = acting.user
  const [row, system] = await Promise.all([UserSettings.find(user.id, { client }), getSystemSettings(client)])
  const creator = user.role === 'MODERATOR' ? acting.creator : null
  return {
    profile: {
      name: user.name,
      email: user.email,
      username: user.username,
      role: user.role,
      tiktokUsername: user.tiktokUsername,
      editable: user.role === 'ADMIN' && !acting.impersonation,
      creatorName: creator?.name ?? null,
      creatorTiktokUsername: creator?.tiktokUsername ?? null,
    },
    notifications: notificationsOf(row),
    emailAvailable: emailAvailable(),
    preferences: preferencesOf(row),
    security: {
      twoFactorEnabled: user.twoFactorEnabled,
      mustSetupTwoFactor: system.twoFactorRequired && !user.twoFactorEnabled,
      passwordStrength: user.passwordStrength,
      passwordChangedAt: (user.passwordChangedAt ?? user.createdAt).toISO()!,
      recoveryCodesLeft: user.twoFactorEnabled ? storedRecoveryHashes(user).length : 0,
    },
  }
}

/** Whose account a request may change: its own user, never while an admin impersonates. */
export function ownAccount(acting: UserActing): User {
  if (acting.impersonation)
    throw new ApiError(403, SETTINGS_TEXTS.impersonationReadOnly, CORE_ERRORS.impersonation_read_only)
  return acting.user
}

function diff(changes: Changes, group: string, before: object, after: object) {
  for (const [key, value] of Object.entries(after)) {
    const previous = (before as Record<string, unknown>)[key]
    if (previous !== value) changes[`${group}.${key}`] = { before: previous, after: value }
  }
}

async function updateProfile(
  user: User,
  profile: NonNullable<PersonalSettingsUpdate['profile']>,
  changes: Changes,
  trx: TransactionClientContract
) {
  const wanted = { name: profile.name ?? user.name, email: profile.email ?? user.email }
  const current = { name: user.name, email: user.email }
  if (wanted.name === current.name && wanted.email === current.email) return
  // Clients may send the profile back unchanged; only a real change needs the admin role.
  if (user.role !== 'ADMIN') throw new ApiError(403, SETTINGS_TEXTS.profileForbidden, CORE_ERRORS.profile_forbidden)
  if (wanted.email !== current.email) {
    const taken = await User.query({ client: trx })
      .whereRaw('lower(email) = ?', [wanted.email.toLowerCase()])
      .whereNot('id', user.id)
      .first()
    if (taken) throw new ApiError(409, 'Email already in use', CORE_ERRORS.email_taken)
  }
  diff(changes, 'profile', current, wanted)
  user.useTransaction(trx)
  user.merge(wanted)
  await user.save()
}

/** Saves the given parts of the caller's settings and audits what changed (before and after). */
export async function updatePersonalSettings(
  acting: UserActing,
  update: PersonalSettingsUpdate,
  trx?: TransactionClientContract
) {
  const user = ownAccount(acting)
  const save = async (trx: TransactionClientContract) => {
    // One save of an account's settings at a time: parallel saves of different keys all stay, the
    // first creates the row once and each entry's "before" is true.
    await lockAccount(user.id, trx)
    const changes: Changes = {}
    if (update.profile) await updateProfile(user, update.profile, changes, trx)

    const row = await UserSettings.find(user.id, { client: trx })
    const notifications = { ...notificationsOf(row), ...update.notifications }
    const preferences = { ...preferencesOf(row), ...update.preferences }
    diff(changes, 'notifications', notificationsOf(row), notifications)
    diff(changes, 'preferences', preferencesOf(row), preferences)
    if (Object.keys(changes).length > 0) {
      await UserSettings.updateOrCreate({ userId: user.id }, columnsOf(notifications, preferences), { client: trx })
      await record(
        acting,
        SETTINGS_EVENTS.PERSONAL_SETTINGS_UPDATED,
        { type: 'USER', id: user.id, name: user.name },
        { changes },
        trx
      )
    }
    return personalSettings(acting, trx)
  }
  return trx ? save(trx) : db.transaction(save)
}
