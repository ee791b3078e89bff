import { PassThrough, Writable } from 'node:stream'
import { describe, expect, test } from 'vitest'
import { forEachWithProgress } from './progress.js'
import type { CliIo } from './io.js'

/** A stderr that claims to be a terminal and keeps what is drawn. */
function terminal() {
  let text = ''
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk)
      done()
    },
  })
  Object.assign(stream, { isTTY: true, columns: 80, cursorTo() {}, clearLine() {}, moveCursor() {} })
  return { stream, text: () => text }
}

const ioWith = (stderr: Writable): CliIo => ({
  stdout: new PassThrough(),
  stderr,
  stdin: new PassThrough(),
  env: {},
  interactive: false,
})

describe('progress helper', () => {
  test('runs every item in order and draws a bar at a terminal', async () => {
    const screen = terminal()
    const results = await forEachWithProgress(
      ioWith(screen.stream),
      { label: 'Importing', json: false },
      [1, 2, 3],
      async (n) => n * 2
    )
    expect(results).toEqual([2, 4, 6])
    expect(screen.text()).toContain('Importing')
    expect(screen.text()).toContain('3/3')
  })

  test('draws nothing in --json mode or without a terminal', async () => {
    const quiet = terminal()
    await forEachWithProgress(ioWith(quiet.stream), { label: 'Importing', json: true }, [1], async (n) => n)
    expect(quiet.text()).toBe('')
    let piped = ''
    const pipe = new Writable({ write: (chunk, _e, done) => ((piped += String(chunk)), done()) })
    await forEachWithProgress(ioWith(pipe), { label: 'Importing', json: false }, [1], async (n) => n)
    expect(piped).toBe('')
  })
})
