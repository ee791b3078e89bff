import router from '@adonisjs/core/services/router'
import type { ApiContract } from './contract.js'
import { openApiDocument } from './openapi_document.js'
import { CORE_CONTRACTS, resourceContract } from './core_contract.js'
import { enabledModules } from '../module_loader.js'
import { about } from '../about/about.js'

/** Every contract: the core's and those of the enabled modules, in module-list order. */
export async function apiContracts(): Promise<ApiContract[]> {
  const modules = enabledModules()
  const contracts = await Promise.all(modules.map(async (module) => (await module.apiContract?.())?.default))
  return [...CORE_CONTRACTS, ...contracts.filter((contract) => contract !== undefined), resourceContract(modules)]
}

let document: string | null = null

/** Public, like the docs: the contract holds no secret. Built once, on the first request. */
export function registerOpenApiRoutes() {
  router
    .get('/api/openapi.json', async ({ response }) => {
      document ??= JSON.stringify(openApiDocument(await apiContracts(), { version: about().version }))
      response.header('Content-Type', 'application/json; charset=utf-8')
      response.header('Cache-Control', 'public, max-age=300')
      return document
    })
    .as('core.openapi')
}
