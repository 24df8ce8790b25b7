import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { rowsOf } from '../../../server/posts/rows.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { clip } from './film-fixtures.ts'

let server: TestServer
let library: string

beforeAll(async () => {
  library = mkdtempSync(join(tmpdir(), 'mot-kept-films-'))
  clip(join(library, 'films/Phim Gió/E01.webm'), 'vp9-opus.webm')
  clip(join(library, 'films/Phim Gió/E02.mp4'), 'h264-aac.mp4', { seed: 2 })
  server = await createTestServer({ LIBRARY_DIR: library })
})
afterAll(async () => {
  await server?.close()
  rmSync(library, { recursive: true, force: true })
})

const episode = async (index: number) => {
  const detail = await server.app.inject('/vi/api/v1/posts/detail/movie/phim-gio/')
  if (detail.statusCode !== 200) return undefined
  const answer = await server.app.inject(`/vi/api/v1/posts/chapter/movie/${detail.json().data.id}/${index}`)
  return answer.json().data as { processing: boolean; source: { type: string }[] }
}

it('with LIBRARY_DIR, packages a film episode as a queued job, and the episode then plays', async () => {
  await expect
    .poll(async () => (await episode(1))?.source.map((s) => s.type), { timeout: 90_000, interval: 250 })
    .toEqual(['hls'])
  expect(await episode(1)).toMatchObject({ processing: false })
  expect((await episode(2))?.source.map((s) => s.type)).toEqual(['mp4'])
  const jobs = () =>
    rowsOf<{ key: string; state: string }>(
      server.db,
      sql`select key, state from library_jobs where kind = 'package'`,
    )
  // The job is marked done just after the episode is let play.
  await expect.poll(jobs, { timeout: 10_000 }).toEqual([{ key: 'films/Phim Gió/E01.webm', state: 'done' }])
})
