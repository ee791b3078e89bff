import { assert } from '@japa/assert'
import { apiClient, ApiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import type { Config } from '@japa/runner/types'
import { migrateToLatest } from '#core/database/migrate'
import { resetDatabase } from '#tests/helpers/database'
import { answersChecked, checkAnswerAgainstContract } from '#tests/helpers/api_contract'

export const plugins: Config['plugins'] = [assert(), apiClient(), pluginAdonisJS(app)]

// Every JSON answer the suites get is checked against the OpenAPI document (helpers/api_contract).
ApiClient.teardown(checkAnswerAgainstContract)

/** Fresh schema once per run; suites then clean up after themselves (see helpers). */
export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [
    async () => {
      await resetDatabase()
      await migrateToLatest()
    },
  ],
  teardown: [() => console.log(`OpenAPI: ${answersChecked.validated} answers checked against their schema`)],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (['browser', 'functional', 'e2e'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start())
  }
}
