import env from '#start/env'
import { defineConfig, drivers } from '@adonisjs/core/hash'

/**
 * Password hashing: scrypt at OWASP's recommended cost, N=2^17 (cost), r=8 (blockSize), p=1.
 * One hash needs 128 MiB; maxMemory allows twice that (Node refuses an exact fit). Hashes made
 * with other parameters still verify and are re-made with these at the next sign-in.
 */
export const PASSWORD_SCRYPT = { cost: 131072, blockSize: 8, parallelization: 1, maxMemory: 268435456 }

/**
 * The test suite only (NODE_ENV=test, set by bin/test.ts): it creates hundreds of accounts, and
 * 128 MiB per hash would make it crawl. Never used by a server.
 */
export const TEST_SCRYPT = { cost: 1024, blockSize: 8, parallelization: 1, maxMemory: 33554432 }

const hashConfig = defineConfig({
  default: 'scrypt',
  list: {
    scrypt: drivers.scrypt(env.get('NODE_ENV') === 'test' ? TEST_SCRYPT : PASSWORD_SCRYPT),
  },
})

export default hashConfig

declare module '@adonisjs/core/types' {
  export interface HashersList extends InferHashers<typeof hashConfig> {}
}
