/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break. A leading
 * = + - @ (or tab/CR) is defused with a quote so spreadsheets do not run it as a formula.
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}
