import { writeFile } from 'node:fs/promises'
import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { apiContracts } from '../api_contract/routes.js'
import { openApiDocument } from '../api_contract/openapi_document.js'
import { openApiMarkdown } from '../api_contract/markdown.js'
import { about } from '../about/about.js'

/** The API reference page, from the same document GET /api/openapi.json serves. */
export const REFERENCE_PAGE = new URL('../../../docs/api/reference.md', import.meta.url)

/** `node ace api:docs`: rewrites docs/api/reference.md after a route or a contract changed. */
export default class ApiDocsCommand extends BaseCommand {
  static commandName = 'api:docs'
  static description = 'Write docs/api/reference.md from the OpenAPI document'
  static options: CommandOptions = { startApp: true }

  async run() {
    // Routes are registered at boot but matched (and listed) only once committed, as list:routes does.
    ;(await this.app.container.make('router')).commit()
    const document = openApiDocument(await apiContracts(), { version: about().version })
    await writeFile(REFERENCE_PAGE, openApiMarkdown(document))
    this.logger.success(`docs/api/reference.md: ${Object.keys(document.paths).length} paths`)
  }
}
