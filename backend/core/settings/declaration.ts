import type { SchemaTypes } from '@vinejs/vine/types'
import type { SettingField, SettingType, SettingValue } from '../shared/settings.js'

/** A Vine schema that can be made optional (every field schema can). */
export type FieldSchema = SchemaTypes & { optional(): SchemaTypes }

/**
 * A system setting as its owner declares it: the kernel (core/shared/settings.ts) or a module, in
 * its backend manifest's `settings`. The value is checked by its type and bounds (with messages in
 * the setting's own words); `validate` replaces that check with a Vine schema, or adds a rule that
 * answers a message for a bad value.
 */
export interface SettingDeclaration<V extends SettingValue = SettingValue> extends SettingField<V> {
  validate?: FieldSchema | SettingRule<V>
}

/** A check answering the message for a bad value, else null (method type: a number rule fits any setting list). */
type SettingRule<V> = { check(value: V): string | null }['check']

/** The value type of a setting type. */
type ValueOf<T extends SettingType> = T extends 'integer' ? number : T extends 'boolean' ? boolean : string

/** Types a setting declaration (its default and rule by its `type`), like `defineBackendModule` does a manifest. */
export function defineSetting<T extends SettingType>(
  declaration: SettingDeclaration<ValueOf<T>> & { type: T }
): SettingDeclaration<ValueOf<T>> {
  return declaration
}
