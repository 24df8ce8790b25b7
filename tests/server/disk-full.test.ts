import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { messages } from '../../server/http/messages.ts'
import { rowsOf } from '../../server/posts/rows.ts'
import { csrfToken, multipart, nextAddress, signUp, signUpAdmin, urlencoded } from './action-forms.ts'
import { createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

/**
 * The disk fills up. Files: every write fails as the kernel says so (ENOSPC), the server's own and
 * tus's part-files alike. The database: every table refuses writes as PostgreSQL does on a full disk
 * (disk_full, SQLSTATE 53100), raised by a trigger, so PGlite and PostgreSQL answer the same.
 */
const disk = vi.hoisted(() => ({ full: false }))
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>()
  return {
    ...fs,
    writeFile: async (...args: Parameters<typeof fs.writeFile>) => {
      if (disk.full) {
        // The disk fills up in the middle of the write: half the file is there.
        const [file, data] = args
        if (Buffer.isBuffer(data)) await fs.writeFile(file, data.subarray(0, data.length >> 1))
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
      }
      return fs.writeFile(...args)
    },
  }
})
vi.mock('@tus/file-store', async (original) => {
  const tus = await original<typeof import('@tus/file-store')>()
  class FullStore extends tus.FileStore {
    override async write(...args: Parameters<InstanceType<typeof tus.FileStore>['write']>) {
      if (disk.full) {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
      }
      return super.write(...args)
    }
  }
  return { ...tus, FileStore: FullStore }
})

let server: TestServer
let uploadsDir: string
let member: { token: string }
let admin: { token: string }
let postId: number
let unfinished: string

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'mot-uploads-'))
  server = await createTestServer({ UPLOADS_DIR: uploadsDir })
  member = await signUp(server.app, 'day@example.com')
  admin = await signUpAdmin(server.app, 'quantri@example.com')
  postId = (await createPost(server.db, { posttype: 'comic', slug: 'robot' })).id
  unfinished = (await tus('POST', '/vi/api/v1/admin/uploads/', { 'upload-length': '10' })).headers
    .location as string
})
afterAll(async () => {
  await server.close()
  rmSync(uploadsDir, { recursive: true, force: true })
})

const tables = async () =>
  (
    await rowsOf<{ name: string }>(
      server.db,
      sql`select tablename as name from pg_tables where schemaname = 'public'`,
    )
  ).map((t) => t.name)

async function fillTheDisk() {
  await server.db.execute(sql`
    create or replace function disk_is_full() returns trigger language plpgsql as $$
    begin
      raise exception 'could not extend file: No space left on device' using errcode = 'disk_full';
    end $$`)
  for (const table of await tables()) {
    await server.db.execute(
      sql.raw(`create trigger disk_full before insert or update or delete on "${table}"
               for each statement execute function disk_is_full()`),
    )
  }
  disk.full = true
}

async function makeRoom() {
  for (const table of await tables()) {
    await server.db.execute(sql.raw(`drop trigger if exists disk_full on "${table}"`))
  }
  disk.full = false
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'x-forwarded-for': nextAddress() })

function tus(method: 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: Buffer) {
  return csrfToken(server.app).then(({ csrf_token }) =>
    server.app.inject({
      method,
      url,
      headers: {
        ...bearer(admin.token),
        'tus-resumable': '1.0.0',
        'x-csrf-token': csrf_token,
        'upload-metadata': ['filename a.cbz', 'posttype comic', 'title Đầy']
          .map((pair) =>
            pair.replace(/ (.*)/, (_, value: string) => ` ${Buffer.from(value).toString('base64')}`),
          )
          .join(','),
        ...headers,
      },
      ...(payload ? { payload } : {}),
    }),
  )
}

