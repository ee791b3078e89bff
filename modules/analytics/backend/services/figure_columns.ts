import { ADDITIVE_FIGURES, DISTINCT_FIGURES, type DayFigure } from '#core/activity_figures'

/** Every figure the daily rollup stores, one column each. */
export const DAY_FIGURES: readonly DayFigure[] = [...ADDITIVE_FIGURES, ...DISTINCT_FIGURES]

/** The rollup column of a figure: `newPlayers` → `new_players`. */
export const figureColumn = (figure: DayFigure) => figure.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

export type DayFigures = Record<DayFigure, number>

export const emptyFigures = (): DayFigures => Object.fromEntries(DAY_FIGURES.map((figure) => [figure, 0])) as DayFigures

/** A rollup row read back as figures (bigint columns come back as strings on PostgreSQL). */
export const rowFigures = (row: Record<string, unknown>): DayFigures =>
  Object.fromEntries(DAY_FIGURES.map((figure) => [figure, Number(row[figureColumn(figure)] ?? 0)])) as DayFigures
