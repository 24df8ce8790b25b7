import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/lib/chromium.ts'
import { SERVER_NODE_FLAGS } from './server/node-flags.ts'
import { libraryBaseURL, libraryPort } from './tests/e2e/library-server.ts'
import { oidcEnv, oidcIssuer, oidcPort, oidcSitePort, oidcSiteURL } from './tests/e2e/oidc-site.ts'

const port = Number(process.env.E2E_PORT ?? 4173)
// The site's servers run as `npm start` runs them.
const serverFlags = SERVER_NODE_FLAGS.join(' ')
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A small shared machine builds, serves and drives Chromium at once: give each test room.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two cores: more workers only make each browser slower.
  workers: 2,
  // The test runner asks for a JSON report by naming its file; people get the list.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // The site's dark colours unless a test asks for the light ones (light-theme.spec.ts): the
        // screens' own tests and snapshots are of one look.
        colorScheme: 'dark',
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  webServer: [
    {
      // The built site (built first when stale) on a fresh throwaway database with the demo catalogue.
      command: `"${process.execPath}" ${serverFlags} tests/e2e/serve.ts`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'true' },
    },
    {
      // The same build with no demo: its content comes from a generated library (library.spec.ts).
      command: `"${process.execPath}" ${serverFlags} tests/e2e/serve-library.ts`,
      url: `${libraryBaseURL}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      env: { PORT: String(libraryPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    },
    {
      // A real OpenID provider (oidc-provider) that the site's sign-in goes to (oidc.spec.ts).
      command: `"${process.execPath}" tests/e2e/oidc-provider.ts`,
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { OIDC_PORT: String(oidcPort), OIDC_REDIRECT_URIS: `${oidcSiteURL}/vi/user/oidc-callback` },
    },
    {
      // The same build signing in with that provider (oidc.spec.ts), apart so that no other test
      // meets its button; no demo catalogue, which the sign-in does not need.
      command: `"${process.execPath}" ${serverFlags} tests/e2e/serve.ts`,
      url: `${oidcSiteURL}/healthz`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      env: {
        PORT: String(oidcSitePort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        ...oidcEnv(oidcSiteURL),
      },
    },
  ],
})
