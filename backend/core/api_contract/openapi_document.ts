import { readFileSync } from 'node:fs'
import router from '@adonisjs/core/services/router'
import type { ApiContract, RouteContract } from './contract.js'
import { vineJsonSchema, type JsonSchema } from './vine_json_schema.js'
import { scopeNeeded } from '../auth/script_tokens.js'
import { SCRIPT_SCOPE_LABELS } from '../shared/script_tokens.js'
import { declaredPermissions } from '../module_loader.js'

/*
| The OpenAPI 3.1 document of the API (GET /api/openapi.json, docs/api/openapi.md), built from what
| the code states: the paths and methods from the router after boot, the security from each
| route's middleware and the scope a script token needs (core/auth/script_tokens), the request
| schemas from the Vine validators and the answers from the shared `…Response` types, both named
| in the contracts declared beside the routes (`apiContract` of each module manifest).
*/

/** A registered API route, as the router holds it after boot. */
export interface ApiRoute {
  name: string
  method: string
  pattern: string
  signedIn: boolean
}

/** One method of a path in the document. */
export interface Operation {
  operationId: string
  summary: string
  tags: string[]
  security?: Record<string, string[]>[]
  parameters: { name: string; in: string; required: boolean; schema: JsonSchema }[]
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, { description: string; content?: Record<string, { schema?: JsonSchema }> }>
}

/** The JSON Schemas of the shared `…Response` types (scripts/api-schemas.js). */
const RESPONSE_SCHEMAS: Record<string, JsonSchema> = JSON.parse(
  readFileSync(new URL('./response_schemas.json', import.meta.url), 'utf8')
)

/** What every failure answers, with its status. */
export const FAILURE: JsonSchema = {
  type: 'object',
  properties: {
    success: { const: false },
    error: { type: 'string' },
    /** The stable error code the app translates (`<module>.<snake_case>`), and the values in `error`. */
    code: { type: 'string', pattern: '^[a-z][a-z0-9_]*\\.[a-z][a-z0-9_]*$' },
    params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
  },
  required: ['success', 'error', 'code'],
}

/**
 * The document's named schemas: the shared answer types', and the permission ids as the enabled
 * modules declare them (the shared type lists none: modules add their ids by declaration merging,
 * core/shared/permissions.ts).
 */
export function componentSchemas(): Record<string, JsonSchema> {
  const ModeratorPermission = { type: 'string', enum: declaredPermissions().map((permission) => permission.id) }
  return { ...RESPONSE_SCHEMAS, ModeratorPermission, Failure: FAILURE }
}

/** Every route under /api but the unknown-route fallback (`/api/*`), one per method. */
export function apiRoutes(): ApiRoute[] {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => route.pattern.startsWith('/api/') && !route.pattern.endsWith('*'))
    .flatMap((route) => {
      const middleware = [...route.middleware.all()].map((one) => ('name' in one ? one.name : undefined))
      return route.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          name: route.name ?? '',
          method,
          pattern: route.pattern,
          signedIn: middleware.includes('actor'),
        }))
    })
}

/** The schema of an answer: a shared type by name, or written out in the contract. */
export function responseSchema(declared: string | JsonSchema): JsonSchema {
  return typeof declared === 'string' ? { $ref: `#/components/schemas/${declared}` } : declared
}

function parametersOf(route: ApiRoute, contract: RouteContract): Operation['parameters'] {
  const path = [...route.pattern.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }))
  if (!contract.query) return path
  const query = vineJsonSchema(contract.query) as { properties?: Record<string, JsonSchema>; required?: string[] }
  return [
    ...path,
    ...Object.entries(query.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      required: query.required?.includes(name) ?? false,
      schema,
    })),
  ]
}

function operationOf(route: ApiRoute, contract: RouteContract, tag: string): Operation {
  const responses: Operation['responses'] = {}
  for (const [status, declared] of Object.entries(contract.responses ?? {})) {
    responses[status] = {
      description: 'Success',
      content: { 'application/json': { schema: responseSchema(declared) } },
    }
  }
  if (contract.produces) responses[200] = { description: 'Success', content: { [contract.produces]: {} } }
  if (contract.redirect) responses[302] = { description: `Redirects to ${contract.redirect}` }
  responses.default = {
    description: 'A failure: the status and a message people can read',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
  }
  const scope = route.signedIn ? scopeNeeded(route.name, route.method) : null
  return {
    operationId: route.name,
    summary: contract.summary,
    tags: [tag],
    ...(scope && { security: scope === 'session' ? [{ session: [] }] : [{ session: [] }, { scriptToken: [scope] }] }),
    parameters: parametersOf(route, contract),
    ...(contract.body && {
      requestBody: { required: true, content: { 'application/json': { schema: vineJsonSchema(contract.body) } } },
    }),
    responses,
  }
}

/** Each route name's contract and tag, from every contract given. */
export function contractsByRoute(contracts: readonly ApiContract[]) {
  return new Map(
    contracts.flatMap(({ tag, routes }) => Object.entries(routes).map(([name, route]) => [name, { tag, route }]))
  )
}

export function openApiDocument(contracts: readonly ApiContract[], info: { version: string }) {
  const byRoute = contractsByRoute(contracts)
  const paths: Record<string, Record<string, Operation>> = {}
  for (const route of apiRoutes()) {
    const declared = byRoute.get(route.name)
    if (!declared) continue // the coverage test names it (tests/functional/openapi.spec.ts)
    const path = route.pattern.replace(/:(\w+)/g, '{$1}')
    paths[path] ??= {}
    paths[path][route.method.toLowerCase()] = operationOf(route, declared.route, declared.tag)
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Powerdeck API',
      version: info.version,
      description:
        'Generated from the routes, their Vine validators and the shared answer types (docs/api/openapi.md).',
    },
    tags: contracts.map(({ tag, description }) => ({ name: tag, description })),
    paths,
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        session: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token POST /api/auth/signin answers (docs/api/core.md).',
        },
        scriptToken: {
          type: 'http',
          scheme: 'bearer',
          description: `A token for scripts (POST /api/tokens) with scopes: ${Object.entries(SCRIPT_SCOPE_LABELS)
            .map(([scope, label]) => `${scope} (${label})`)
            .join('; ')}. Any scope reads; the operation names the scope a change needs.`,
        },
      },
    },
  }
}
