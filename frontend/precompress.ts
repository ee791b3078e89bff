import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|css|svg|json|html)$/
/** Below this a compressed copy saves less than its extra request headers cost. */
const MIN_BYTES = 1024

/**
 * Writes `.br` and `.gz` copies of the built text assets, so that the backend can send them
 * compressed without compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'powerdeck-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => file.startsWith('assets/') && COMPRESSIBLE.test(file))
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file)
          const content = await readFile(path)
          if (content.length < MIN_BYTES) return
          await writeFile(
            `${path}.br`,
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          )
          await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }))
        })
      )
    },
  }
}
