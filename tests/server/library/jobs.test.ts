import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { LibraryJobState } from '../../../server/db/schema.ts'
import {
  claimJob,
  failJob,
  finishJob,
  MAX_ATTEMPTS,
  queueJob,
  releaseJob,
} from '../../../server/library/jobs/queue.ts'
import { type JobKind, startWorkers } from '../../../server/library/jobs/worker.ts'
import { rowsOf } from '../../../server/posts/rows.ts'
import { createTestServer, type TestServer } from '../harness.ts'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())
beforeEach(async () => {
  await server.db.execute(sql`delete from library_jobs`)
})

interface Row {
  id: number
  kind: string
  key: string
  state: LibraryJobState
  attempts: number
  error: string | null
  leased_by: string | null
}
const jobs = () => rowsOf<Row>(server.db, sql`select * from library_jobs order by id`)
const claim = (worker: string, leaseMs = 60_000, kind = 'scan') =>
  claimJob(server.db, { kind, worker, leaseMs, oneAtATime: false })
/** Makes every waiting job due now (a failed job is tried again only after a minute). */
const due = () => server.db.execute(sql`update library_jobs set run_after = now()`)

function workersOf(kinds: Record<string, JobKind<object>>, pollMs = 50, leaseMs?: number) {
  return startWorkers({ db: server.db, kinds, context: {}, log: server.app.log, pollMs, leaseMs })
}

describe('the library job queue', () => {
  it('keeps one pending job per kind and key: queuing the same path twice is one job', async () => {
    await queueJob(server.db, 'scan', 'comics/Mèo')
    await queueJob(server.db, 'scan', 'comics/Mèo')
    await queueJob(server.db, 'scan', '')
    await queueJob(server.db, 'package-film', 'comics/Mèo')
    expect((await jobs()).map((j) => `${j.kind} ${j.key} ${j.state}`)).toEqual([
      'scan comics/Mèo pending',
      'scan  pending',
      'package-film comics/Mèo pending',
    ])
    // Once it has started, a change must be scanned again: a new job waits behind the running one.
    const running = await claim('a')
    await queueJob(server.db, 'scan', 'comics/Mèo')
    expect((await jobs()).filter((j) => j.key === 'comics/Mèo' && j.kind === 'scan')).toHaveLength(2)
    // …and does not start while the first runs.
    const next = await claim('b')
    expect(next?.key).toBe('')
    expect(await claim('c')).toBeUndefined()
    await finishJob(server.db, running!.id, 'a')
    expect((await claim('c'))?.key).toBe('comics/Mèo')
  })

  it('tries a failed job again later, and leaves it failed with its error after the last attempt', async () => {
    await queueJob(server.db, 'scan', '')
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const job = await claim('a')
      expect(job?.attempts).toBe(attempt)
      await failJob(server.db, job!.id, 'a', `disk gone ${attempt}`)
      // Not at once: the retry waits.
      expect(await claim('a')).toBeUndefined()
      await due()
    }
    expect(await claim('a')).toBeUndefined()
    expect(await jobs()).toMatchObject([{ state: 'failed', attempts: MAX_ATTEMPTS, error: 'disk gone 3' }])
  })

  it('gives a job of a dead server to another once its lease has run out, and not before', async () => {
    await queueJob(server.db, 'scan', 'comics/A')
    const taken = await claim('dead', 300)
    expect(taken?.attempts).toBe(1)
    expect(await claim('alive', 300)).toBeUndefined()
    await expect
      .poll(() => claim('alive', 60_000), { timeout: 10_000, interval: 100 })
      .toMatchObject({
        id: taken!.id,
        attempts: 2,
      })
    // The dead server's late word changes nothing: the job is the other's now.
    await finishJob(server.db, taken!.id, 'dead')
    expect(await jobs()).toMatchObject([{ state: 'running', leased_by: 'alive' }])
  })

  it('gives a job back on release, without counting the attempt; a job queued meanwhile covers it', async () => {
    await queueJob(server.db, 'scan', 'comics/A')
    const first = await claim('a')
    await releaseJob(server.db, first!.id, 'a')
    expect(await jobs()).toMatchObject([{ state: 'pending', attempts: 0, leased_by: null }])
    const again = await claim('a')
    await queueJob(server.db, 'scan', 'comics/A')
    await releaseJob(server.db, again!.id, 'a')
    expect(await jobs()).toMatchObject([{ state: 'pending', attempts: 0 }])
  })
})

