/**
 * Replays the attacks of a hostile visitor against the built site on 127.0.0.1 (a fresh throwaway
 * PGlite database with the demo catalogue), each bounded in count and time, and prints a table:
 * attack | requests | what happened | expected | result. Exits non-zero when any attack succeeds.
 * With DATABASE_URL set, concurrent writers also hit a second server on a fresh PostgreSQL database
 * (created and dropped here); without it that row says skipped, never pass.
 *   npm run attack
 *   npm run attack -- --port 4300 --markdown      (a fixed port; the table again as Markdown)
 * The server believes X-Forwarded-For from 127.0.0.1 (TRUST_PROXY), so each attack can come from
 * addresses of its own, as visitors behind a reverse proxy do.
 */
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { buildAppIfStale } from './lib/app-build.ts'
import { corruptedDevice, kioskLink, launchChromium } from './lib/attack/browser.ts'
import { EVIL_HOST, hostHeaderReset } from './lib/attack/host-header.ts'
import { hostileDrawings } from './lib/attack/hostile-drawings.ts'
import { attackLibrary, ESCAPED_LTS, hostileEpubImport, READ_FLOOR_MS } from './lib/attack/hostile-epub.ts'
import { LIKE_PAIRS, likeInflation, VIEW_CALLS, viewInflation } from './lib/attack/inflation.ts'
import { JUNK_GROWTH_MB, JUNK_READS, junkReads } from './lib/attack/junk-reads.ts'
import { lockout, SIGN_IN_WITHIN_MS, WRONG_PASSWORDS } from './lib/attack/lockout.ts'
import { ANSWER_MAX_BYTES, oversizedMetadata, TITLE_MAX } from './lib/attack/oversized-metadata.ts'
import { PAGE_FLOOD, pageFlood, VISITOR_PAGE_MS } from './lib/attack/page-flood.ts'
import { BURST_MAX, TOO_MANY_VI, writeBurst } from './lib/attack/rate-limit.ts'
import { type AttackRow, markdownTable, printTable, runAttack } from './lib/attack/report.ts'
import { RESET_SPELLINGS, resetPageSpellings } from './lib/attack/reset-page-spellings.ts'
import * as flood from './lib/attack/sign-in-flood.ts'
import { demoPosts } from './lib/attack/visitor.ts'
import { concurrentWriters, WRITERS, WRITES } from './lib/attack/writers.ts'
import { type LocalServer, startServer, tempDataDir } from './lib/local-server.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'pg-port': { type: 'string' },
    markdown: { type: 'boolean', default: false },
  },
})
const TRUST_PROXY = '127.0.0.1'
/** The whole run is bounded: past this, everything started here is stopped and the run fails. */
const RUN_LIMIT_MS = 10 * 60_000

const root = join(import.meta.dirname, '..')
buildAppIfStale()
const data = tempDataDir('attack')
let server: LocalServer | undefined
const watchdog = setTimeout(() => {
  console.error(`✘ The attacks took longer than ${RUN_LIMIT_MS / 60_000} minutes: stopped.`)
  server?.child.kill('SIGKILL')
  data.remove()
  process.exit(1)
}, RUN_LIMIT_MS)
watchdog.unref()

