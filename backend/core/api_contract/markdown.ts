import type { JsonSchema } from './vine_json_schema.js'
import type { openApiDocument, Operation } from './openapi_document.js'

/*
| docs/api/reference.md: the OpenAPI document as a page to read, one table per tag. Written by
| `node ace api:docs`; tests/functional/openapi.spec.ts fails when it differs from the document.
*/

/** The parts of the OpenAPI document the page shows. */
export type ReferenceSource = Pick<ReturnType<typeof openApiDocument>, 'info' | 'tags' | 'paths'>

/** Who may call: public, a session only, or a session or a script token with the scope named. */
function access(operation: Operation) {
  if (!operation.security) return 'public'
  const scopes = operation.security.flatMap((option) => option.scriptToken ?? [])
  return scopes.length > 0 ? `session or token (${scopes.join(', ')})` : 'session'
}

/** Field names of an object schema, `?` after the optional ones. */
function fields(schema: JsonSchema | undefined) {
  const properties = Object.keys((schema?.properties as object | undefined) ?? {})
  const required = (schema?.required as string[] | undefined) ?? []
  return properties.map((name) => `${name}${required.includes(name) ? '' : '?'}`).join(', ')
}

function input(operation: Operation) {
  const query = operation.parameters.filter((parameter) => parameter.in === 'query')
  const body = fields(operation.requestBody?.content['application/json']?.schema)
  return [
    query.length > 0 && `query: ${query.map(({ name, required }) => `${name}${required ? '' : '?'}`).join(', ')}`,
    body && `body: ${body}`,
  ]
    .filter(Boolean)
    .join('<br>')
}

function answer(operation: Operation) {
  return Object.entries(operation.responses)
    .filter(([status]) => status !== 'default')
    .map(([status, { content = {} }]) => {
      const [type, media] = Object.entries(content)[0] ?? []
      const reference = media?.schema?.$ref as string | undefined
      const shape = reference ? reference.split('/').at(-1) : type === 'application/json' ? 'JSON' : type
      return `${status} ${shape ?? ''}`.trim()
    })
    .join('<br>')
}

export function openApiMarkdown(document: ReferenceSource) {
  const lines = [
    `# ${document.info.title}: reference`,
    '',
    'Generated from `GET /api/openapi.json` by `node ace api:docs` (see [openapi.md](openapi.md)); do not edit.',
    'Every failure answers `{ "success": false, "error": "…" }` with its status.',
  ]
  for (const tag of document.tags) {
    lines.push('', `## ${tag.name}`, '', tag.description, '', '| Method | Path | What | Who | Input | Answer |')
    lines.push('| --- | --- | --- | --- | --- | --- |')
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!operation.tags.includes(tag.name)) continue
        const cells = [method.toUpperCase(), `\`${path}\``, operation.summary, access(operation)]
        lines.push(`| ${[...cells, input(operation), answer(operation)].join(' | ')} |`)
      }
    }
  }
  return `${lines.join('\n')}\n`
}
