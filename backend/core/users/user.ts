import { DateTime } from 'luxon'
import { compose } from '@adonisjs/core/helpers'
import hash from '@adonisjs/core/services/hash'
import { BaseModel, beforeSave, column } from '@adonisjs/lucid/orm'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { DbAccessTokensProvider, type AccessToken } from '@adonisjs/auth/access_tokens'
import type { Role } from '../shared/roles.js'
import { decryptTwoFactorSecret, encryptTwoFactorSecret } from '../auth/two_factor_secret.js'

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email', 'username'],
  passwordColumnName: 'password',
})

/** How bearer tokens are stored (`auth_access_tokens`) and shaped (`pd_…`). */
export const ACCESS_TOKEN_OPTIONS = {
  prefix: 'pd_',
  table: 'auth_access_tokens',
  type: 'auth_token',
  tokenSecretLength: 40,
}

/** Every account: admins, creators and moderators (a moderator works for `creatorId`). */
export default class User extends compose(BaseModel, AuthFinder) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare email: string

  @column()
  declare username: string | null

  @column()
  declare name: string

  @column()
  declare role: Role

  @column({ serializeAs: null })
  declare password: string | null

  @column({ consume: (v) => Boolean(v) })
  declare isActive: boolean

  @column()
  declare creatorId: number | null

  @column()
  declare tiktokUsername: string | null

  @column()
  declare avatar: string | null

  /** The TOTP secret in clear here; encrypted with APP_KEY in the column. */
  @column({
    serializeAs: null,
    prepare: (value: string | null) => (value === null ? null : encryptTwoFactorSecret(value)),
    consume: (value: string | null) => (value === null ? null : decryptTwoFactorSecret(value)),
  })
  declare twoFactorSecret: string | null

  @column({ consume: (v) => Boolean(v) })
  declare twoFactorEnabled: boolean

  @column({ serializeAs: null })
  declare twoFactorRecoveryCodes: string | null

  @column.dateTime()
  declare passwordChangedAt: DateTime | null

  /** Strength label of the password when it was last set or used (settings; never the password). */
  @column({ serializeAs: null })
  declare passwordStrength: 'Weak' | 'Fair' | 'Good' | 'Strong' | null

  /** Last TOTP time step accepted, so a code is never accepted twice (settings). */
  @column({ serializeAs: null, consume: (v) => (v === null ? null : Number(v)) })
  declare twoFactorLastStep: number | null

  @column.dateTime()
  declare lastLoginAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  /** Any password change (by the user, an admin or a creator) dates 'Last changed' (settings). */
  @beforeSave()
  static stampPasswordChange(user: User) {
    if (user.$dirty.password) {
      user.passwordChangedAt = DateTime.now()
      if (!('passwordStrength' in user.$dirty)) user.passwordStrength = null
    }
  }

  /** Set by the tokens guard on the authenticated user. */
  declare currentAccessToken?: AccessToken

  static accessTokens = DbAccessTokensProvider.forModel(User, ACCESS_TOKEN_OPTIONS)
}
