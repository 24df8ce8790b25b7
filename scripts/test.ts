import { clusterSteps, runAll, serverSteps, vitestStep } from './lib/steps.ts'

/**
 * Everything CI checks, in order: types, lint, catalogs, unit, server (both engines), several servers
 * behind nginx (PostgreSQL), bundle size, the outside validators, browser tests (Chromium, then the main flows in Firefox and
 * WebKit) and attacks.
 */
await runAll([
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  // The home's messages are cut from the catalogues by their origins (vite.config.ts): stale ones
  // would leave a message of the first screen out.
  { name: 'catalogs in sync with the code', command: ['npm', 'run', '--silent', 'i18n:check'] },
  // docs/api.md's list of calls is made from the table of endpoints: a call changed there and not here fails.
  {
    name: 'docs/api.md in step with the endpoints',
    command: ['npm', 'run', '--silent', 'api:docs', '--', '--check'],
  },
  vitestStep('unit tests', 'unit'),
  ...serverSteps(),
  // Three servers behind nginx, with their own redis-server, on PostgreSQL: needs nginx and redis-server.
  ...clusterSteps(),
  // One production build (with the manifest the budgets are read from) for the budgets, the browser
  // tests and the attacks: the browser tests' server builds ./dist only when it is missing or stale.
  { name: 'build', command: ['npx', 'vite', 'build', '--manifest', '--logLevel', 'warn'] },
  { name: 'bundle size', command: ['npm', 'run', '--silent', 'size', '--', '--dir', 'dist'] },
  // Validators no one on the project wrote, on every page kind in both languages of the same build:
  // the Nu Html Checker (needs Java), pa11y, and focus not obscured at phone size.
  {
    name: 'outside validators (Nu Html Checker, pa11y, focus not obscured)',
    command: ['npm', 'run', '--silent', 'validate', '--', '--dir', 'dist'],
  },
  // The browser tests start the built site on its own throwaway PGlite database.
  {
    name: 'browser tests (Chromium)',
    command: ['npx', 'playwright', 'test'],
    env: { DATABASE_URL: undefined },
    report: 'playwright',
  },
  // The main flows in Firefox ESR and WebKitGTK, on the same build and a database of their own.
  {
    name: 'browser flows (Firefox ESR, WebKitGTK)',
    command: ['npm', 'run', '--silent', 'test:engines'],
    report: 'engines',
  },
  // A hostile visitor's attacks against the same build (./dist), PostgreSQL's part when DATABASE_URL is set.
  { name: 'attacks', command: ['npm', 'run', '--silent', 'attack'] },
])
