/**
 * Inputs for the seeded fuzz run of the whole API (tests/functional/fuzz.spec.ts): the classes of
 * bad input issue 10 lists, plus a few seeded random values so a run is reproducible by its seed.
 */

import { seededRandom } from '#modules/live/shared/rehearsal'

/** The live simulator's seeded PRNG (mulberry32); FUZZ_SEED picks the sequence. */
export { seededRandom }

export type Random = ReturnType<typeof seededRandom>

const pick = <T>(random: Random, items: readonly T[]) => items[Math.floor(random() * items.length)]

/** Code points that trip parsers, databases and case mapping. */
const NASTY_CHARS = [
  '\u0000',
  '\ud800',
  '\udfff',
  'İ',
  'ß',
  '\u202e',
  '\ufeff',
  '%',
  "'",
  '"',
  '\\',
  '\n',
  '😀',
  'a',
  '1',
]

/** A random string of nasty characters (seeded). */
export function randomText(random: Random) {
  const length = 1 + Math.floor(random() * 80)
  return Array.from({ length }, () => pick(random, NASTY_CHARS)).join('')
}

/** A random JSON value of a random type (seeded). */
export function randomValue(random: Random): unknown {
  return pick(random, [
    () => randomText(random),
    () => Math.floor(random() * 2 ** 53) * (random() < 0.5 ? -1 : 1),
    () => random() * 1e300,
    () => [randomText(random)],
    () => ({ [randomText(random)]: randomText(random) }),
    () => random() < 0.5,
  ])()
}

export const HUGE_TEXT = 'x'.repeat(20_000)
export const LONG_DOTTED_I = 'İ'.repeat(51)
/** The chat grant whose mention is longer than any name. */
export const LONG_MENTION_GLOVE = `@${'a'.repeat(210)} !glove`

/** Values put in one body field at a time (the others stay valid). */
export const FIELD_VALUES: unknown[] = [
  'a\u0000b',
  'x\ud800y@test.local',
  LONG_DOTTED_I,
  HUGE_TEXT,
  LONG_MENTION_GLOVE,
  2147483648,
  '99999999999999999999',
]

/** Raw query-string values (already percent-encoded) put in one parameter at a time. */
export const QUERY_VALUES = ['%00', '%ED%A0%80', encodeURIComponent(LONG_DOTTED_I), '99999999999999999999', '0']

/** Path parameter values (raw, as they appear in the URL). */
export const PARAM_VALUES = [
  '0',
  '-1',
  '1.5',
  'abc',
  '1e3',
  '2147483648',
  '99999999999999999999',
  '%00',
  '%E0%A4%A',
  '%ED%A0%80',
  encodeURIComponent(LONG_DOTTED_I),
]

/** JSON nested `depth` levels deep, as raw text (JSON.stringify would itself overflow). */
export function deeplyNested(depth: number, kind: 'array' | 'object') {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + 'null' + '}'.repeat(depth)
}

/** A copy of `body` with every leaf (non-object value) replaced by `value`. */
export function mapLeaves(body: unknown, value: (path: string) => unknown, prefix = ''): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return value(prefix)
  return Object.fromEntries(
    Object.entries(body).map(([key, child]) => [key, mapLeaves(child, value, prefix ? `${prefix}.${key}` : key)])
  )
}

/** A copy of `body` with the leaf at `path` (dotted) set to `value`. */
export function withLeaf(body: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(body)
  const keys = path.split('.')
  let node: Record<string, unknown> = copy
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>
  node[keys.at(-1)!] = value
  return copy
}

/** Every leaf path of a body, dotted. */
export function leafPaths(body: unknown): string[] {
  const paths: string[] = []
  mapLeaves(body, (path) => paths.push(path))
  return paths
}
