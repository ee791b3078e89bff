#!/usr/bin/env node
import { run } from '../src/program.js'
import { EXIT } from '../src/errors.js'

// `powerdeck … | head -1`: once the reader has gone, stop quietly (exit 0, no stack).
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error
  process.exit(EXIT.ok)
})
// The same on stderr (`2>&1 | head -1`): nothing is left to tell, the exit code still says how it went.
process.stderr.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error
})

process.exitCode = await run(process.argv.slice(2))
