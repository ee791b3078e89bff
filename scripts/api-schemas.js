// JSON Schemas of the API's answers, generated from the `…Response` types the server and the
// clients already share (modules/*/shared, backend/core/shared), for the OpenAPI document:
//   node scripts/api-schemas.js          writes backend/core/api_contract/response_schemas.json
//   node scripts/api-schemas.js check    fails when that file is not what the types give (lint)
// Which route answers which type is declared beside the routes (modules/*/backend/api_contract.ts).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { createGenerator } from 'ts-json-schema-generator'

const root = new URL('../', import.meta.url)
const output = new URL('backend/core/api_contract/response_schemas.json', root)
const sharedFolders = [
  'backend/core/shared',
  ...readdirSync(new URL('modules', root)).map((module) => `modules/${module}/shared`),
]

/** The exported `…Response` types, by convention the answers of the API. */
function responseTypeNames() {
  const names = new Set()
  for (const folder of sharedFolders.filter((path) => existsSync(new URL(path, root)))) {
    const files = readdirSync(new URL(folder, root)).filter((file) => file.endsWith('.ts'))
    for (const file of files) {
      const text = readFileSync(new URL(`${folder}/${file}`, root), 'utf8')
      for (const match of text.matchAll(/export (?:interface|type) (\w+Response)\b/g)) names.add(match[1])
    }
  }
  return [...names].sort()
}

function generate() {
  const generator = createGenerator({
    path: `{${sharedFolders.join(',')}}/*.ts`,
    tsconfig: new URL('tsconfig.json', root).pathname,
    skipTypeCheck: true,
    expose: 'export',
    topRef: true,
    additionalProperties: true,
    jsDoc: 'basic',
  })
  const schemas = {}
  for (const name of responseTypeNames()) Object.assign(schemas, generator.createSchema(name).definitions)
  const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)))
  // OpenAPI keeps named schemas under components/schemas.
  return `${JSON.stringify(sorted, null, 2).replaceAll('"#/definitions/', '"#/components/schemas/')}\n`
}

const text = generate()
if (process.argv[2] === 'check') {
  if (readFileSync(output, 'utf8') !== text) {
    console.error('response_schemas.json is stale: run `npm run api:schemas` and commit it')
    process.exit(1)
  }
  console.log('API response schemas match the shared types')
} else {
  writeFileSync(output, text)
  console.log(`${Object.keys(JSON.parse(text)).length} schemas written to ${output.pathname}`)
}
