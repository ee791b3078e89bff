import { test } from '@japa/runner'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { readFile } from 'node:fs/promises'
import type { ApiClient } from '@japa/api-client'
import { apiRoutes, contractsByRoute, type openApiDocument } from '#core/api_contract/openapi_document'
import { apiContracts } from '#core/api_contract/routes'
import { openApiMarkdown } from '#core/api_contract/markdown'
import { REFERENCE_PAGE } from '#core/commands/api_docs'

type OpenApi = ReturnType<typeof openApiDocument>

const documentOf = async (client: ApiClient) => (await client.get('/api/openapi.json')).body() as OpenApi

test.group('OpenAPI document', () => {
  test('is public JSON, OpenAPI 3.1, and its schemas compile', async ({ client, assert }) => {
    const response = await client.get('/api/openapi.json')
    response.assertStatus(200)
    const document = response.body() as OpenApi
    assert.equal(document.openapi, '3.1.0')
    const ajv = new Ajv2020({ strict: false })
    ajv.addSchema({ $id: 'api', components: document.components })
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) {
        for (const answer of Object.values(operation.responses)) {
          const schema = answer.content?.['application/json']?.schema
          if (schema) ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"api#/components/')))
        }
      }
    }
  })

  test('documents every registered API route with its method, and no route that does not exist', async ({
    client,
    assert,
  }) => {
    const document = await documentOf(client)
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`)
    )
    const registered = apiRoutes().map(({ method, pattern }) => `${method} ${pattern.replace(/:(\w+)/g, '{$1}')}`)
    assert.deepEqual(
      registered.filter((route) => !documented.includes(route)),
      [],
      'routes missing from the document'
    )
    assert.deepEqual(
      documented.filter((route) => !registered.includes(route)),
      [],
      'documented routes that do not exist'
    )
    const names = new Set(apiRoutes().map(({ name }) => name))
    const declared = [...contractsByRoute(await apiContracts()).keys()]
    assert.deepEqual(
      declared.filter((name) => !names.has(name)),
      [],
      'contracts naming no registered route'
    )
  })

  test('every route declares its answer', async ({ client, assert }) => {
    const document = await documentOf(client)
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods))
    const undeclared = operations
      .filter((operation) => Object.keys(operation.responses).every((status) => status === 'default'))
      .map((operation) => operation.operationId)
    assert.deepEqual(undeclared, [], 'routes without an answer schema')
  })

  test('docs/api/reference.md is the document as a page (node ace api:docs)', async ({ client, assert }) => {
    const document = await documentOf(client)
    assert.equal(await readFile(REFERENCE_PAGE, 'utf8'), openApiMarkdown(document))
  })
})
