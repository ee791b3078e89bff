// Development: the backend from TypeScript sources on :3333 and Vite's dev server on :5173
// (which proxies /api and /__transmit to the backend). Ctrl+C stops both.
import { spawn } from 'node:child_process'

const root = new URL('../', import.meta.url).pathname
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' }
const children = [
  spawn(process.execPath, ['--import=ts-node-maintained/register/esm', 'bin/server.ts'], {
    cwd: `${root}backend`,
    env,
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', 'frontend'], { cwd: root, env, stdio: 'inherit' }),
]
const stop = () => children.forEach((child) => child.kill('SIGINT'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
