/** An audit entry's `details` as an object: PostgreSQL answers json as one, SQLite as its text. */
export const parseDetails = (entry: { details: unknown }) =>
  typeof entry.details === 'string' ? JSON.parse(entry.details) : entry.details
