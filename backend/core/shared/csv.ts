/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break. A text's leading
 * = + - @ (or tab/CR) is defused with a quote so spreadsheets do not run it as a formula; a number
 * is never a formula and stays a number (-3 is not turned into the text '-3).
 */
export function csvField(value: unknown): string {
  if (typeof value === 'number') return String(value)
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The first column a CSV header names twice (an import would keep only its last cell), or undefined. */
export const repeatedColumn = (columns: readonly string[]) =>
  columns.find((column, index) => columns.indexOf(column) !== index)
