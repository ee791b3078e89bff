export declare function freePort(): Promise<number>
export declare function startServer(options: {
  entry: string[]
  cwd: string
  env: Record<string, string>
  port?: number
  logFile?: string
  timeoutMs?: number
}): Promise<{ url: string; stop: () => Promise<void>; pid: number }>
