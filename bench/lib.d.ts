export declare const root: string
export declare function loopbackOnly(url: string): void
export { startServer } from '../scripts/server.js'
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
