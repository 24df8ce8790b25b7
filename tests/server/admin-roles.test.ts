import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setRole, UnknownMemberError } from '../../server/admin/roles.ts'
import { type Db, openDatabase } from '../../server/db/client.ts'
import { auditLog, members } from '../../server/db/schema.ts'
import { createTestServer, type TestServer } from './harness.ts'

const run = promisify(execFile)
const root = join(import.meta.dirname, '..', '..')

async function addMember(db: Db, email: string) {
  const [member] = await db
    .insert(members)
    .values({ name: 'Lan', email, passwordHash: 'not-a-real-hash' })
    .returning({ id: members.id })
  return member!.id
}

/** `npm run admin -- …` as an operator types it, with this environment. */
async function admin(args: string[], env: Record<string, string | undefined>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['server/admin/cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    })
    return { code: 0, out: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, out: failed.stdout + failed.stderr }
  }
}

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const lastAudit = async () => (await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]

describe('roles', () => {
  it('makes a member admin and back, each change in the audit log', async () => {
    const id = await addMember(server.db, 'Hoa@example.com')
    const granted = await setRole(server.db, 'hoa@EXAMPLE.com', 'admin', { command: 'admin grant' })
    expect(granted).toEqual({ email: 'Hoa@example.com', before: 'member', after: 'admin', changed: true })
    expect(await lastAudit()).toMatchObject({
      memberId: null,
      actor: 'command: admin grant',
      action: 'member.grant-admin',
      target: `member:${id}`,
      before: { role: 'member' },
      after: { role: 'admin' },
    })
    const revoked = await setRole(server.db, 'hoa@example.com', 'member', { command: 'admin revoke' })
    expect(revoked.changed).toBe(true)
    expect(await lastAudit()).toMatchObject({ action: 'member.revoke-admin', after: { role: 'member' } })
  })

  it('writes nothing when the member has the role already', async () => {
    await addMember(server.db, 'minh@example.com')
    const before = await lastAudit()
    const change = await setRole(server.db, 'minh@example.com', 'member', { command: 'admin revoke' })
    expect(change.changed).toBe(false)
    expect((await lastAudit())?.id).toBe(before?.id)
  })

  it('refuses an email no member has', async () => {
    await expect(
      setRole(server.db, 'nobody@example.com', 'admin', { command: 'admin grant' }),
    ).rejects.toThrow(UnknownMemberError)
  })

  it('keeps roles to the known ones in the database itself', async () => {
    const id = await addMember(server.db, 'khanh@example.com')
    await expect(
      server.db
        .update(members)
        .set({ role: 'owner' as 'admin' })
        .where(eq(members.id, id)),
    ).rejects.toThrow()
  })
})

describe('npm run admin', () => {
  it('grants and revokes on the configured database, and names an unknown email', async () => {
    let env: Record<string, string | undefined>
    let dataDir: string | undefined
    if (server.databaseUrl) {
      env = { DATABASE_URL: server.databaseUrl }
      await addMember(server.db, 'an@example.com')
    } else {
      dataDir = mkdtempSync(join(tmpdir(), 'mot-admin-'))
      env = { DATA_DIR: dataDir, DATABASE_URL: undefined }
      const database = await openDatabase({ dir: join(dataDir, 'db') })
      await addMember(database.db, 'an@example.com')
      await database.close()
    }
    try {
      expect(await admin(['grant', 'an@example.com'], env)).toEqual({
        code: 0,
        out: 'an@example.com: member → admin (written to the audit log)\n',
      })
      expect((await admin(['grant', 'an@example.com'], env)).out).toBe(
        'an@example.com is admin already: nothing changed\n',
      )
      expect(await admin(['revoke', 'an@example.com'], env)).toMatchObject({ code: 0 })
      expect(await admin(['grant', 'nobody@example.com'], env)).toEqual({
        code: 1,
        out: 'No member has the email nobody@example.com\n',
      })
      expect((await admin(['promote', 'an@example.com'], env)).code).toBe(2)
    } finally {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it.skipIf(!!process.env.DATABASE_URL)(
    'says so, and changes nothing, while the server holds the embedded database',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'mot-admin-'))
      const database = await openDatabase({ dir: join(dataDir, 'db') })
      try {
        await addMember(database.db, 'lan@example.com')
        const result = await admin(['grant', 'lan@example.com'], {
          DATA_DIR: dataDir,
          DATABASE_URL: undefined,
        })
        expect(result.code).toBe(1)
        expect(result.out).toContain(`in use by process ${process.pid}`)
        const [row] = await database.db.select({ role: members.role }).from(members)
        expect(row?.role).toBe('member')
      } finally {
        await database.close()
        rmSync(dataDir, { recursive: true, force: true })
      }
    },
  )
})
