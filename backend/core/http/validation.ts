import { SimpleMessagesProvider, type VineValidator } from '@vinejs/vine'

/** Attaches the spec's exact messages to a compiled validator (keys like `email.required`). */
export function withMessages<T extends VineValidator<any, any>>(validator: T, messages: Record<string, string>) {
  validator.messagesProvider = new SimpleMessagesProvider(messages)
  return validator
}

/** Page/limit query parsing shared by paginated spec calls. */
export function pageQuery(input: Record<string, unknown>, defaults = { limit: 20, maxLimit: 100 }) {
  const page = Math.max(1, Math.floor(Number(input.page) || 1))
  const limit = Math.min(defaults.maxLimit, Math.max(1, Math.floor(Number(input.limit) || defaults.limit)))
  return { page, limit, offset: (page - 1) * limit }
}

export function pagination(page: number, limit: number, totalCount: number) {
  return { page, limit, totalCount, total: totalCount, totalPages: Math.max(1, Math.ceil(totalCount / limit)) }
}
