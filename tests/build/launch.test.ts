import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PROCESS_ENTRY } from '../../scripts/cluster.js'
import { SERVER_NODE_OPTIONS } from '../../scripts/server.js'

const root = new URL('../../', import.meta.url).pathname
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8')
const SERVER = 'build/backend/bin/server.js'

/** The Node options between `node` (or the start) and the server's entry in a command's words. */
function optionsBefore(words: string[]) {
  const at = words.findIndex((word) => word.endsWith(SERVER))
  expect(at, `${words.join(' ')} starts ${SERVER}`).toBeGreaterThanOrEqual(0)
  return words.slice(words.lastIndexOf('node', at) + 1, at)
}

describe('every production launch starts the server with SERVER_NODE_OPTIONS', () => {
  it('npm run serve and npm start', () => {
    const { scripts } = JSON.parse(read('package.json'))
    for (const name of ['serve', 'start']) expect(optionsBefore(scripts[name].split(/\s+/))).toEqual(SERVER_NODE_OPTIONS)
  })

  it("the Docker image's CMD", () => {
    const cmd = read('Dockerfile').match(/^CMD (\[.*\])$/m)
    expect(cmd, 'an exec-form CMD').not.toBeNull()
    expect(optionsBefore(JSON.parse(cmd![1]))).toEqual(SERVER_NODE_OPTIONS)
  })

  it('npm run cluster', () => {
    expect(optionsBefore(PROCESS_ENTRY)).toEqual(SERVER_NODE_OPTIONS)
  })
})
