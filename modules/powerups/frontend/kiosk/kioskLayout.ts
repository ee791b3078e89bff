/** How many tiles of at least `minWidth` fit in `width` with `gap` between them (at least 1). */
export function columnsFor(width: number, minWidth: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (minWidth + gap)))
}

/** Items in rows of `columns`, for a virtualized grid. */
export function chunkRows<T>(items: readonly T[], columns: number): T[][] {
  const rows: T[][] = []
  for (let start = 0; start < items.length; start += columns) rows.push(items.slice(start, start + columns))
  return rows
}
