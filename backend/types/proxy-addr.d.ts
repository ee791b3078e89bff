/** The part of proxy-addr (a dependency of AdonisJS's HTTP server) config/app.ts uses. */
declare module 'proxy-addr' {
  type TrustFunction = (address: string, distance: number) => boolean
  const proxyAddr: { compile(trusted: string | string[]): TrustFunction }
  export default proxyAddr
}
