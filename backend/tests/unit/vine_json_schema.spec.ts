import { test } from '@japa/runner'
import vine from '@vinejs/vine'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { vineJsonSchema } from '#core/api_contract/vine_json_schema'
import { idNumber } from '#core/http/validation'

const validator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(2).maxLength(5),
    email: vine.string().email().optional(),
    id: idNumber(),
    role: vine.enum(['admin', 'creator']),
    tags: vine.array(vine.string()).maxLength(3).distinct(),
    note: vine.string().nullable().optional(),
    nested: vine.object({ on: vine.boolean() }).optional(),
  })
)

test.group('Vine validators as JSON Schema', () => {
  test('types, bounds, enums, optional and nullable fields come from the compiled validator', ({ assert }) => {
    assert.deepEqual(vineJsonSchema(validator), {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 2, maxLength: 5 },
        email: { type: 'string', format: 'email' },
        id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
        role: { enum: ['admin', 'creator'] },
        tags: { type: 'array', items: { type: 'string' }, maxItems: 3, uniqueItems: true },
        note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        nested: {
          type: 'object',
          properties: { on: { type: 'boolean' } },
          required: ['on'],
          additionalProperties: false,
        },
      },
      required: ['name', 'id', 'role', 'tags'],
      additionalProperties: false,
    })
  })

  test('what the validator accepts the schema accepts, and the schema refuses what it refuses', async ({ assert }) => {
    const check = new Ajv2020({ formats: { email: /@/ } }).compile(vineJsonSchema(validator))
    const good = { name: 'Ann', id: 4, role: 'admin', tags: ['a', 'b'], note: null }
    assert.isTrue(check(good))
    await validator.validate(good)
    for (const bad of [
      { ...good, role: 'owner' },
      { ...good, tags: ['a', 'a'] },
      { ...good, id: 1.5 },
    ]) {
      assert.isFalse(check(bad), JSON.stringify(bad))
      await assert.rejects(() => validator.validate(bad))
    }
  })
})
