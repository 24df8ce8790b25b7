import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { firstScreenMessages, serverSanitizer } from './vite.config.ts'

export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time: a server file spends much of its time
    // waiting (a database booting, a child process, a grace period), so two share the cores well.
    maxWorkers: 2,
    projects: [
      {
        // The server draws pages with the app's own renderer (src/app/render-page.tsx): its tests load
        // it from source, with the build's transforms.
        plugins: [react(), lingui({ macroTransform: true }), firstScreenMessages(), serverSanitizer()],
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/global-setup.ts'],
          // Each file opens its own database; PGlite boots in seconds on a small machine.
          // Every sign-up and sign-in is a real scrypt hash at N = 2^17 (128 MiB, about a second).
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Three servers, nginx and a redis-server per file (tests/cluster/setup.ts): one file at a time,
        // or three clusters would share two cores.
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The app's rules and screens in jsdom, with the same macro and catalog transforms as the build.
        plugins: [react(), lingui({ macroTransform: true }), firstScreenMessages()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/dialog-shim.ts', 'tests/unit/waiting.ts'],
          // A screen's first test compiles its lazy parts and their catalogues (the account words of a
          // post's reviews): on a busy machine that alone has taken more than the default 5 seconds.
          testTimeout: 20_000,
        },
      },
    ],
  },
})
