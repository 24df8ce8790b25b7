import { runAll, serverSteps, vitestStep } from './lib/steps.ts'

/** Everything CI checks, in order: types, lint, unit, server (both engines), bundle size and browser tests. */
runAll([
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  vitestStep('unit tests', 'unit'),
  ...serverSteps(),
  // The bundle budgets: one production build of its own, measured route by route.
  { name: 'bundle size', command: ['npm', 'run', '--silent', 'size'] },
  // The browser tests start the built site on its own throwaway PGlite database.
  {
    name: 'browser tests (Chromium)',
    command: ['npx', 'playwright', 'test'],
    env: { DATABASE_URL: undefined },
    report: 'playwright',
  },
])
