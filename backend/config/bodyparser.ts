import { defineConfig } from '@adonisjs/core/bodyparser'

const bodyParserConfig = defineConfig({
  allowedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  form: { convertEmptyStringsToNull: false, types: ['application/x-www-form-urlencoded'] },
  json: {
    convertEmptyStringsToNull: true,
    limit: '256kb',
    types: ['application/json', 'application/vnd.api+json'],
  },
  multipart: {
    autoProcess: false,
    convertEmptyStringsToNull: false,
    processManually: [],
    limit: '1mb',
    types: ['multipart/form-data'],
  },
})

export default bodyParserConfig
