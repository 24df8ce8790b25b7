/**
 * Public reads while the importer works flat out, against the same reads at rest (bench-import.ts):
 * a server of its own with the demo catalogue and an empty LIBRARY_DIR is read, one read after
 * another, for a while at rest; then the benchmark's library is moved into its LIBRARY_DIR, and it is
 * read the same way until every post of the library is in.
 */
import { mkdir, rename } from 'node:fs/promises'
import { join } from 'node:path'
import { slugOf } from '../../server/posts/slug.ts'
import { demoPosts } from './attack/visitor.ts'
import { answers, startServer } from './local-server.ts'
import { type ReadTimes, timeReads } from './read-latency.ts'

/** The longest the import may take before the run is called incomplete. */
const IMPORT_LIMIT_MS = 90 * 60_000
const REST_MS = 20_000

export interface ReadsDuringImport {
  idle: ReadTimes
  busy: ReadTimes
  /** Whether every post of the library came in: reads of an import that did not finish measured nothing. */
  complete: boolean
  importSeconds: number
}

export async function readsDuringImport(options: {
  /** The benchmark's library, its `comics/` and `novels/` moved from there. */
  library: string
  /** The server's data folder; its LIBRARY_DIR is made inside it. */
  dataDir: string
  /** PostgreSQL for the server, or undefined for its own PGlite. */
  databaseUrl: string | undefined
  /** The names of the library's series and novels, as their folders and files are named. */
  series: string[]
  novels: string[]
}): Promise<ReadsDuringImport> {
  const libraryDir = join(options.dataDir, 'library')
  await mkdir(libraryDir, { recursive: true })
  const server = await startServer({
    dataDir: options.dataDir,
    quiet: true,
    env: {
      DATABASE_URL: options.databaseUrl,
      MEDIA_DIR: undefined,
      SEED_DEMO: 'true',
      LIBRARY_DIR: libraryDir,
      LIBRARY_SCAN_MINUTES: '0',
    },
  })
  try {
    const base = `${server.url}/vi/api/v1`
    const [post] = await demoPosts(server.url)
    if (!post) throw new Error('the demo catalogue has no post to read')
    const reads = [
      `${base}/home/index/`,
      `${base}/posts/lists/comic/`,
      `${base}/posts/detail/${post.posttype}/${post.slug}/`,
    ]
    // Warmed up first: the routes, their queries, the answer cache.
    await timeReads(reads, () => false, 3000)
    const idle = await timeReads(reads, () => false, REST_MS)
    const expected = [
      ...options.series.map((name) => `comic/${slugOf(name)}`),
      ...options.novels.map((name) => `novel/${slugOf(name)}`),
    ]
    const started = Date.now()
    await rename(join(options.library, 'comics'), join(libraryDir, 'comics'))
    await rename(join(options.library, 'novels'), join(libraryDir, 'novels'))
    let left = expected
    const importing = (async () => {
      // One post looked for at a time, every two seconds at most: the looking adds little to the reads.
      while (left.length > 0 && Date.now() - started < IMPORT_LIMIT_MS) {
        if (await answers(`${base}/posts/detail/${left[0]}/`)) left = left.slice(1)
        else await new Promise((resolve) => setTimeout(resolve, 2000))
      }
    })()
    const busy = await timeReads(reads, () => left.length > 0 && Date.now() - started < IMPORT_LIMIT_MS)
    await importing
    return { idle, busy, complete: left.length === 0, importSeconds: (Date.now() - started) / 1000 }
  } finally {
    await server.stop()
  }
}
