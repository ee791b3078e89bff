/** The three roles of the product (spec §1). */
export const ROLES = ['ADMIN', 'CREATOR', 'MODERATOR'] as const
export type Role = (typeof ROLES)[number]
