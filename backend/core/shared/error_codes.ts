/**
 * Stable error codes: every API failure answers `{ success: false, error, code, params? }`
 * (docs/api/core.md, "Error codes"). A code is `<module>.<snake_case>`; the kernel's start with `core.`, a
 * validation failure's with `validation.` and its rule. Each module declares its codes in
 * `modules/<m>/shared/error_codes.ts` with `errorCodes`, and translates them in
 * `modules/<m>/shared/errors/<language>.ts`; the kernel's live here and in `./errors/`.
 */
export type ErrorCode = `${string}.${string}`

/** The values interpolated into an error's English text, for a translation to place (`%{name}`). */
export type ErrorParams = Record<string, string | number>

/** The languages the server speaks (errors, emails, chat replies), English first. */
export const SERVER_LANGUAGES = ['en', 'es', 'pt-BR', 'id', 'ar'] as const
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number]

/** `errorCodes('rules', ['not_found'])` → `{ not_found: 'rules.not_found' }`: a module's codes, typed and enumerable. */
export function errorCodes<const M extends string, const N extends readonly string[]>(module: M, names: N) {
  return Object.fromEntries(names.map((name) => [name, `${module}.${name}`])) as { [K in N[number]]: `${M}.${K}` }
}

/** The kernel's codes. */
export const CORE_ERRORS = errorCodes('core', [
  // generic
  'not_found',
  'forbidden',
  'unauthenticated',
  'too_many_requests',
  'internal',
  'bad_request',
  'unknown_route',
  'creator_context_required',
  'only_the_creator',
  // request input
  'input_nul',
  'input_surrogate',
  'input_too_deep',
  'input_bad_json',
  'input_bad_path',
  'input_compressed',
  'input_not_json',
  'input_not_object',
  'value_too_long',
  'number_out_of_range',
  'unstorable_text',
  'wrong_type',
  'reference_gone',
  'already_exists',
  'storage_unavailable',
  'storage_full',
  'storage_busy',
  'storage_unwritable',
  'idempotency_bad_key',
  'idempotency_other_request',
  'idempotency_in_progress',
  // resources (react-admin lists)
  'filter_not_boolean',
  'parameter_not_json',
  'id_filter_too_long',
  'id_filter_not_ids',
  'sort_invalid',
  'filter_not_object',
  'range_invalid',
  'sort_field_unknown',
  'filter_unknown',
  'filter_q_not_text',
  'filter_single_value',
  'resource_read_only',
  // accounts, sign-in, settings
  'setup_complete',
  'email_taken',
  'metrics_token_required',
  'impersonator_lost_access',
  'account_deactivated',
  'creator_deactivated',
  'invalid_credentials',
  'identifier_required',
  'locked_out',
  'sign_ins_at_once',
  'password_incorrect',
  'password_checks_locked',
  'password_checks_at_once',
  'same_password',
  'two_factor_already_enabled',
  'two_factor_setup_first',
  'invalid_code',
  'two_factor_not_enabled',
  'two_factor_required_by_system',
  'admin_cannot_delete',
  'two_factor_code_required',
  'two_factor_code_invalid',
  'maintenance',
  'script_token_session_only',
  'script_token_out_of_scope',
  'script_token_not_while_impersonating',
  'script_token_admin_scope',
  'script_token_too_many',
  'script_token_not_found',
  'unknown_setting',
  'setting_required',
  'impersonation_read_only',
  'profile_forbidden',
  'registration_closed',
  'backup_refused',
  // push streams
  'push_paused',
  'push_ticket_required',
  'push_unknown_channel',
  'push_too_many_streams',
  'push_too_many_from_address',
  'push_too_many_for_account',
  'push_too_many_for_overlay',
  'push_uid_in_use',
  'push_no_stream',
  'push_channel_forbidden',
])

/**
 * The validation rules whose failure has its own code (`validation.<rule in snake_case>`): Vine's
 * and the project's own rules. Any other rule answers `validation.invalid`.
 */
export const VALIDATION_RULES = [
  'invalid',
  'required',
  'string',
  'number',
  'boolean',
  'object',
  'array',
  'email',
  'url',
  'regex',
  'enum',
  'in',
  'not_in',
  'min_length',
  'max_length',
  'fixed_length',
  'min',
  'max',
  'range',
  'without_decimals',
  'positive',
  'distinct',
  'date',
  'starts_with',
  'array_min_length',
  'array_max_length',
  'strong_password',
  'time_zone',
  'setting',
  'powerup_type',
  'tiktok_handle',
  'readable',
  'chat_command',
] as const

export type ValidationRule = (typeof VALIDATION_RULES)[number]

/** A Vine rule name (`minLength`, `array.minLength`) as its code's suffix (`min_length`, `array_min_length`). */
export function validationCode(rule: string): ErrorCode {
  const snake = rule.replace(/\./g, '_').replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
  return `validation.${(VALIDATION_RULES as readonly string[]).includes(snake) ? snake : 'invalid'}`
}
