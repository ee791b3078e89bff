import { utcDay } from '#core/database/days'

/** Day arithmetic on UTC days ('YYYY-MM-DD'). */
export const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`)

export const addDays = (day: string, count: number) => utcDay(new Date(dayStart(day).getTime() + count * 86_400_000))

/** Whole days from `from` to `to` (exclusive). */
export const daysBetween = (from: string, to: string) =>
  Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / 86_400_000)

/** The days of [from, to), in order. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day < to; day = addDays(day, 1)) days.push(day)
  return days
}

/** The Sunday starting the week of a day. */
export const weekStart = (day: string) => addDays(day, -dayStart(day).getUTCDay())

/** The first day of the month of a day. */
export const monthStart = (day: string) => `${day.slice(0, 7)}-01`

/** The first day of the next month. */
export const nextMonthStart = (day: string) => monthStart(addDays(monthStart(day), 31))

/**
 * [from, to) cut into the whole months it covers ([monthsFrom, monthsTo), first days of months)
 * and the days at its edges; no months when it covers none whole.
 */
export function splitMonths(from: string, to: string) {
  const monthsFrom = from === monthStart(from) ? from : nextMonthStart(from)
  const monthsTo = monthStart(to)
  if (monthsFrom >= monthsTo) return { months: null, edges: [{ from, to }] }
  return {
    months: { from: monthsFrom, to: monthsTo },
    edges: [
      { from, to: monthsFrom },
      { from: monthsTo, to },
    ].filter((edge) => edge.from < edge.to),
  }
}

/** The last `count` whole UTC days including today: [from, to) with `to` tomorrow. */
export function lastDays(count: number, now = new Date()) {
  const to = addDays(utcDay(now), 1)
  return { from: addDays(to, -count), to }
}

/** A valid calendar day written 'YYYY-MM-DD'. */
export function isDay(text: string) {
  const start = dayStart(text)
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(start.getTime()) && utcDay(start) === text
}
