import { spawn, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { freePort } from './server_process.js'

/** Whether a Redis answers PING on `port`. */
function redisAnswers(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const answer = (up: boolean) => {
      socket.destroy()
      resolve(up)
    }
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => answer(String(data).startsWith('+PONG')))
    socket.once('error', () => answer(false))
    socket.setTimeout(1000, () => answer(false))
  })
}

/** A Redis of the test's own on a free port, that it can kill (a crash) and start again. */
export async function ownRedis() {
  const port = await freePort()
  let child: ChildProcess | null = null
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
    for (let tries = 0; !(await redisAnswers(port)); tries++) {
      if (tries > 50) throw new Error(`redis-server did not answer on ${port}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const kill = async () => {
    const exited = new Promise((resolve) => child?.once('exit', resolve))
    child?.kill('SIGKILL')
    await exited
    child = null
  }
  await start()
  return { url: `redis://127.0.0.1:${port}/0`, start, kill }
}
