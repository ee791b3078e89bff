import vine, { type VineValidator } from '@vinejs/vine'
import type { SchemaTypes } from '@vinejs/vine/types'
import type { CompilerNodes, FieldNode, ObjectGroupNode, Refs, ValidationRule } from '@vinejs/compiler/types'

/*
| JSON Schema (2020-12) from a compiled Vine validator. Vine 3 has no JSON Schema export, but every
| validator exposes its compiled tree (`validator.toJSON()`): objects, arrays, unions, tuples,
| records and literal fields with their subtype (string, number, boolean, enum …) and rule refs.
| Vine's rule functions are not exported, so each rule we can express is recognised by identity:
| it is compiled once in a probe schema below and its function looked up in the tree. Rules
| without a JSON Schema keyword (custom checks such as "readable name") only leave the type.
*/

export type JsonSchema = Record<string, unknown>
type Keywords = (options: any) => JsonSchema

/** The function of the last rule of `schema`, compiled as the only field of an object. */
function ruleOf(schema: SchemaTypes): ValidationRule['validator'] {
  const { schema: root, refs } = vine.compile(vine.object({ probe: schema })).toJSON()
  const field = (root.schema as { properties: FieldNode[] }).properties[0]
  return (refs[field.validations.at(-1)!.ruleFnId] as ValidationRule).validator
}

const RULES = new Map<unknown, Keywords>([
  [ruleOf(vine.string().minLength(1)), (o) => ({ minLength: o.min })],
  [ruleOf(vine.string().maxLength(1)), (o) => ({ maxLength: o.max })],
  [ruleOf(vine.string().fixedLength(1)), (o) => ({ minLength: o.size, maxLength: o.size })],
  [ruleOf(vine.string().email()), () => ({ format: 'email' })],
  [ruleOf(vine.string().url()), () => ({ format: 'uri' })],
  [ruleOf(vine.string().uuid()), () => ({ format: 'uuid' })],
  [ruleOf(vine.string().regex(/./)), (o) => ({ pattern: (o instanceof RegExp ? o : o.pattern).source })],
  [ruleOf(vine.string().in([''])), (o) => (Array.isArray(o.choices) ? { enum: o.choices } : {})],
  [ruleOf(vine.number().min(1)), (o) => ({ minimum: o.min })],
  [ruleOf(vine.number().max(1)), (o) => ({ maximum: o.max })],
  [ruleOf(vine.number().range([0, 1])), (o) => ({ minimum: o.min, maximum: o.max })],
  [ruleOf(vine.number().positive()), () => ({ minimum: 0 })],
  [ruleOf(vine.number().withoutDecimals()), () => ({ type: 'integer' })],
  [ruleOf(vine.array(vine.any()).minLength(1)), (o) => ({ minItems: o.min })],
  [ruleOf(vine.array(vine.any()).maxLength(1)), (o) => ({ maxItems: o.max })],
  [ruleOf(vine.array(vine.any()).notEmpty()), () => ({ minItems: 1 })],
  [ruleOf(vine.array(vine.any()).distinct()), () => ({ uniqueItems: true })],
  [ruleOf(vine.enum([''])), (o) => (Array.isArray(o.choices) ? { enum: o.choices } : {})],
  [ruleOf(vine.literal('')), (o) => ({ const: o.expectedValue })],
])

const SUBTYPES: Record<string, JsonSchema> = {
  string: { type: 'string' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  date: { type: 'string', format: 'date-time' },
}

/** What the rules of a field add: bounds, formats, enums (an integer rule narrows `number`). */
function ruleKeywords(node: FieldNode, refs: Refs): JsonSchema {
  const keywords: JsonSchema = {}
  for (const { ruleFnId } of node.validations) {
    const toKeywords = RULES.get((refs[ruleFnId] as ValidationRule).validator)
    if (toKeywords) Object.assign(keywords, toKeywords((refs[ruleFnId] as ValidationRule).options ?? {}))
  }
  return keywords
}

function objectSchema(properties: CompilerNodes[], groups: ObjectGroupNode[], open: boolean, refs: Refs) {
  const schema: JsonSchema = { type: 'object', properties: {} as Record<string, JsonSchema> }
  const required: string[] = []
  for (const property of properties) {
    ;(schema.properties as Record<string, JsonSchema>)[property.propertyName] = nodeSchema(property, refs)
    if (property.type !== 'union' && !property.isOptional) required.push(property.propertyName)
  }
  // Conditional groups (vine.group): each branch's fields are documented as optional.
  for (const branch of groups.flatMap((group) => group.conditions)) {
    const nested = objectSchema(branch.schema.properties, branch.schema.groups, true, refs)
    Object.assign(schema.properties as object, nested.properties)
  }
  if (required.length > 0) schema.required = required
  if (!open && groups.length === 0) schema.additionalProperties = false
  return schema
}

function nodeSchema(node: CompilerNodes, refs: Refs): JsonSchema {
  if (node.type === 'union') return { anyOf: node.conditions.map((branch) => nodeSchema(branch.schema, refs)) }
  let schema: JsonSchema
  if (node.type === 'object') {
    schema = objectSchema(node.properties, node.groups, node.allowUnknownProperties, refs)
  } else if (node.type === 'array') {
    schema = { type: 'array', items: nodeSchema(node.each, refs), ...ruleKeywords(node, refs) }
  } else if (node.type === 'record') {
    schema = { type: 'object', additionalProperties: nodeSchema(node.each, refs) }
  } else if (node.type === 'tuple') {
    schema = { type: 'array', prefixItems: node.properties.map((item) => nodeSchema(item, refs)) }
  } else {
    const subtype = (node as { subtype?: string }).subtype ?? 'any'
    schema = { ...SUBTYPES[subtype], ...ruleKeywords(node, refs) }
  }
  return node.allowNull ? { anyOf: [schema, { type: 'null' }] } : schema
}

/** The JSON Schema of what a validator accepts. */
export function vineJsonSchema(validator: VineValidator<any, any>): JsonSchema {
  const { schema, refs } = validator.toJSON()
  return nodeSchema(schema.schema, refs)
}
