import { defineApiContract, successWith, type ApiContract, type RouteContract } from './contract.js'
import type { BackendModule } from '../modules.js'
import { signInValidator } from '../auth/validators.js'
import { createTokenValidator } from '../auth/script_tokens_controller.js'
import {
  changePasswordValidator,
  deleteAccountValidator,
  disableTwoFactorValidator,
  enableTwoFactorValidator,
} from '../auth/account_validators.js'
import { updatePersonalSettingsValidator } from '../settings/validators.js'

const text = { type: 'string' }
const health = successWith({ status: text })
const message = successWith({ message: text })
const checks = { type: 'object', additionalProperties: { enum: ['ok', 'failing', 'degraded', 'not configured'] } }

/** The kernel's own routes (docs/api/core.md, docs/api/settings.md, docs/operators.md). */
export const CORE_CONTRACTS: ApiContract[] = [
  defineApiContract({
    tag: 'Accounts',
    description: 'Signing in, the first admin, the account’s security and its tokens for scripts.',
    routes: {
      'core.auth.signin': {
        summary: 'Sign in: answers a session token',
        body: signInValidator,
        responses: { 200: 'SignInResponse' },
      },
      'core.auth.setup.show': {
        summary: 'Whether the first admin is still to be made',
        responses: { 200: successWith({ setupRequired: { type: 'boolean' } }) },
      },
      'core.auth.setup': { summary: 'Make the first admin', responses: { 201: 'SessionResponse' } },
      'core.auth.me': { summary: 'The signed-in account', responses: { 200: 'SessionResponse' } },
      'core.auth.signout': { summary: 'Sign out: revokes the session token', responses: { 200: successWith() } },
      'core.account.password': {
        summary: 'Change the password: the account’s other sessions end',
        body: changePasswordValidator,
        responses: { 200: successWith({ passwordChangedAt: text, otherSessionsRevoked: { type: 'integer' } }) },
      },
      'core.account.2fa.setup': {
        summary: 'Start two-factor sign-in: answers the secret',
        responses: { 200: successWith({ secret: text, otpauthUrl: text, qrCode: text }) },
      },
      'core.account.2fa.enable': {
        summary: 'Turn two-factor sign-in on: answers the recovery codes',
        body: enableTwoFactorValidator,
        responses: { 200: successWith({ recoveryCodes: { type: 'array', items: text } }) },
      },
      'core.account.2fa.disable': {
        summary: 'Turn two-factor sign-in off',
        body: disableTwoFactorValidator,
        responses: { 200: successWith() },
      },
      'core.account.delete': {
        summary: 'Delete the account',
        body: deleteAccountValidator,
        responses: { 200: successWith() },
      },
      'core.tokens.index': { summary: 'The account’s tokens for scripts', responses: { 200: 'ScriptTokensResponse' } },
      'core.tokens.store': {
        summary: 'Make a token for scripts: answers it once',
        body: createTokenValidator,
        responses: { 201: 'CreatedScriptTokenResponse' },
      },
      'core.tokens.destroy': { summary: 'Revoke a token for scripts', responses: { 200: message } },
    },
  }),
  defineApiContract({
    tag: 'Settings',
    description: 'Personal settings, and the system settings admins keep.',
    routes: {
      'core.settings.site': {
        summary: 'The site’s public name and switches',
        responses: { 200: 'PublicSiteResponse' },
      },
      'core.settings.show': { summary: 'The account’s settings', responses: { 200: 'PersonalSettingsResponse' } },
      'core.settings.update': {
        summary: 'Change the account’s settings',
        body: updatePersonalSettingsValidator,
        responses: { 200: 'PersonalSettingsResponse' },
      },
      'core.settings.system.show': { summary: 'The system settings', responses: { 200: 'SystemSettingsResponse' } },
      'core.settings.system.declarations': {
        summary: 'What each system setting is and takes',
        responses: { 200: 'SettingDeclarationsResponse' },
      },
      'core.settings.system.update': {
        summary: 'Change system settings (keys as declared)',
        responses: { 200: 'SystemSettingsResponse' },
      },
    },
  }),
  defineApiContract({
    tag: 'Operations',
    description: 'Probes, the running version and its source, backups, server push and this document.',
    routes: {
      'core.health': { summary: 'Whether the server answers', responses: { 200: health } },
      'core.health.live': { summary: 'Liveness probe', responses: { 200: health } },
      'core.health.ready': {
        summary: 'Readiness probe: database, migrations, Redis',
        responses: {
          200: successWith({ status: text, checks }),
          503: { type: 'object', properties: { success: { const: false }, error: text, checks }, required: ['error'] },
        },
      },
      'core.about': {
        summary: 'The running version, its commit and where its source is',
        responses: {
          200: successWith({
            name: text,
            version: text,
            commit: { type: ['string', 'null'] },
            license: text,
            sourceUrl: text,
            noticesUrl: text,
          }),
        },
      },
      'core.about.source': {
        summary: 'The running version’s source',
        redirect: 'SOURCE_URL, or the running build’s source archive',
      },
      'core.about.source_archive': { summary: 'The running build’s source', produces: 'application/gzip' },
      'core.about.notices': { summary: 'Third-party notices', produces: 'text/plain' },
      'core.backup': { summary: 'A consistent SQLite backup (admins)', produces: 'application/octet-stream' },
      'core.push.ticket': {
        summary: 'A ticket to open a server-push stream',
        responses: { 200: successWith({ ticket: text, expiresIn: { type: 'integer' } }) },
      },
      'core.openapi': {
        summary: 'This OpenAPI document',
        responses: { 200: { type: 'object', required: ['openapi', 'paths'] } },
      },
    },
  }),
]

const row = { type: 'object', required: ['id'] }

/** The react-admin resources (core/resources): the same five routes for each, rows as the module serializes them. */
export function resourceContract(modules: readonly BackendModule[]): ApiContract {
  const routes: Record<string, RouteContract> = {}
  for (const { name } of modules.flatMap((module) => module.resources ?? [])) {
    routes[`resources.${name}.list`] = { summary: `List ${name}`, responses: { 200: { type: 'array', items: row } } }
    routes[`resources.${name}.show`] = { summary: `One of ${name}`, responses: { 200: row } }
    routes[`resources.${name}.create`] = { summary: `Add to ${name}`, responses: { 200: row } }
    routes[`resources.${name}.update`] = { summary: `Change one of ${name}`, responses: { 200: row } }
    routes[`resources.${name}.delete`] = { summary: `Delete one of ${name}`, responses: { 200: row } }
  }
  return defineApiContract({
    tag: 'Resources',
    description: 'Lists for the admin screens (react-admin simple REST).',
    routes,
  })
}
