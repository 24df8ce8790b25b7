/**
 * One measured import, in a process of its own: imports the library, then imports it again
 * unchanged, and prints the figures as JSON: times, and the process's peak resident memory (with
 * embedded PGlite, the database's own memory included).
 *   node scripts/lib/bench-import-run.ts <library>      (database and media store from the environment)
 *   node scripts/lib/bench-import-run.ts --open-only     the same process opening its database, no import:
 *                                                        what the process holds before the importer works
 */
import { readConfig } from '../../server/config.ts'
import { openConfiguredDatabase } from '../../server/db/client.ts'
import { importLibrary } from '../../server/library/import.ts'

const library = process.argv[2]!
const config = readConfig()
const database = await openConfiguredDatabase(config)
if (library === '--open-only') {
  await database.close()
  console.log(JSON.stringify({ peakMb: process.resourceUsage().maxRSS / 1024 }))
  process.exit(0)
}
try {
  const options = { db: database.db, mediaDir: config.mediaDir, library }
  let started = performance.now()
  const first = await importLibrary(options)
  const importMs = performance.now() - started
  started = performance.now()
  const again = await importLibrary(options)
  const rescanMs = performance.now() - started
  console.log(
    JSON.stringify({
      importMs,
      rescanMs,
      peakMb: process.resourceUsage().maxRSS / 1024,
      first: { posts: first.posts, chapters: first.chapters, skipped: first.skipped.length },
      again: { posts: again.posts, chapters: again.chapters, skipped: again.skipped.length },
    }),
  )
} finally {
  await database.close()
}
