import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chapters } from '../../server/db/schema.ts'
import { EPISODE_INTRO_END_MAX_S, episodeResponse } from '../../src/contract/schemas/detail.ts'
import { csrfToken, nextAddress, signUpAdmin, urlencoded } from './action-forms.ts'
import { createChapters, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

/** A film episode's intro: set by an admin within bounds, kept in the database, given with the episode. */
let server: TestServer
let admin: { token: string }
let film: Awaited<ReturnType<typeof createPost>>
let episodeIds: number[]

beforeAll(async () => {
  server = await createTestServer()
  admin = await signUpAdmin(server.app, 'intro@example.com')
  film = await createPost(server.db, { posttype: 'movie', slug: 'phim-co-mo-dau' })
  const rows = await createChapters(server.db, film.id, 2, (i) => ({
    source: [{ link: `films/phim-co-mo-dau/${i}/master.m3u8`, type: 'hls', label: 'HD' }],
  }))
  episodeIds = rows.map((row) => row.id)
})
afterAll(() => server.close())

async function edit(id: number, fields: Record<string, string>, lang = 'vi') {
  const csrf = await csrfToken(server.app)
  const form = urlencoded({ csrf_token: csrf.csrf_token, ...fields })
  return server.app.inject({
    method: 'POST',
    url: `/${lang}/api/v1/admin/chapters/${id}/`,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${admin.token}`, 'x-forwarded-for': nextAddress() },
  })
}

const episode = async (index: number) => {
  const res = await server.app.inject({ url: `/vi/api/v1/posts/chapter/movie/${film.id}/${index}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe("a film episode's intro", () => {
  it('is none until an admin sets one', async () => {
    const answer = await episode(1)
    expect(answer.data.intro).toBeNull()
    expect(v.parse(episodeResponse, answer).data.intro).toBeNull()
  })

  it('is set by an admin, stored, and given with the episode (the app reads it)', async () => {
    const res = await edit(episodeIds[0]!, { intro_start: '12.5', intro_end: '85' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.changed).toEqual(['intro'])
    const [row] = await server.db.select().from(chapters).where(eq(chapters.id, episodeIds[0]!))
    expect([row!.introStart, row!.introEnd]).toEqual([12.5, 85])
    const answer = await episode(1)
    expect(answer.data.intro).toEqual({ start: 12.5, end: 85 })
    expect(v.parse(episodeResponse, answer).data.intro).toEqual({ start: 12.5, end: 85 })
    // Only the episode it was set on.
    expect((await episode(2)).data.intro).toBeNull()
    // The admin area shows it, to change it.
    const post = await server.app.inject({
      url: `/vi/api/v1/admin/posts/${film.id}/`,
      headers: { authorization: `Bearer ${admin.token}` },
    })
    expect(post.statusCode, post.body).toBe(200)
    const listed = post.json().data.chapters.map((c: { intro: unknown }) => c.intro)
    expect(listed).toEqual([{ start: 12.5, end: 85 }, null])
  })

  it('is refused when it ends before it starts, is out of bounds, or has one end only', async () => {
    const refused = [
      [{ intro_start: '90', intro_end: '30' }, 'intro_end', 'phải sau đầu phần giới thiệu'],
      [{ intro_start: '30', intro_end: '30' }, 'intro_end', 'phải sau đầu phần giới thiệu'],
      [{ intro_start: '-1', intro_end: '30' }, 'intro_start', 'phải là số giây'],
      [{ intro_start: '0', intro_end: String(EPISODE_INTRO_END_MAX_S + 1) }, 'intro_end', 'phải là số giây'],
      [{ intro_start: '0', intro_end: '1e3' }, 'intro_end', 'phải là số giây'],
      [{ intro_start: 'abc', intro_end: '30' }, 'intro_start', 'phải là số giây'],
      [{ intro_start: '10' }, 'intro_end', 'cần cả cuối phần giới thiệu'],
      [{ intro_end: '10' }, 'intro_start', 'cần cả đầu phần giới thiệu'],
    ] as const
    for (const [fields, field, reason] of refused) {
      const res = await edit(episodeIds[1]!, fields)
      expect(res.statusCode, JSON.stringify(fields)).toBe(400)
      expect(res.json().message).toContain(field)
      expect(res.json().message).toContain(reason)
    }
    expect((await episode(2)).data.intro).toBeNull()
    // In English at /en/.
    const english = await edit(episodeIds[1]!, { intro_start: '90', intro_end: '30' }, 'en')
    expect(english.json().message).toContain('must come after the start of the intro')
  })

  it('is removed when both ends are sent empty', async () => {
    expect((await edit(episodeIds[0]!, { intro_start: '', intro_end: '' })).statusCode).toBe(200)
    expect((await episode(1)).data.intro).toBeNull()
  })

  it('is kept by the database in order, whatever writes it', async () => {
    await expect(
      server.db.update(chapters).set({ introStart: 40, introEnd: 10 }).where(eq(chapters.id, episodeIds[1]!)),
    ).rejects.toThrow()
  })

  it('reads as none in the app when an answer holds a broken one', () => {
    const answer = (intro: unknown) => ({
      status: 'success',
      data: { id: 1, index: 1, title: 'Tập 1', source: [], intro },
    })
    expect(v.parse(episodeResponse, answer({ start: 20, end: 5 })).data.intro).toBeNull()
    expect(v.parse(episodeResponse, answer('soon')).data.intro).toBeNull()
    expect(v.parse(episodeResponse, answer({ start: 0, end: 5 })).data.intro).toEqual({ start: 0, end: 5 })
  })
})
