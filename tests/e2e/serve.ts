import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The browser tests' server: a data folder wiped on every start, so each run seeds the demo
 * catalogue afresh and never touches a real database (DATABASE_URL is ignored on purpose).
 */
const dataDir = join(tmpdir(), `mot-e2e-${process.env.PORT ?? '4173'}`)
rmSync(dataDir, { recursive: true, force: true })
process.env.DATA_DIR = dataDir
delete process.env.DATABASE_URL
delete process.env.MEDIA_DIR
// Account mail goes to the data folder's outbox, where the tests read it (password-reset.spec.ts).
delete process.env.SMTP_URL
// Every browser of a test run is one address opening hundreds of new pages a minute: each is drawn.
process.env.PAGE_RENDERS_PER_MINUTE = '100000'
// ./dist (built first when stale), unless the run names a build of its own, as when several
// people test at once; an APP_DIR left in the shell is not taken for one.
if (process.env.E2E_APP_DIR) process.env.APP_DIR = process.env.E2E_APP_DIR
else delete process.env.APP_DIR

await import('../../scripts/start.ts')
