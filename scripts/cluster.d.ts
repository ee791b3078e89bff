export declare function startProxy(options: {
  port: number
  host?: string
  targets: string[]
}): Promise<{ url: string; stop: () => Promise<void> }>
