import { defineConfig } from '@adonisjs/auth'
import type { InferAuthEvents, Authenticators } from '@adonisjs/auth/types'
import { joinedTokensGuard } from '#core/auth/token_user_provider'

/** Bearer tokens (auth_access_tokens): token, user and a moderator's creator read by one query. */
const authConfig = defineConfig({
  default: 'api',
  guards: {
    api: joinedTokensGuard(),
  },
})

export default authConfig

declare module '@adonisjs/auth/types' {
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  interface EventsList extends InferAuthEvents<Authenticators> {}
}
