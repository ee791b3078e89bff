import { defineConfig } from 'vitest/config'

/** Browser suite: run through `npm run test:browser` (scripts/browser-tests.js sets POWERDECK_URL). */
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.browser.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One file at a time: the files share one server and its demo creators, and count what they change.
    fileParallelism: false,
  },
})
