import { defineConfig } from 'vitest/config'

/** Checks on the production build (`npm run build` must have run). */
export default defineConfig({
  test: { include: ['tests/build/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 120_000 },
})
