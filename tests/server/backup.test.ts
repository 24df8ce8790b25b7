import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshPostgres } from '../../scripts/lib/postgres-scratch.ts'
import { createApp } from '../../server/app.ts'
import { answerBackupRequests, askRunningServer } from '../../server/backup/control.ts'
import { type Engine, engineOf, inSnapshot } from '../../server/backup/database-io.ts'
import { moveToPostgres } from '../../server/backup/move.ts'
import { BackupDamagedError } from '../../server/backup/read.ts'
import { RestoreRefusedError, restoreBackup } from '../../server/backup/restore.ts'
import { listBackups, scheduleBackups } from '../../server/backup/schedule.ts'
import { serveBackups } from '../../server/backup/serve.ts'
import { quoted, sequenceStates, tableShapes } from '../../server/backup/tables.ts'
import { takeBackup } from '../../server/backup/take.ts'
import { readConfig } from '../../server/config.ts'
import { type Database, openDatabase } from '../../server/db/client.ts'
import { libraryPositions, likes, posts } from '../../server/db/schema.ts'
import { importLibrary } from '../../server/library/import.ts'
import { signIn } from './account-client.ts'
import { signUp } from './action-forms.ts'
import { createTestServer, type TestServer } from './harness.ts'
import { copyFromCorpus } from './library/corpus-files.ts'

/**
 * A site with members, likes, places, imported posts (real comics and a real novel from the corpus),
 * a lock and uploads, backed up while it runs and restored into empty places: every row, sequence
 * and file comes back, and the restored site answers and signs its member in. On PostgreSQL runs
 * (DATABASE_URL) the backups also cross between the engines and a PGlite site moves to PostgreSQL.
 */
let server: TestServer
let source: Engine
let root: string
let uploadsDir: string
const adminUrl = process.env.DATABASE_URL
const run = promisify(execFile)

beforeAll(async () => {
  server = await createTestServer()
  source = engineOf(server.db)
  root = mkdtempSync(join(tmpdir(), 'mot-backup-'))
  const library = join(root, 'library')
  copyFromCorpus(library, 'comics/Bạn Trai Của Haruko')
  copyFromCorpus(library, 'novels/Truyện Kiều')
  copyFromCorpus(library, 'novels/childrens-literature.epub')
  const imported = await importLibrary({ db: server.db, mediaDir: server.mediaDir, library })
  expect(imported.posts.added).toBe(3)
  const member = await signUp(server.app, 'lan@example.com', 'mat-khau-cua-lan')
  const [post] = await server.db.select().from(posts).limit(1)
  await server.db.insert(likes).values({ postId: post!.id, memberId: member.user.id })
  await server.db.insert(libraryPositions).values({
    memberId: member.user.id,
    kind: 'chapter',
    postId: post!.id,
    index: 0,
    at: 1,
    place: { page: 3 },
  })
  await server.db
    .update(posts)
    .set({ lockedFields: ['title'] })
    .where(eq(posts.id, post!.id))
  uploadsDir = join(root, 'uploads')
  mkdirSync(join(uploadsDir, '.records'), { recursive: true })
  writeFileSync(join(uploadsDir, '.records', 'one.json'), '{"kind":"post"}')
  mkdirSync(join(uploadsDir, '.incoming'), { recursive: true })
  writeFileSync(join(uploadsDir, '.incoming', 'half'), 'an upload under way')
}, 600_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

const places = () => ({ mediaDir: server.mediaDir, uploadsDir })

/** Every table's rows (as COPY text, sorted) and every sequence: two equal sites have equal ones. */
const contentsOf = (engine: Engine) =>
  inSnapshot(engine, async (reading) => {
    const tables: Record<string, string[]> = {}
    for (const shape of await tableShapes(reading)) {
      const text = await reading.copyOut(
        `select ${shape.columns.map(quoted).join(', ')} from ${quoted(shape.name)}`,
      )
      tables[shape.name] = text.toString('utf8').split('\n').sort()
    }
    return { tables, sequences: await sequenceStates(reading) }
  })

/** Every file under a folder with its checksum. */
function filesOf(dir: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name)
      found[path.slice(dir.length)] = createHash('sha256').update(readFileSync(path)).digest('hex')
    }
  }
  return found
}

