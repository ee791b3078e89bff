import type { CliIo } from './io.js'
import { styleFor, type Style } from './style.js'

export interface Column<T> {
  header: string
  value: (row: T) => string | number | boolean | null | undefined
  align?: 'left' | 'right'
}

const EMPTY_CELL = '-'
// eslint-disable-next-line no-control-regex -- matches terminal colour codes (ESC [ … m)
const ANSI = /\u001b\[[0-9;]*m/g
const visibleLength = (text: string) => text.replace(ANSI, '').length

const cell = (value: unknown) => (value === null || value === undefined || value === '' ? EMPTY_CELL : String(value))

/**
 * What a command prints. Human output (tables, lines, success notes) goes to stdout and is
 * silent in `--json` mode, where `json()`/`result()` print the one JSON document instead.
 * Warnings and errors always go to stderr.
 */
export class Output {
  readonly style: Style
  readonly errorStyle: Style

  constructor(
    private readonly io: CliIo,
    readonly jsonMode: boolean
  ) {
    this.style = styleFor(io.stdout, io.env)
    this.errorStyle = styleFor(io.stderr, io.env)
  }

  /** Prints `value` as JSON in `--json` mode, else runs `human`. */
  result(value: unknown, human: () => void) {
    if (this.jsonMode) this.json(value)
    else human()
  }

  json(value: unknown) {
    this.io.stdout.write(`${JSON.stringify(value, null, 2)}\n`)
  }

  line(text = '') {
    if (!this.jsonMode) this.io.stdout.write(`${text}\n`)
  }

  success(text: string) {
    this.line(`${this.style.green('✔')} ${text}`)
  }

  /** A secondary line (hints, totals). */
  note(text: string) {
    this.line(this.style.dim(text))
  }

  /** A hint on stderr: shown in every mode (with --json as a line `{"info":"…"}`), never mixed into stdout's result. */
  info(text: string) {
    this.io.stderr.write(this.jsonMode ? `${JSON.stringify({ info: text })}\n` : `${this.errorStyle.dim(text)}\n`)
  }

  /** A warning on stderr (with --json as a line `{"warning":"…"}`). */
  warn(text: string) {
    this.io.stderr.write(
      this.jsonMode ? `${JSON.stringify({ warning: text })}\n` : `${this.errorStyle.yellow('Warning:')} ${text}\n`
    )
  }

  /** Aligned columns with a header; `empty` is printed when there are no rows. */
  table<T>(rows: T[], columns: Column<T>[], empty = 'Nothing to show') {
    if (!rows.length) return this.note(empty)
    const cells = rows.map((row) => columns.map((column) => cell(column.value(row))))
    const widths = columns.map((column, i) =>
      Math.max(column.header.length, ...cells.map((values) => visibleLength(values[i])))
    )
    const format = (values: string[]) =>
      values
        .map((value, i) => {
          const padding = ' '.repeat(widths[i] - visibleLength(value))
          return columns[i].align === 'right' ? padding + value : value + padding
        })
        .join('  ')
        .trimEnd()
    this.line(this.style.bold(format(columns.map((column) => column.header.toUpperCase()))))
    for (const values of cells) this.line(format(values))
  }

  /** `Label  value` lines for one record: `undefined` leaves the line out, null or '' shows '-'. */
  record(fields: [label: string, value: unknown][]) {
    const shown = fields.filter(([, value]) => value !== undefined)
    const width = Math.max(...shown.map(([label]) => label.length))
    for (const [label, value] of shown) this.line(`${this.style.dim(label.padEnd(width))}  ${cell(value)}`)
  }
}

/** `2026-03-01 14:05` in the local time zone; '-' when absent. */
export function formatDate(iso: string | null | undefined) {
  if (!iso) return EMPTY_CELL
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return EMPTY_CELL
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}
