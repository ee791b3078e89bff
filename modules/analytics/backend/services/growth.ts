import type { GrowthRate } from '../../shared/analytics.js'

/** One decimal, as every average and rate of the analytics calls. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10

/** `part / whole`, one decimal, 0 when `whole` is 0. */
export const ratio = (part: number, whole: number) => (whole === 0 ? 0 : oneDecimal(part / whole))

/** Percent change from the previous period to this one, one decimal; null when the previous is 0. */
export const growthRate = (current: number, previous: number): GrowthRate =>
  previous === 0 ? null : oneDecimal(((current - previous) / previous) * 100)
