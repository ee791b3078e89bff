import router from '@adonisjs/core/services/router'
import type { ApiResponse } from '@japa/api-client'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import { apiContracts } from '#core/api_contract/routes'
import { componentSchemas, contractsByRoute, FAILURE, responseSchema } from '#core/api_contract/openapi_document'

/*
| Every JSON answer the suites get through the japa API client is checked against the documented
| schema of its route and status (GET /api/openapi.json): a declared answer type for that status,
| or for a failure the `{ success: false, error }` every failure shares. A mismatch fails the
| request's test, naming the route, the status and what differs.
*/

let state: { byRoute: ReturnType<typeof contractsByRoute>; ajv: Ajv2020 } | null = null
const compiled = new Map<string, ValidateFunction | null>()
export const answersChecked = { validated: 0 }

async function contractState() {
  if (!state) {
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    ajv.addSchema({ $id: 'api', components: { schemas: componentSchemas() } })
    state = { byRoute: contractsByRoute(await apiContracts()), ajv }
  }
  return state
}

/** The compiled schema of a route's answer with this status, or null when none is documented. */
async function validatorFor(routeName: string, status: number) {
  const key = `${routeName} ${status}`
  if (!compiled.has(key)) {
    const { byRoute, ajv } = await contractState()
    const declared = byRoute.get(routeName)?.route.responses?.[status]
    const schema = declared ? responseSchema(declared) : status >= 400 && byRoute.has(routeName) ? FAILURE : null
    // Named schemas live in the 'api' schema (components/schemas), as in the document.
    const resolved = schema && JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"api#/components/'))
    compiled.set(key, resolved ? ajv.compile(resolved) : null)
  }
  return compiled.get(key)!
}

/** ApiClient teardown hook (tests/bootstrap.ts). */
export async function checkAnswerAgainstContract(response: ApiResponse) {
  const { method, endpoint } = response.request.config
  const path = new URL(endpoint, 'http://suite.test').pathname
  const route = router.match(path, method.toUpperCase())?.route
  if (!route?.name || !path.startsWith('/api/') || !response.header('content-type')?.includes('json')) return
  const validate = await validatorFor(route.name, response.status())
  if (!validate) return
  answersChecked.validated++
  if (!validate(response.body())) {
    const errors = validate.errors?.map((error) => `${error.instancePath || '/'} ${error.message}`).join('; ')
    throw new Error(`${method} ${path} (${route.name}) answered ${response.status()} off its OpenAPI schema: ${errors}`)
  }
}
