/**
 * `npm run import -- <folder>`: imports a library folder (docs/library.md) into the configured
 * database (DATABASE_URL, or PGlite in DATA_DIR) and media store (MEDIA_DIR), then reports.
 * Exits 0 when the run finished, skipped files included; 1 when the library cannot be read.
 */
import { ConfigError, readConfig } from '../server/config.ts'
import { openConfiguredDatabase } from '../server/db/client.ts'
import { importLibrary, LibraryUnreadable } from '../server/library/import.ts'
import { FileReaders, readingLimitsOf } from '../server/library/reading/readers.ts'

const folder = process.argv[2]
if (!folder) {
  console.error('Usage: npm run import -- <library folder>')
  process.exit(2)
}

const tty = process.stdout.isTTY
const started = performance.now()
/** Time left at the pace so far: `1 min 5 s`, `40 s`. */
const timeLeft = (done: number, total: number) => {
  const seconds = Math.round((((performance.now() - started) / done) * (total - done)) / 1000)
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`
}
const progress = (done: number, total: number, current: string) => {
  if (!tty) return
  const width = 24
  const filled = Math.round((done / Math.max(total, 1)) * width)
  const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`
  const line = `${bar} ${done}/${total}, ${timeLeft(done, total)} left: ${current}`
  process.stdout.write(`\r${line.slice(0, process.stdout.columns - 1).padEnd(process.stdout.columns - 1)}`)
}

try {
  const config = readConfig()
  const database = await openConfiguredDatabase(config)
  // Within the same limits a file as the server's imports (IMPORT_FILE_SECONDS, IMPORT_FILE_MB).
  const readers = new FileReaders(readingLimitsOf(config))
  try {
    const report = await importLibrary({
      db: database.db,
      mediaDir: config.mediaDir,
      library: folder,
      onProgress: progress,
      readers,
      // The report's reasons are short; what they leave out is for whoever runs the import.
      logDetails: (path, details) => console.error(`${path}: ${details}`),
    })
    if (tty) process.stdout.write('\n')
    const line = (name: string, c: { added: number; changed: number; unchanged: number; hidden: number }) =>
      `${name}: ${c.added} added, ${c.changed} changed, ${c.unchanged} unchanged, ${c.hidden} hidden`
    console.log(line('Posts', report.posts))
    console.log(line('Chapters', report.chapters))
    console.log(`Skipped: ${report.skipped.length}`)
    for (const s of report.skipped) console.log(`  ${s.path}: ${s.reason}`)
  } finally {
    await readers.close()
    await database.close()
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof LibraryUnreadable) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
