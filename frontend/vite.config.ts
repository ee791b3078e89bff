import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { precompress } from './precompress.ts'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const backend = process.env.POWERDECK_API ?? 'http://127.0.0.1:3333'

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  resolve: {
    // `@shell`: the SDK of module frontends; `@shell/test`: their test helpers; `@core/shared`:
    // the kernel's pure contracts (roles, rules, time, Acting and audit types).
    alias: [
      {
        find: /^@core\/shared$/,
        replacement: fileURLToPath(new URL('../backend/core/shared/index.ts', import.meta.url)),
      },
      { find: /^@shell$/, replacement: fileURLToPath(new URL('./src/shell/index.ts', import.meta.url)) },
      { find: /^@shell\/test$/, replacement: fileURLToPath(new URL('./src/test/utils.tsx', import.meta.url)) },
    ],
    // Module frontends live outside this folder: make them share the shell's single copies.
    dedupe: ['react', 'react-dom', 'react-admin', 'ra-core', '@mui/material', '@emotion/react'],
  },
  server: {
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': backend,
      '/__transmit': backend,
    },
  },
  build: {
    outDir: '../build/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '../modules/*/frontend/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // jsdom + react-admin renders are slow on a busy 2-core machine; the default 5 s flakes there.
    testTimeout: 20_000,
    // Under vitest a bare 'react-router' resolves to its CJS build while react-admin's ESM build
    // loads the ESM one: two copies, and <Route> from the app is not react-admin's <Route>.
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('../node_modules/react-router/dist/development/index.mjs', import.meta.url)),
      },
    ],
  },
})