/** An empty place to restore into, on the engine asked for. */
async function emptySite(engine: 'pglite' | 'postgres') {
  const dir = mkdtempSync(join(root, 'site-'))
  const scratch = engine === 'postgres' && adminUrl ? await freshPostgres(adminUrl, 'restore') : undefined
  return {
    places: {
      databaseUrl: scratch?.url,
      dataDir: join(dir, 'data'),
      mediaDir: join(dir, 'media'),
      uploadsDir: join(dir, 'uploads'),
    },
    open: () => openDatabase({ url: scratch?.url, dir: join(dir, 'data', 'db') }),
    drop: async () => scratch?.drop(),
  }
}

async function expectSameSite(restored: Database, mediaDir: string, restoredUploads: string) {
  expect(await contentsOf(engineOf(restored.db))).toEqual(await contentsOf(source))
  expect(filesOf(mediaDir)).toEqual(filesOf(server.mediaDir))
  const uploads = filesOf(restoredUploads)
  expect(Object.keys(uploads)).toEqual(['/.records/one.json'])
}

/** The restored site answers: a post's page, and its member signs in with the same password. */
async function expectWorkingSite(restored: Database, mediaDir: string) {
  const app = await createApp(
    readConfig({
      LOG_LEVEL: 'silent',
      MEDIA_DIR: mediaDir,
      APP_DIR: join(root, 'no-app'),
      TRUST_PROXY: 'true',
      DATA_DIR: join(root, 'any'),
    }),
    restored.db,
  )
  try {
    const [post] = await restored.db.select().from(posts).limit(1)
    const detail = await app.inject(`/vi/api/v1/posts/detail/${post!.posttype}/${post!.slug}/`)
    expect(detail.statusCode).toBe(200)
    const signedIn = await signIn(app, 'lan@example.com', 'mat-khau-cua-lan')
    expect(signedIn.statusCode).toBe(200)
  } finally {
    await app.close()
  }
}

describe('backups that restore', () => {
  const engines = adminUrl ? (['postgres', 'pglite'] as const) : (['pglite'] as const)

  for (const target of engines) {
    it(`restores a backup taken while the site runs into an empty ${target} site: every row, sequence and file`, async () => {
      const file = join(root, `to-${target}.zip`)
      const taken = await takeBackup(source, places(), file)
      expect(taken.files).toBeGreaterThan(5)
      // Outside judges: sha256sum reads the checksum file, unzip tests the archive.
      await run('sha256sum', ['-c', `${file}.sha256`], { cwd: root })
      await run('unzip', ['-tq', file])
      const site = await emptySite(target)
      try {
        const restored = await restoreBackup(file, site.places)
        expect(restored.rows).toBe(taken.rows)
        const database = await site.open()
        try {
          await expectSameSite(database, site.places.mediaDir, site.places.uploadsDir)
          await expectWorkingSite(database, site.places.mediaDir)
        } finally {
          await database.close()
        }
      } finally {
        await site.drop()
      }
    }, 300_000)
  }
})

/** Whether a place to restore into is still as empty as it was made. */
async function expectUntouched(site: Awaited<ReturnType<typeof emptySite>>) {
  const entries = (dir: string) => {
    try {
      return readdirSync(dir)
    } catch {
      return []
    }
  }
  expect(entries(join(site.places.dataDir, 'db'))).toEqual([])
  expect(entries(site.places.mediaDir)).toEqual([])
  if (site.places.databaseUrl) {
    const { default: postgres } = await import('postgres')
    const sql = postgres(site.places.databaseUrl, { max: 1, onnotice: () => {} })
    const tables = await sql`select tablename from pg_tables where schemaname in ('public', 'drizzle')`
    await sql.end()
    expect(tables).toHaveLength(0)
  }
}

