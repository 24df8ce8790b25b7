import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostileEpub, minimalEpub } from '../../../scripts/lib/attack/hostile-epub.ts'
import { type ImportReport, importLibrary } from '../../../server/library/import.ts'
import { FileReaders } from '../../../server/library/reading/readers.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { writeTree } from './fixtures.ts'

let server: TestServer
const libraries: string[] = []
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(async () => {
  await server?.close()
  for (const library of libraries) rmSync(library, { recursive: true, force: true })
})

const libraryOf = (files: Record<string, Buffer | string>) => {
  const library = mkdtempSync(join(tmpdir(), 'mot-limits-'))
  libraries.push(library)
  writeTree(library, files)
  return library
}

/**
 * Imports while a visitor reads the home page again and again; answers the report, the slowest read
 * and the event loop's longest delay, in milliseconds.
 */
async function importWhileReading(library: string, readers: FileReaders) {
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  let done = false
  const importing = importLibrary({ db: server.db, mediaDir: server.mediaDir, library, readers }).finally(
    () => {
      done = true
    },
  )
  const reads: number[] = []
  const statuses = new Set<number>()
  while (!done) {
    // A read the answer cache serves never leaves the microtask queue: the loop lets the import's
    // events (its reader's answers, its timers) in between reads.
    await new Promise((resolve) => setImmediate(resolve))
    const started = performance.now()
    statuses.add((await server.app.inject('/vi/api/v1/home/index/')).statusCode)
    reads.push(performance.now() - started)
  }
  const report: ImportReport = await importing
  delay.disable()
  return {
    report,
    slowestRead: Math.max(...reads),
    reads: reads.length,
    statuses,
    longestDelay: delay.max / 1e6,
  }
}

describe('reading limits', () => {
  const slowReaders = (limits: { seconds: number; mb: number }) =>
    new FileReaders(limits, new URL('./slow-reading.ts', import.meta.url))

  it('skips a file over its time limit with why, answers requests meanwhile, and imports the next file', async () => {
    const library = libraryOf({
      'novels/slow.epub': await minimalEpub('Slow', 'slow'),
      'novels/well.epub': await minimalEpub('Well', 'well'),
    })
    const readers = slowReaders({ seconds: 5, mb: 512 })
    try {
      const { report, slowestRead, reads, statuses, longestDelay } = await importWhileReading(
        library,
        readers,
      )
      expect(report.skipped).toEqual([
        { path: 'novels/slow.epub', reason: 'took longer than 5 s to read (at most 5 s a file)' },
      ])
      // The file after it still imports, read by a reader that replaced the one stopped.
      expect(report.posts.added).toBe(1)
      expect((await server.app.inject('/vi/api/v1/posts/detail/novel/well/')).statusCode).toBe(200)
      // Five seconds of a file read without end, and the server's loop went on all along.
      expect([...statuses]).toEqual([200])
      expect(reads).toBeGreaterThan(5)
      expect(slowestRead).toBeLessThan(1000)
      expect(longestDelay).toBeLessThan(1000)
    } finally {
      await readers.close()
    }
  })

  it('skips a file over its memory limit with why, and imports the next file', async () => {
    const library = libraryOf({
      'novels/greedy.epub': await minimalEpub('Greedy', 'greedy'),
      'novels/fine.epub': await minimalEpub('Fine', 'fine'),
    })
    // Time enough for the memory to run out first, however busy the machine.
    const readers = slowReaders({ seconds: 120, mb: 128 })
    try {
      const { report, statuses, longestDelay } = await importWhileReading(library, readers)
      expect(report.skipped).toEqual([
        {
          path: 'novels/greedy.epub',
          reason: 'its reading ended the reader: more memory than the 128 MB a file may take, or a crash',
        },
      ])
      expect(report.posts.added).toBe(1)
      expect((await server.app.inject('/vi/api/v1/posts/detail/novel/fine/')).statusCode).toBe(200)
      expect([...statuses]).toEqual([200])
      expect(longestDelay).toBeLessThan(1000)
    } finally {
      await readers.close()
    }
  })

  it('reads the 1.9 kB EPUB (a description of 250,000 × &lt;) off the event loop', async () => {
    const library = libraryOf({ 'novels/hostile.epub': await hostileEpub('Hostile') })
    const readers = new FileReaders({ seconds: 5, mb: 512 })
    try {
      const { report, slowestRead, statuses, longestDelay } = await importWhileReading(library, readers)
      // Read in linear time, it is imported well within the limit, its description cut to its cap.
      expect(report.posts.added).toBe(1)
      expect(report.skipped.filter((s) => s.path === 'novels/hostile.epub').map((s) => s.reason)).toEqual([
        expect.stringMatching(/^description cut to 10,000 characters/),
      ])
      expect([...statuses]).toEqual([200])
      expect(slowestRead).toBeLessThan(1000)
      expect(longestDelay).toBeLessThan(1000)
    } finally {
      await readers.close()
    }
  })
})
