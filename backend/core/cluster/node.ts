import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'

/**
 * This process as one node of a deployment: several app processes may serve the same database.
 * The id is unique per process start (host, pid and a random suffix), so a restarted process is a new node.
 */
export const thisNode = {
  id: `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
  startedAt: new Date(),
} as const
