export declare const root: string
export declare function loopbackOnly(url: string): void
import { startServer } from '../scripts/server.js'

export { startServer }
export declare function pgQuery(url: string, sql: string, values?: unknown[]): Promise<any[]>
export declare function freshPgDatabase(url: string): Promise<() => Promise<void>>
export declare function pgServerEnv(databaseUrl: string): Record<string, string>
export declare function call(
  base: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown
): Promise<any>
/** A creator a benchmark seeded: id and session token. */
export interface BenchCreator {
  id: number
  token: string
}
export declare function seedLiveCreators(base: string, count: number): Promise<BenchCreator[]>
export declare const built: boolean
export declare function startPgServer(
  databaseUrl: string,
  options?: { logFile?: string; env?: Record<string, string> }
): ReturnType<typeof startServer>
export declare function hardLimit(server: { stop(): Promise<unknown> }, limitMs: number): NodeJS.Timeout
export declare function cpuMsByPid(pids: number[]): Map<number, number>
export declare function machineCpuMs(): number
export declare function percentile(sorted: number[], p: number): number
export declare function printTable(rows: string[][], leftColumn?: number): void
export declare function withFreshPgServer<T>(
  url: string,
  limitMs: number,
  work: (server: Awaited<ReturnType<typeof startServer>>) => Promise<T>
): Promise<T>
export declare function cpuMeter(
  pgUrl: string,
  serverPid: number
): Promise<() => Promise<{ serverMs: number; pgMs: number; benchMs: number }>>