describe('a backup that is not whole', () => {
  let good: string
  let goodBytes: Buffer
  beforeAll(async () => {
    good = join(root, 'good.zip')
    await takeBackup(source, places(), good)
    goodBytes = readFileSync(good)
  }, 120_000)

  /** A damaged copy of the good backup, with or without its checksum file. */
  const damaged = (name: string, bytes: Buffer, withSums = false) => {
    const file = join(root, name)
    writeFileSync(file, bytes)
    if (withSums)
      writeFileSync(`${file}.sha256`, readFileSync(`${good}.sha256`, 'utf8').replace('good.zip', name))
    return file
  }
  /** One byte changed in the middle of the archive: inside a stored picture. */
  const flipped = () => {
    const copy = Buffer.from(goodBytes)
    const at = Math.floor(copy.length / 2)
    copy[at] = (copy[at] ?? 0) ^ 0xff
    return copy
  }

  const cases: [string, () => string, RegExp][] = [
    [
      'a changed byte, with its checksum file',
      () => damaged('flip-sums.zip', flipped(), true),
      /does not match flip-sums\.zip\.sha256/,
    ],
    [
      'a changed byte, without it',
      () => damaged('flip.zip', flipped()),
      /does not match its checksum|cannot be read|not a whole archive/,
    ],
    [
      'cut short',
      () => damaged('short.zip', goodBytes.subarray(0, goodBytes.length - 5000)),
      /not a whole archive/,
    ],
    [
      'not a backup at all',
      () => damaged('empty.zip', Buffer.from('PK\x05\x06'.padEnd(22, '\0'), 'latin1')),
      /no manifest\.json/,
    ],
  ]
  for (const [what, make, message] of cases) {
    it(`refuses ${what} with a clear message and changes nothing`, async () => {
      const site = await emptySite(adminUrl ? 'postgres' : 'pglite')
      try {
        const error = await restoreBackup(make(), site.places).catch((e: unknown) => e)
        expect(error).toBeInstanceOf(BackupDamagedError)
        expect((error as Error).message).toMatch(message)
        expect((error as Error).message).toMatch(/Nothing was changed\.$/)
        await expectUntouched(site)
      } finally {
        await site.drop()
      }
    }, 120_000)
  }

  it('refuses an archive holding a file its manifest does not list', async () => {
    const yazl = (await import('yazl')).default
    const { openZip } = await import('../../server/library/archive.ts')
    const original = await openZip(good, {
      entries: 100_000,
      entryBytes: 1e9,
      totalBytes: 1e10,
      ratio: 1e6,
      ratioFromBytes: 1e6,
    })
    const zip = new yazl.ZipFile()
    for (const name of original.names) zip.addBuffer(await original.read(name), name)
    original.close()
    zip.addBuffer(Buffer.from('a file slipped in'), 'media/slipped-in.jpg')
    zip.end()
    const chunks: Buffer[] = []
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer)
    const site = await emptySite('pglite')
    const error = await restoreBackup(damaged('extra.zip', Buffer.concat(chunks)), site.places).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(BackupDamagedError)
    expect((error as Error).message).toContain(
      'media/slipped-in.jpg is in the archive but not in its manifest',
    )
    await expectUntouched(site)
  }, 120_000)
})

describe('a place that holds a site', () => {
  it('is refused without --force, and replaced with it', async () => {
    const file = join(root, 'twice.zip')
    await takeBackup(source, places(), file)
    const site = await emptySite(adminUrl ? 'postgres' : 'pglite')
    try {
      await restoreBackup(file, site.places)
      const again = await restoreBackup(file, site.places).catch((e: unknown) => e)
      expect(again).toBeInstanceOf(RestoreRefusedError)
      expect((again as Error).message).toMatch(/is not empty|are not empty/)
      expect((again as Error).message).toMatch(/--force/)
      writeFileSync(join(site.places.mediaDir, 'stray.jpg'), 'not part of the backup')
      await restoreBackup(file, site.places, { force: true })
      const database = await site.open()
      try {
        await expectSameSite(database, site.places.mediaDir, site.places.uploadsDir)
      } finally {
        await database.close()
      }
    } finally {
      await site.drop()
    }
  }, 300_000)
})

describe('a backup without its files (--no-media)', () => {
  it('lists every file with its checksum, and the restore says which are not where they belong', async () => {
    const file = join(root, 'no-media.zip')
    const taken = await takeBackup(source, places(), file, { includeFiles: false })
    expect(taken.filesIncluded).toBe(false)
    expect(readFileSync(file).length).toBeLessThan(readFileSync(join(root, 'good.zip')).length / 2)
    const site = await emptySite('pglite')
    const restored = await restoreBackup(file, site.places)
    expect(restored.files).toBe(0)
    expect(restored.filesMissing).toHaveLength(taken.files)
    // With the same media folder beside it, nothing is missing.
    const beside = await emptySite('pglite')
    const whole = await restoreBackup(file, { ...beside.places, mediaDir: server.mediaDir, uploadsDir })
    expect(whole.filesMissing).toEqual([])
  }, 300_000)
})

describe('npm run backup beside a running server on the embedded database', () => {
  it('asks the server through DATA_DIR, which takes it; with no server there, nothing answers', async () => {
    const dataDir = mkdtempSync(join(root, 'running-'))
    expect(await askRunningServer(dataDir, { file: join(root, 'x.zip'), includeFiles: true })).toBeUndefined()
    const stop = await answerBackupRequests(dataDir, source, places())
    try {
      const file = join(root, 'asked.zip')
      const summary = await askRunningServer(dataDir, { file, includeFiles: true })
      expect(summary?.file).toBe(file)
      await run('unzip', ['-tq', file])
      // Only the folder's owner may ask.
      expect((await import('node:fs')).statSync(join(dataDir, 'backup.sock')).mode & 0o077).toBe(0)
    } finally {
      await stop()
    }
  }, 120_000)
})

