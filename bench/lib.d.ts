export declare const root: string
export declare function loopbackOnly(url: string): void
export declare function freePort(): Promise<number>
export declare function pgQuery(url: string, sql: string, values?: unknown[]): Promise<any[]>
export declare function freshPgDatabase(url: string): Promise<() => Promise<void>>
export declare function pgServerEnv(databaseUrl: string): Record<string, string>
export declare function startServer(options: {
  entry: string[]
  cwd: string
  env: Record<string, string>
  timeoutMs?: number
}): Promise<{ url: string; stop: () => Promise<void> }>
export declare function call(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<any>