const rows: AttackRow[] = []
try {
  console.log('Starting the built site on a fresh database with the demo catalogue…')
  server = await startServer({
    dataDir: join(data.dir, 'data'),
    port: values.port ? Number(values.port) : undefined,
    quiet: true,
    env: {
      APP_DIR: join(root, 'dist'),
      SEED_DEMO: 'true',
      TRUST_PROXY,
      DATABASE_URL: undefined,
      MEDIA_DIR: undefined,
      PUBLIC_CACHE_MB: undefined,
      PUBLIC_CACHE_SECONDS: undefined,
      LIBRARY_DIR: attackLibrary(data.dir),
    },
  })
  const base = server.url
  // Account mail (registration links) is written here: the server has no SMTP_URL.
  const outbox = join(data.dir, 'data', 'outbox')
  const pid = server.child.pid!
  const posts = await demoPosts(base)
  const movies = posts.filter((p) => p.posttype === 'movie')
  const others = posts.filter((p) => p.posttype !== 'movie')
  if (movies.length < 3 || others.length < 6) throw new Error('the demo catalogue holds too few posts')
  // Every attack has its own post and its own addresses, so none sees another's traces.
  const post = (i: number) => others[i]!

  rows.push(
    await runAttack(
      `junk-parameter reads: ${JUNK_READS.toLocaleString('en')} GETs of /vi/api/v1/home/index/?z=<n>`,
      `server RSS grows ≤ ${JUNK_GROWTH_MB} MB`,
      () => junkReads(base, pid),
    ),
  )
  rows.push(
    await runAttack(
      `view inflation: ${VIEW_CALLS} view calls, one address, one device`,
      'view count moves ≤ 1',
      () => viewInflation(base, post(0), '203.0.113.10', false),
    ),
  )
  rows.push(
    await runAttack(
      `view inflation: ${VIEW_CALLS} view calls, one address, a new X-Device-Id each`,
      'view count moves ≤ 1',
      () => viewInflation(base, post(1), '203.0.113.11', true),
    ),
  )
  rows.push(
    await runAttack(
      `like inflation: ${LIKE_PAIRS} csrf_create + like, one address, no X-Device-Id`,
      'like_count moves ≤ 1',
      () => likeInflation(base, post(2), '203.0.113.20', false),
    ),
  )
  rows.push(
    await runAttack(
      `like inflation: ${LIKE_PAIRS} csrf_create + like, one address, a random X-Device-Id each`,
      'like_count moves ≤ 1',
      () => likeInflation(base, post(3), '203.0.113.21', true),
    ),
  )
  rows.push(
    await runAttack(
      `lockout: ${WRONG_PASSWORDS} wrong passwords from address A, then the right one from B`,
      `200 within ${SIGN_IN_WITHIN_MS / 1000} s`,
      () => lockout(base, outbox, '203.0.113.30', '198.51.100.30'),
    ),
  )
  rows.push(
    await runAttack(
      `Host-header reset: forgot-password with Host: ${EVIL_HOST}, then with X-Forwarded-Host: ${EVIL_HOST} from the trusted proxy`,
      `no mail in the outbox names ${EVIL_HOST}; the forged requests refused with the envelope (or taken, 202), never 5xx; the member's own link arrives`,
      () => hostHeaderReset(base, outbox, '203.0.113.35', '198.51.100.35'),
    ),
  )
  rows.push(
    await runAttack(
      `rate limit: a burst of up to ${BURST_MAX.toLocaleString('en')} likes from one address`,
      `429, Retry-After, {status:"error", message:"${TOO_MANY_VI}"}`,
      () => writeBurst(base, post(4), '203.0.113.40'),
    ),
  )
  rows.push(
    await runAttack(
      `page flood: ${PAGE_FLOOD.toLocaleString('en')} GETs of a post's page with ?z=<n>, one address`,
      `past its budget the flood's pages come undrawn; another visitor's new pages come drawn within ${VISITOR_PAGE_MS} ms`,
      () => pageFlood(base, post(5), post(4), '203.0.113.50', '198.51.100.50'),
    ),
  )
  rows.push(
    await runAttack(
      `kept reset screen: ${RESET_SPELLINGS.length} spellings of /vi/user/reset-password?token=… (//, letter case), each twice`,
      'every answer no-store, none from the page cache',
      () => resetPageSpellings(base, '203.0.113.60'),
    ),
  )
  rows.push(
    await runAttack(
      `sign-in flood: ${flood.FLOOD_ADDRESSES} addresses, each under its limits, sign in to unknown emails; the owner signs in ${flood.OWNER_TRIES}× from a known device and ${flood.OWNER_TRIES}× from new ones`,
      `known device: 200 within ${flood.KNOWN_DEVICE_MS / 1000} s every time; new device: 200 within ${flood.NEW_DEVICE_MS / 1000} s ≥ ${flood.NEW_DEVICE_PASSES} in ${flood.OWNER_TRIES}`,
      () => flood.signInFlood(base, outbox),
    ),
  )
  rows.push(
    await runAttack(
      `the 1.9 kB EPUB: a dc:description of ${ESCAPED_LTS.toLocaleString('en')} × &lt; dropped into LIBRARY_DIR`,
      `every read answered; read p99 during the import ≤ 2 × at rest (or ≤ ${READ_FLOOR_MS} ms)`,
      () => hostileEpubImport(base, attackLibrary(data.dir)),
    ),
  )

  console.log('Starting Chromium…')
  const browser = await launchChromium()
  try {
    rows.push(
      await runAttack(
        'kiosk link: /vi?kiosk=1&pin=1234 in Chromium',
        'kiosk not on until confirmed, nor after a reload',
        () => kioskLink(browser, base),
      ),
    )
    rows.push(
      await runAttack(
        "corrupted library entry and deviceId 'dévice-ñ' in Chromium",
        'the good history entries show; a like answers 200',
        () => corruptedDevice(browser, base, [movies[0]!, movies[1]!], movies[2]!),
      ),
    )
    rows.push(
      await runAttack(
        'an EPUB whose SVG and MathML hide handlers, javascript: links, <use>/<image>/url() of the outside, styles, foreignObject, maction, dropped into LIBRARY_DIR',
        'the server-drawn reader and the app in Chromium keep the drawing and formula, nothing that runs, and ask nothing of the outside',
        () => hostileDrawings(browser, base, attackLibrary(data.dir)),
      ),
    )
  } finally {
    await browser.close()
  }
  await server.stop()
  server = undefined

  rows.push(
    await runAttack(
      'oversized metadata: a ComicInfo.xml with a 900 kB title, an EPUB listing an 8 MB chapter 40 times, in LIBRARY_DIR',
      `home answers < ${ANSWER_MAX_BYTES / 1024} kB; title ≤ ${TITLE_MAX} characters; each chapter stored once, ≤ 2 MB`,
      () => oversizedMetadata(join(root, 'dist')),
    ),
  )

  const writersAttack = `concurrent writers on PostgreSQL: ${WRITES.toLocaleString('en')} like/unlike/rating writes from ${WRITERS} members`
  const writersExpected = 'zero 5xx; every counter equals its rows'
  if (process.env.DATABASE_URL) {
    const adminUrl = process.env.DATABASE_URL
    const pgPort = values['pg-port'] ? Number(values['pg-port']) : undefined
    rows.push(
      await runAttack(writersAttack, writersExpected, () => concurrentWriters(adminUrl, TRUST_PROXY, pgPort)),
    )
  } else {
    rows.push({
      attack: writersAttack,
      requests: 0,
      happened: 'skipped (no DATABASE_URL)',
      expected: writersExpected,
      result: 'skipped',
    })
  }
} finally {
  await server?.stop()
  data.remove()
  clearTimeout(watchdog)
}

printTable(rows)
if (values.markdown) console.log(`\n${markdownTable(rows)}`)
const failed = rows.filter((r) => r.result === 'fail').length
const skipped = rows.filter((r) => r.result === 'skipped').length
const passed = rows.length - failed - skipped
console.log(`\n${passed} held, ${failed} failed, ${skipped} skipped`)
process.exitCode = failed ? 1 : 0
