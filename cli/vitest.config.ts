import { defineConfig } from 'vitest/config'

/** CLI tests (core and every module's `cli/`) against one real backend started by global-setup. */
export default defineConfig({
  test: {
    include: ['{src,bin,tests}/**/*.test.ts', '../modules/*/cli/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
