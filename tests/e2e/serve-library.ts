import { mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeTestLibrary } from './library-fixture.ts'

/**
 * The library site of the browser tests (library-server.ts): a data folder wiped on every start, a
 * library written afresh, no demo catalogue; the server imports the library as it starts.
 */
const dataDir = join(tmpdir(), `mot-e2e-library-${process.env.PORT ?? '4174'}`)
rmSync(dataDir, { recursive: true, force: true })
const library = join(dataDir, 'library')
mkdirSync(library, { recursive: true })
await writeTestLibrary(library)
process.env.DATA_DIR = dataDir
process.env.LIBRARY_DIR = library
process.env.SEED_DEMO = 'false'
delete process.env.DATABASE_URL
delete process.env.MEDIA_DIR
// Every browser of a test run is one address opening hundreds of new pages a minute: each is drawn.
process.env.PAGE_RENDERS_PER_MINUTE = '100000'
if (process.env.E2E_APP_DIR) process.env.APP_DIR = process.env.E2E_APP_DIR
else delete process.env.APP_DIR

await import('../../scripts/start.ts')
