/** The matches module's query keys: apart from its API calls, so the push handlers load nothing more. */
export const matchesKeys = {
  all: ['matches'] as const,
  current: ['matches', 'current'] as const,
  ready: ['matches', 'ready'] as const,
  limits: ['matches', 'limits'] as const,
  list: (page: number, perPage: number, creatorId?: number) =>
    ['matches', 'list', creatorId ?? null, page, perPage] as const,
  report: (id: number, creatorId?: number) => ['matches', 'report', creatorId ?? null, id] as const,
}