describe('a server that cannot open its socket', () => {
  it('runs on, and says why npm run backup cannot ask it (a DATA_DIR past the socket path limit)', async () => {
    const dataDir = join(root, 'd'.repeat(120))
    mkdirSync(dataDir, { recursive: true })
    const warnings: string[] = []
    const served = await serveBackups(
      readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      { db: server.db, engine: 'pglite', close: async () => {} },
      () => {},
      { warn: (message) => warnings.push(message) },
    )
    await served.stop()
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/^npm run backup cannot ask this server for backups: /)
  })
})

describe('scheduled backups (BACKUP_DIR, BACKUP_HOURS, BACKUP_KEEP)', () => {
  it('takes one when the newest is BACKUP_HOURS old, and keeps the last BACKUP_KEEP', async () => {
    const dir = join(root, 'scheduled')
    let now = new Date('2026-12-01T00:00:00Z')
    const stop = scheduleBackups(
      { dir, everyHours: 24, keep: 2, includeFiles: false },
      source,
      places(),
      () => now,
      20,
    )
    const until = async (count: number, newest: Date) => {
      for (;;) {
        const found = await listBackups(dir)
        if (found.length === count && found[0]?.takenAt.getTime() === newest.getTime()) return found
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
    try {
      await until(1, now)
      const first = now
      now = new Date('2026-12-01T23:00:00Z')
      // Not due yet: checked many times over, still one.
      for (let checks = 0; checks < 5; checks++) await new Promise((resolve) => setTimeout(resolve, 25))
      expect((await listBackups(dir)).map((b) => b.takenAt)).toEqual([first])
      now = new Date('2026-12-02T00:00:00Z')
      await until(2, now)
      now = new Date('2026-12-03T00:00:00Z')
      const kept = await until(2, now)
      expect(kept.map((b) => b.name)).toEqual([
        'mot-backup-20261203-000000.zip',
        'mot-backup-20261202-000000.zip',
      ])
      expect(readdirSync(dir).sort()).toEqual([
        'mot-backup-20261202-000000.zip',
        'mot-backup-20261202-000000.zip.sha256',
        'mot-backup-20261203-000000.zip',
        'mot-backup-20261203-000000.zip.sha256',
      ])
    } finally {
      await stop()
    }
  }, 120_000)
})

describe.runIf(adminUrl)('npm run move-to-postgres', () => {
  it('moves a site on the embedded database into an empty PostgreSQL database, checked', async () => {
    const file = join(root, 'to-move.zip')
    await takeBackup(source, places(), file)
    const embedded = await emptySite('pglite')
    await restoreBackup(file, embedded.places)
    const target = await freshPostgres(adminUrl!, 'move')
    try {
      const moved = await moveToPostgres(embedded.places, target.url)
      expect(moved.tables).toBeGreaterThan(30)
      const database = await openDatabase({ url: target.url, dir: 'unused' })
      try {
        await expectSameSite(database, embedded.places.mediaDir, embedded.places.uploadsDir)
        await expectWorkingSite(database, embedded.places.mediaDir)
      } finally {
        await database.close()
      }
      // A database that holds a site already is refused.
      const again = await moveToPostgres(embedded.places, target.url).catch((e: unknown) => e)
      expect(again).toBeInstanceOf(RestoreRefusedError)
    } finally {
      await target.drop()
    }
  }, 300_000)
})

describe('the commands', () => {
  it('print usage with exit 2, and a damaged backup with exit 1 and its reason', async () => {
    const { DATABASE_URL: _, ...env } = process.env
    const usage = await run(process.execPath, ['server/backup/commands/restore.ts'], { env }).catch((e) => e)
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('Usage: npm run restore -- <file.zip> [--force]')
    const file = join(root, 'cli-short.zip')
    writeFileSync(file, readFileSync(join(root, 'good.zip')).subarray(0, 1000))
    const dataDir = mkdtempSync(join(root, 'cli-'))
    const refused = await run(process.execPath, ['server/backup/commands/restore.ts', file], {
      env: { ...env, DATA_DIR: dataDir },
    }).catch((e) => e)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(
      /cli-short\.zip cannot be restored: not a whole archive.*Nothing was changed\./,
    )
  }, 120_000)
})