describe('job workers', () => {
  it('never run one job twice, and one-at-a-time kinds one at a time, with two servers racing', async () => {
    const ran: string[] = []
    let inScan = 0
    let mostInScan = 0
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5))
    const kinds: Record<string, JobKind<object>> = {
      'package-film': {
        run: async (job) => {
          ran.push(`package-film ${job.key}`)
          await tick()
        },
      },
      scan: {
        oneAtATime: true,
        run: async (job) => {
          mostInScan = Math.max(mostInScan, ++inScan)
          ran.push(`scan ${job.key}`)
          await tick()
          inScan--
        },
      },
    }
    const keys = Array.from({ length: 12 }, (_, i) => `films/Film ${i}`)
    const expected = keys.flatMap((key) => [`package-film ${key}`, `scan ${key}`])
    for (const key of keys) {
      await queueJob(server.db, 'package-film', key)
      await queueJob(server.db, 'scan', key)
    }
    const one = workersOf(kinds)
    const two = workersOf(kinds)
    try {
      await expect
        .poll(async () => (await jobs()).filter((j) => j.state === 'done').length, { timeout: 30_000 })
        .toBe(expected.length)
    } finally {
      await Promise.all([one.stop(), two.stop()])
    }
    expect(ran.sort()).toEqual(expected.sort())
    expect(mostInScan).toBe(1)
  })

  it('hold a job past its first lease while it runs, renewing it', async () => {
    await queueJob(server.db, 'scan', '')
    let finish = () => {}
    const workers = workersOf(
      {
        scan: {
          run: () =>
            new Promise<void>((resolve) => {
              finish = resolve
            }),
        },
      },
      50,
      300,
    )
    try {
      const lease = () =>
        rowsOf<{ until: string }>(
          server.db,
          sql`select lease_until::text as until from library_jobs where state = 'running'`,
        )
      await expect.poll(async () => (await lease()).length).toBe(1)
      const [{ until: first }] = (await lease()) as [{ until: string }]
      // Once the first lease has run out, the job is still held: nobody else may take it.
      await expect
        .poll(
          async () =>
            (await rowsOf<{ past: boolean }>(server.db, sql`select now() > ${first}::timestamptz as past`))[0]
              ?.past,
        )
        .toBe(true)
      expect(await claim('other')).toBeUndefined()
      expect(await jobs()).toMatchObject([{ state: 'running', attempts: 1 }])
    } finally {
      finish()
      await workers.stop()
    }
  })

  it('log a failed job and keep it for another try', async () => {
    await queueJob(server.db, 'scan', 'comics/Broken')
    const workers = workersOf({
      scan: {
        run: async () => {
          throw new Error('the library folder cannot be read')
        },
      },
    })
    try {
      await expect
        .poll(async () => (await jobs())[0], { timeout: 10_000 })
        .toMatchObject({ state: 'pending', attempts: 1, error: 'the library folder cannot be read' })
    } finally {
      await workers.stop()
    }
  })

  it('on stop, give a job under way back to the queue before stop resolves', async () => {
    await queueJob(server.db, 'scan', '')
    let started = false
    const workers = workersOf({
      scan: {
        run: (_job, { signal }) =>
          new Promise((_resolve, reject) => {
            started = true
            signal.addEventListener('abort', () => reject(signal.reason))
          }),
      },
    })
    await expect.poll(() => started).toBe(true)
    expect(await jobs()).toMatchObject([{ state: 'running' }])
    await workers.stop()
    expect(await jobs()).toMatchObject([{ state: 'pending', attempts: 0, leased_by: null }])
  })

  it('on stop, let a job under way finish when it does not stop early', async () => {
    await queueJob(server.db, 'scan', '')
    let finish = () => {}
    const workers = workersOf({
      scan: {
        run: () =>
          new Promise<void>((resolve) => {
            finish = resolve
          }),
      },
    })
    await expect.poll(async () => (await jobs())[0]?.state).toBe('running')
    let stopped = false
    const stopping = workers.stop().then(() => {
      stopped = true
    })
    await new Promise((resolve) => setImmediate(resolve))
    expect(stopped).toBe(false)
    finish()
    await stopping
    expect(await jobs()).toMatchObject([{ state: 'done' }])
  })
})