/** Every kind of write a client makes, each as it would make it. */
const writes: Record<string, (csrf: string) => Promise<{ statusCode: number; json(): unknown }>> = {
  like: (csrf) => {
    const form = multipart({ like: '1', csrf_token: csrf })
    return server.app.inject({
      method: 'POST',
      url: `/vi/api/v1/posts/action/like/comic/${postId}`,
      payload: form.payload,
      headers: { ...form.headers, 'x-forwarded-for': nextAddress() },
    })
  },
  view: (csrf) => {
    const form = urlencoded({ csrf_token: csrf })
    return server.app.inject({
      method: 'POST',
      url: `/vi/api/v1/posts/action/views/comic/${postId}/`,
      payload: form.payload,
      headers: { ...form.headers, 'x-forwarded-for': nextAddress() },
    })
  },
  rating: (csrf) => {
    const form = multipart({ rating: '8', content: 'Hay', csrf_token: csrf })
    return server.app.inject({
      method: 'POST',
      url: `/vi/api/v1/posts/action/rating/comic/${postId}/`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(member.token) },
    })
  },
  'library sync': (csrf) =>
    server.app.inject({
      method: 'POST',
      url: '/vi/api/v1/library/sync/',
      headers: bearer(member.token),
      payload: { changes: [{ list: 'saved', id: postId, at: Date.now() }], csrf_token: csrf },
    }),
  profile: (csrf) =>
    server.app.inject({
      method: 'POST',
      url: '/vi/api/v1/account/profile/',
      headers: bearer(member.token),
      payload: { name: 'Đầy', about: 'Ổ đĩa đầy', csrf_token: csrf },
    }),
  avatar: async (csrf) =>
    server.app.inject({
      method: 'POST',
      url: '/vi/api/v1/account/avatar/',
      headers: { ...bearer(member.token), 'content-type': 'image/png', 'x-csrf-token': csrf },
      payload: await picture(),
    }),
  'admin edit': (csrf) => {
    const form = urlencoded({ csrf_token: csrf, title_vi: 'Robot đầy' })
    return server.app.inject({
      method: 'POST',
      url: `/vi/api/v1/admin/posts/${postId}/`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(admin.token) },
    })
  },
  'admin cover': async (csrf) =>
    server.app.inject({
      method: 'POST',
      url: `/vi/api/v1/admin/posts/${postId}/images/feature/`,
      payload: await picture(),
      headers: { 'content-type': 'image/png', ...bearer(admin.token), 'x-csrf-token': csrf },
    }),
  'upload created': () => tus('POST', '/vi/api/v1/admin/uploads/', { 'upload-length': '10' }),
  'upload piece': () =>
    tus(
      'PATCH',
      unfinished,
      { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      Buffer.alloc(10),
    ),
}

const picture = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()

describe('a full disk', () => {
  it('answers every write with 507 and the envelope’s message, never a 500 or the system’s words', async () => {
    const csrf = (await csrfToken(server.app)).csrf_token
    await fillTheDisk()
    try {
      for (const [write, send] of Object.entries(writes)) {
        const res = await send(csrf)
        expect(res.statusCode, write).toBe(507)
        expect(res.json(), write).toEqual({ status: 'error', message: messages.diskFull.vi })
      }
      // A cover cut short is not kept under the whole one's name, to be served (and never written) again.
      expect(
        existsSync(join(server.mediaDir, `posts/${postId}`)) &&
          readdirSync(join(server.mediaDir, `posts/${postId}`)),
      ).toEqual([])
    } finally {
      await makeRoom()
    }
  })

  it('answers in the language of the address', async () => {
    disk.full = true
    try {
      const english = await tus('POST', '/en/api/v1/admin/uploads/', { 'upload-length': '10' })
      expect(english.statusCode).toBe(507)
      expect(english.json()).toEqual({ status: 'error', message: messages.diskFull.en })
    } finally {
      disk.full = false
    }
  })

  it('takes the same writes again once there is room', async () => {
    const csrf = (await csrfToken(server.app)).csrf_token
    for (const [write, send] of Object.entries(writes)) {
      const res = await send(csrf)
      expect(res.statusCode, write).toBeLessThan(300)
    }
  })
})
