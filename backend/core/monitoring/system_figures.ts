import { statfs } from 'node:fs/promises'
import { cpus, freemem, loadavg, totalmem } from 'node:os'

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0)

let lastCpu = { usage: process.cpuUsage(), at: performance.now() }

/** This process's CPU use since the previous call, as a percentage of all cores. */
function processCpuPercent() {
  const now = performance.now()
  const usage = process.cpuUsage(lastCpu.usage)
  const elapsedMicros = (now - lastCpu.at) * 1000
  lastCpu = { usage: process.cpuUsage(), at: now }
  return Math.min(100, percent(usage.user + usage.system, elapsedMicros * cpus().length))
}

/** Used space of the file system holding `path`, in percent; null where it cannot be read. */
async function diskPercent(path: string) {
  try {
    const stats = await statfs(path)
    return percent((stats.blocks - stats.bavail) * stats.bsize, stats.blocks * stats.bsize)
  } catch {
    return null
  }
}

export interface SystemFigures {
  /** Seconds since this server started. */
  uptime: number
  startedAt: string
  /** This process's share of all cores since the previous reading. */
  cpu: number
  /** Load average of the last minute per core, in percent. */
  load: number
  /** Memory in use on the machine. */
  memory: number
  disk: number | null
  processMemoryMb: number
}

/** Measured figures of the machine and this process (nothing hard-coded). */
export async function systemFigures(dataPath: string): Promise<SystemFigures> {
  return {
    uptime: Math.round(process.uptime()),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    cpu: processCpuPercent(),
    load: percent(loadavg()[0], cpus().length),
    memory: percent(totalmem() - freemem(), totalmem()),
    disk: await diskPercent(dataPath),
    processMemoryMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
  }
}
