/** The three roles of the product (docs/api/core.md). */
export const ROLES = ['ADMIN', 'CREATOR', 'MODERATOR'] as const
export type Role = (typeof ROLES)[number]
