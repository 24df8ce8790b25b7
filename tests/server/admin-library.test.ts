import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminClient, refusals } from './admin-client.ts'
import { createTestServer, type TestServer } from './harness.ts'
import { page, writeTree, zipOf } from './library/fixtures.ts'

let server: TestServer
let client: Awaited<ReturnType<typeof adminClient>>
let library: string

beforeAll(async () => {
  library = mkdtempSync(join(tmpdir(), 'mot-admin-library-'))
  writeTree(library, {
    'comics/Mèo Mun/Chapter 1.cbz': await zipOf([{ name: '01.jpg', data: await page(1) }]),
    'comics/Mèo Mun/Chapter 2.cbz': 'not a zip',
  })
  server = await createTestServer({ LIBRARY_DIR: library, LIBRARY_SCAN_MINUTES: '0' })
  client = await adminClient(server)
})
afterAll(async () => {
  await server?.close()
  rmSync(library, { recursive: true, force: true })
})

const admin = (path: string, lang = 'vi') => `/${lang}/api/v1/admin${path}`
interface Job {
  id: number
  kind: string
  key: string
  state: string
  report: {
    skipped_total: number
    posts: Record<string, number>
    chapters: Record<string, number>
    skipped: { path: string; reason: string }[]
  } | null
}
const jobs = async () => (await client.get(admin('/library/'))).json().data as Job[]
/** Waits, by asking again and again (never a fixed sleep), for what the library's jobs do. */
const poll = <T>(ask: () => T | Promise<T>) => expect.poll(ask, { timeout: 60_000, interval: 250 })

describe('the library in the admin area', () => {
  it.each([
    ['GET', (as: { token: string | null; csrf: boolean }) => client.get(admin('/library/'), as.token)],
    [
      'GET paged',
      (as: { token: string | null; csrf: boolean }) => client.get(admin('/library/paged/2/'), as.token),
    ],
    [
      'POST rescan',
      (as: { token: string | null; csrf: boolean }) => client.post(admin('/library/rescan/'), {}, as),
    ],
    [
      'GET removed',
      (as: { token: string | null; csrf: boolean }) => client.get(admin('/library/removed/'), as.token),
    ],
    [
      'POST restore',
      (as: { token: string | null; csrf: boolean }) =>
        client.post(admin('/library/removed/restore/'), { path: 'comics/Mèo Mun' }, as),
    ],
  ])('%s: 401 for a visitor, 403 for a member (and without a CSRF token on a write)', async (name, call) => {
    const refused = await refusals(call, { admin: client.admin.token, member: client.member.token })
    expect(refused).toMatchObject({ visitor: 401, member: 403 })
    if (name.startsWith('POST')) expect(refused.noCsrf).toBe(403)
  })

  it('shows the watcher, and the start-up scan’s job with its report: what was imported, what skipped and why', async () => {
    await poll(async () => (await jobs()).find((job) => job.kind === 'scan' && job.key === '')?.state).toBe(
      'done',
    )
    const scan = (await jobs()).find((job) => job.kind === 'scan' && job.key === '')!
    expect(scan.report?.posts).toEqual({ added: 1, changed: 0, unchanged: 0, hidden: 0 })
    expect(scan.report?.chapters).toEqual({ added: 1, changed: 0, unchanged: 0, hidden: 0 })
    expect(scan.report?.skipped_total).toBe(1)
    expect(scan.report?.skipped).toEqual([
      { path: 'comics/Mèo Mun/Chapter 2.cbz', reason: expect.stringMatching(/corrupt or truncated archive/) },
    ])
    const res = await client.get(admin('/library/'))
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toMatchObject({ status: 'success', page: 1, is_next: false })
    await poll(async () => (await client.get(admin('/library/'))).json().watcher.watching).toBe(true)
    expect((await client.get(admin('/library/'))).json().watcher).toMatchObject({
      configured: true,
      watching: true,
      polling: false,
      rescan_minutes: 0,
      error: null,
      last_scan: { state: 'done', finished_at: expect.any(String) },
    })
    expect((await client.get(admin('/library/paged/0/'))).statusCode).toBe(400)
  })

  it('queues a full rescan on demand, audited; its job appears and finishes with its report', async () => {
    const before = (await jobs()).map((job) => job.id)
    const res = await client.post(admin('/library/rescan/'))
    expect(res.statusCode).toBe(200)
    const queued = res.json().data as Job
    expect(queued).toMatchObject({ kind: 'scan', key: '' })
    expect(before).not.toContain(queued.id)
    expect(await client.lastAudit()).toMatchObject({
      actor: client.admin.user.email,
      action: 'library.rescan',
      after: { job: queued.id },
    })
    await poll(async () => (await jobs()).find((job) => job.id === queued.id)?.state).toBe('done')
    const done = (await jobs()).find((job) => job.id === queued.id)!
    // Nothing changed since the first scan: the post and chapter are unchanged, the broken file still skipped.
    expect(done.report?.posts).toMatchObject({ unchanged: 1 })
    expect(done.report?.skipped.map((s) => s.path)).toEqual(['comics/Mèo Mun/Chapter 2.cbz'])
    // Newest first.
    expect((await jobs())[0]!.id).toBe(queued.id)
  })
})

