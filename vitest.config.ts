import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Each file opens its own database; PGlite boots in seconds on a small machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
