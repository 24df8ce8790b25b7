import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { rowsOf } from '../../../server/posts/rows.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { page, writeTree, zipOf } from './fixtures.ts'

let server: TestServer
let library: string
/** The periods of the timers the server started. */
let timers: unknown[]

async function startWatching(env: Record<string, string>) {
  const spy = vi.spyOn(globalThis, 'setInterval')
  try {
    const started = await createTestServer(env)
    return { started, timers: spy.mock.calls.map(([, every]) => every) }
  } finally {
    spy.mockRestore()
  }
}

beforeAll(async () => {
  library = mkdtempSync(join(tmpdir(), 'mot-kept-library-'))
  writeTree(library, {
    'comics/Mèo Mun/Chapter 1.cbz': await zipOf([{ name: '01.jpg', data: await page(1) }]),
  })
  const watching = await startWatching({ LIBRARY_DIR: library, LIBRARY_SCAN_MINUTES: '7' })
  server = watching.started
  timers = watching.timers
})
afterAll(async () => {
  await server?.close()
  rmSync(library, { recursive: true, force: true })
})

const api = async (path: string) => {
  const answer = await server.app.inject(`/vi/api/v1${path}`)
  return { status: answer.statusCode, data: answer.statusCode === 200 ? answer.json().data : undefined }
}
const detail = () => api('/posts/detail/comic/meo-mun/')
/** Waits, by asking the API again and again (never a fixed sleep), for what the library brings. */
const poll = <T>(ask: () => T | Promise<T>) => expect.poll(ask, { timeout: 60_000, interval: 250 })

describe('LIBRARY_DIR', () => {
  it('imports the library when the server starts', async () => {
    await poll(async () => (await detail()).status).toBe(200)
    expect((await detail()).data.title).toBe('Mèo Mun')
  })

  it('shows a chapter copied into the folder by itself, and logs each file it skips with its reason', async () => {
    const { id } = (await detail()).data
    // The detail is in the public cache now: the import must make the change show at once anyway.
    expect((await detail()).data.episode_total).toBe(1)
    const warn = vi.spyOn(server.app.log, 'warn')
    writeTree(library, {
      'comics/Mèo Mun/Chapter 2.cbz': await zipOf([{ name: '01.jpg', data: await page(2) }]),
      'comics/Mèo Mun/Chapter 3.cbz': 'not a zip',
      // Litter is never a reason to scan, nor a chapter.
      'comics/Mèo Mun/._Chapter 4.cbz': 'mac litter',
    })
    await poll(async () => (await api(`/posts/chapter/comic/${id}/2`)).status).toBe(200)
    // The chapter reads as soon as it is committed; the scan clears the public cache when it ends, a
    // moment later. Well before the cached detail's 60 s expire, it shows the new chapter.
    await expect
      .poll(async () => (await detail()).data.episode_total, { timeout: 20_000, interval: 250 })
      .toBe(2)
    await poll(() => warn.mock.calls.map(([, message]) => message).join('\n')).toMatch(
      /^library: skipped comics\/Mèo Mun\/Chapter 3\.cbz: corrupt or truncated archive/m,
    )
    warn.mockRestore()
  })

  it('queues the start-up scan and each change as jobs, and finishes them', async () => {
    const jobsNow = () =>
      rowsOf<{ kind: string; key: string; state: string }>(
        server.db,
        sql`select kind, key, state from library_jobs order by id`,
      )
    // The item's scan may still be writing its last row when the chapter already reads.
    await poll(async () => (await jobsNow()).every((job) => job.state === 'done')).toBe(true)
    const jobs = await jobsNow()
    expect(jobs[0]).toEqual({ kind: 'scan', key: '', state: 'done' })
    // The start-up scan is queued once, not raced by the workers into a second one.
    expect(jobs.filter((job) => job.key === '')).toHaveLength(1)
    expect(jobs).toContainEqual({ kind: 'scan', key: 'comics/Mèo Mun', state: 'done' })
  })

  it('rescans the whole library every LIBRARY_SCAN_MINUTES', () => {
    expect(timers).toContain(7 * 60_000)
  })
})

describe('stopping the server', () => {
  let stopped: TestServer
  let big: string
  let stoppedTimers: unknown[]
  beforeAll(async () => {
    big = mkdtempSync(join(tmpdir(), 'mot-big-library-'))
    const files: Record<string, Buffer> = {}
    for (let series = 0; series < 4; series++) {
      for (let chapter = 1; chapter <= 15; chapter++) {
        const pages = [1, 2, 3, 4, 5].map(async (n) => ({
          name: `${n}.jpg`,
          data: await page(series * 100 + chapter * 5 + n),
        }))
        files[`comics/Series ${series}/Chapter ${chapter}.cbz`] = await zipOf(await Promise.all(pages))
      }
    }
    writeTree(big, files)
    const watching = await startWatching({ LIBRARY_DIR: big, LIBRARY_SCAN_MINUTES: '0' })
    stopped = watching.started
    stoppedTimers = watching.timers
  })
  afterAll(async () => {
    await stopped?.close()
    rmSync(big, { recursive: true, force: true })
  })

  it('rescans on no timer with LIBRARY_SCAN_MINUTES=0', () => {
    expect(stoppedTimers).not.toContain(0)
    expect(stoppedTimers).not.toContain(60 * 60_000)
  })

  it('gives a scan under way back to the queue before the database closes, with no post half-imported', async () => {
    const job = async () =>
      (
        await rowsOf<{ state: string; attempts: number }>(
          stopped.db,
          sql`select state, attempts from library_jobs where key = ''`,
        )
      )[0]
    await poll(async () => (await job())?.state).toBe('running')
    await stopped.app.close()
    expect(await job()).toEqual({ state: 'pending', attempts: 0 })
    const chapters = await rowsOf<{ n: number }>(
      stopped.db,
      sql`select count(*)::int as n from chapters group by post_id`,
    )
    for (const { n } of chapters) expect(n).toBe(15)
  })
})