describe('a library post an admin deleted', () => {
  const postOf = async () => {
    const res = await client.get(admin(`/posts/?q=${encodeURIComponent('Mèo Mun')}`))
    return (res.json().data as { id: number; slug: string; title: { vi: string } }[])[0]
  }
  const rescan = async () => {
    const queued = (await client.post(admin('/library/rescan/'))).json().data as Job
    await poll(async () => (await jobs()).find((job) => job.id === queued.id)?.state).toBe('done')
    return (await jobs()).find((job) => job.id === queued.id)!
  }

  it('stays deleted at the next rescan, which says why it passes over its folder', async () => {
    await poll(async () => (await postOf())?.slug).toBeTruthy()
    const post = (await postOf())!
    const deleted = await client.post(admin(`/posts/${post.id}/delete/`), { confirm: post.slug })
    expect(deleted.statusCode).toBe(200)
    const done = await rescan()
    expect(done.report?.skipped).toContainEqual({
      path: 'comics/Mèo Mun',
      reason: expect.stringMatching(/an admin deleted its post/),
    })
    expect(done.report?.posts).toMatchObject({ added: 0 })
    expect(await postOf()).toBeUndefined()
    const removed = await client.get(admin('/library/removed/'))
    expect(removed.headers['cache-control']).toBe('no-store')
    expect(removed.json()).toMatchObject({
      status: 'success',
      page: 1,
      is_next: false,
      data: [
        {
          path: 'comics/Mèo Mun',
          posttype: 'comic',
          title: { vi: 'Mèo Mun' },
          removed_by: client.admin.user.email,
          removed_at: expect.any(String),
        },
      ],
    })
  })

  it('comes back when an admin imports it again, audited, and leaves the list', async () => {
    const res = await client.post(admin('/library/removed/restore/'), { path: 'comics/Mèo Mun' })
    expect(res.json()).toEqual({ status: 'success', data: { path: 'comics/Mèo Mun', queued: true } })
    expect(await client.lastAudit()).toMatchObject({
      actor: client.admin.user.email,
      action: 'library.restore',
      target: 'library:comics/Mèo Mun',
    })
    await poll(async () => (await postOf())?.title.vi).toBe('Mèo Mun')
    expect((await client.get(admin('/library/removed/'))).json().data).toEqual([])
  })

  it('refuses to restore an item that is not deleted, or a malformed one, in the page language', async () => {
    const vi = await client.post(admin('/library/removed/restore/'), { path: 'comics/Mèo Mun' })
    expect(vi.statusCode).toBe(404)
    expect(vi.json()).toEqual({
      status: 'error',
      message: 'Mục này không nằm trong danh sách đã xoá khỏi thư viện.',
    })
    const en = await client.post(admin('/library/removed/restore/', 'en'), { path: 'comics/Mèo Mun' })
    expect(en.json().message).toBe('This item is not among those deleted from the library.')
    expect((await client.post(admin('/library/removed/restore/'), { path: '' })).statusCode).toBe(400)
    expect((await client.post(admin('/library/removed/restore/'))).statusCode).toBe(400)
  })
})

describe('a server without a library', () => {
  let bare: TestServer
  let bareClient: Awaited<ReturnType<typeof adminClient>>
  beforeAll(async () => {
    bare = await createTestServer()
    bareClient = await adminClient(bare)
  })
  afterAll(() => bare.close())

  it('says it has no library and refuses a rescan with a clear 409 in the page language', async () => {
    const res = await bareClient.get(admin('/library/'))
    expect(res.json()).toMatchObject({
      data: [],
      watcher: { configured: false, watching: false, last_scan: null },
    })
    const vi = await bareClient.post(admin('/library/rescan/'))
    expect(vi.statusCode).toBe(409)
    expect(vi.json().message).toMatch(/^Máy chủ chưa có thư viện/)
    const en = await bareClient.post(admin('/library/rescan/', 'en'))
    expect(en.json()).toEqual({
      status: 'error',
      message: 'This server has no library (LIBRARY_DIR is not set): there is nothing to scan.',
    })
  })
})
