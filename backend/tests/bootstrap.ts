import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import type { Config } from '@japa/runner/types'
import { migrateToLatest } from '#core/database/migrate'
import { resetDatabase } from '#tests/helpers/database'

export const plugins: Config['plugins'] = [assert(), apiClient(), pluginAdonisJS(app)]

/** Fresh schema once per run; suites then clean up after themselves (see helpers). */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [
    async () => {
      await resetDatabase()
      await migrateToLatest()
    },
  ],
  teardown: [],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (['browser', 'functional', 'e2e'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start())
  }
}
