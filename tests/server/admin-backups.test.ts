import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openBackup } from '../../server/backup/read.ts'
import { adminClient, refusals } from './admin-client.ts'
import { createTestServer, type TestServer } from './harness.ts'

/**
 * Holds a backup the server starts until the test lets it go (`held`), saying when it has started
 * (`entered`): a backup of a small site is over in milliseconds, before a second request could come.
 */
const gate = vi.hoisted(() => ({
  held: undefined as Promise<void> | undefined,
  entered: undefined as (() => void) | undefined,
}))
vi.mock('../../server/backup/schedule.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/backup/schedule.ts')>()
  return {
    ...real,
    takeScheduledBackup: async (...args: Parameters<typeof real.takeScheduledBackup>) => {
      gate.entered?.()
      await gate.held
      return real.takeScheduledBackup(...args)
    },
  }
})

const admin = (path: string, lang = 'vi') => `/${lang}/api/v1/admin${path}`

interface Backups {
  configured: boolean
  every_hours: number
  keep: number
  media_included: boolean
  next_due_at: string | null
  backups: { name: string; bytes: number; taken_at: string }[]
}

describe('backups in the admin area, with BACKUP_DIR', () => {
  let server: TestServer
  let client: Awaited<ReturnType<typeof adminClient>>
  let dir: string
  // An older backup already in the folder: one taken now makes three, and the oldest goes.
  const oldest = 'mot-backup-20240101-000000.zip'
  const older = 'mot-backup-20250101-000000.zip'

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mot-admin-backups-'))
    for (const name of [oldest, older]) {
      writeFileSync(join(dir, name), 'an older backup')
      writeFileSync(join(dir, `${name}.sha256`), `0  ${name}\n`)
    }
    server = await createTestServer({
      BACKUP_DIR: dir,
      BACKUP_HOURS: '6',
      BACKUP_KEEP: '2',
      BACKUP_MEDIA: 'false',
    })
    client = await adminClient(server)
  })
  afterAll(async () => {
    await server?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const list = async () => (await client.get(admin('/backups/'))).json().data as Backups

  it.each([
    ['GET', (as: { token: string | null; csrf: boolean }) => client.get(admin('/backups/'), as.token)],
    ['POST', (as: { token: string | null; csrf: boolean }) => client.post(admin('/backups/'), {}, as)],
  ])(
    '%s: 401 for a visitor, 403 for a member (and without a CSRF token on a write)',
    async (method, call) => {
      const refused = await refusals(call, { admin: client.admin.token, member: client.member.token })
      expect(refused).toMatchObject({ visitor: 401, member: 403 })
      expect(refused.memberMessage).toBe('Chỉ quản trị viên mới dùng được chức năng này.')
      if (method === 'POST') expect(refused.noCsrf).toBe(403)
      // None of them took a backup.
      expect(readdirSync(dir).filter((name) => name.endsWith('.zip'))).toEqual([oldest, older])
    },
  )

  it('lists the schedule and the backups in the folder, newest first, without saying where it is', async () => {
    const res = await client.get(admin('/backups/'))
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json().data).toEqual({
      configured: true,
      every_hours: 6,
      keep: 2,
      media_included: false,
      next_due_at: '2025-01-01T06:00:00.000Z',
      backups: [
        { name: older, bytes: 15, taken_at: '2025-01-01T00:00:00.000Z' },
        { name: oldest, bytes: 15, taken_at: '2024-01-01T00:00:00.000Z' },
      ],
    })
    expect(res.body).not.toContain(dir)
  })

  it('takes a backup now: it is listed with its size and time, audited, and only the last BACKUP_KEEP stay', async () => {
    const before = Date.now()
    const res = await client.post(admin('/backups/'))
    expect(res.statusCode).toBe(200)
    const answer = res.json().data as Backups
    expect(answer.backups.map((backup) => backup.name)).toEqual([
      expect.stringMatching(/^mot-backup-\d{8}-\d{6}\.zip$/),
      older,
    ])
    const made = answer.backups[0]!
    // Its size is the archive's, its time when it was taken (names keep whole seconds).
    expect(made.bytes).toBe(statSync(join(dir, made.name)).size)
    expect(made.bytes).toBeGreaterThan(1000)
    const taken = Date.parse(made.taken_at)
    expect(taken).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000)
    expect(taken).toBeLessThanOrEqual(Date.now())
    expect(answer.next_due_at).toBe(new Date(taken + 6 * 3_600_000).toISOString())
    expect(await list()).toEqual(answer)
    // The archive beside its checksum; the oldest backup gone with its own.
    expect(existsSync(join(dir, `${made.name}.sha256`))).toBe(true)
    // A whole backup of this site, media not inside (BACKUP_MEDIA=false).
    const opened = await openBackup(join(dir, made.name))
    expect(opened.manifest).toMatchObject({ engine: server.engine, files_included: false })
    opened.close()
    expect(existsSync(join(dir, oldest))).toBe(false)
    expect(existsSync(join(dir, `${oldest}.sha256`))).toBe(false)
    expect(await client.lastAudit()).toMatchObject({
      actor: client.admin.user.email,
      action: 'site.backup',
      target: 'site:backup',
      after: { name: made.name, bytes: made.bytes, media_included: false },
    })
  })

  it('takes one at a time: a second asked while one is taken is refused with a 409', async () => {
    let open = () => {}
    gate.held = new Promise<void>((resolve) => {
      open = resolve
    })
    const entered = new Promise<void>((resolve) => {
      gate.entered = resolve
    })
    const first = client.post(admin('/backups/'))
    await entered
    const second = await client.post(admin('/backups/', 'en'))
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual({
      status: 'error',
      message: 'This server is already taking a backup, please try again once it is done.',
    })
    gate.held = undefined
    gate.entered = undefined
    open()
    expect((await first).statusCode).toBe(200)
    // Once it is done, the next is taken.
    expect((await client.post(admin('/backups/'))).statusCode).toBe(200)
  })
})

describe('backups in the admin area, without BACKUP_DIR', () => {
  let server: TestServer
  let client: Awaited<ReturnType<typeof adminClient>>
  beforeAll(async () => {
    server = await createTestServer()
    client = await adminClient(server)
  })
  afterAll(() => server?.close())

  it('says none are taken, and refuses one now with a clear 409 in the page language', async () => {
    expect((await client.get(admin('/backups/'))).json()).toEqual({
      status: 'success',
      data: {
        configured: false,
        every_hours: 0,
        keep: 0,
        media_included: false,
        next_due_at: null,
        backups: [],
      },
    })
    const vi = await client.post(admin('/backups/'))
    expect(vi.statusCode).toBe(409)
    expect(vi.json().message).toMatch(/^Máy chủ này không tự sao lưu \(BACKUP_DIR chưa được đặt\)/)
    const en = await client.post(admin('/backups/', 'en'))
    expect(en.json()).toEqual({
      status: 'error',
      message: 'This server takes no backups (BACKUP_DIR is not set): there is nowhere to put one.',
    })
    expect((await client.lastAudit())?.action).not.toBe('site.backup')
  })
})
