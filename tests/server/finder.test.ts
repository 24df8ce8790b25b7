import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteMember } from '../../server/account/leave.ts'
import { members, ratings, registrations } from '../../server/db/schema.ts'
import { FINDER_PAGE_SIZE, FINDER_REVIEWS_PAGE_SIZE } from '../../src/contract/limits.ts'
import { signUp } from './action-forms.ts'
import { createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let me: { token: string; user: { id: number } }
let thuHa: { token: string; user: { id: number } }

const get = (path: string, token?: string, lang = 'vi') =>
  server.app.inject({
    url: `/${lang}/api/v1/finder/${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
const search = (q: string, token = me.token, extra = '') =>
  get(`members/?q=${encodeURIComponent(q)}${extra}`, token)
const usernames = (body: { data: { username: string }[] }) => body.data.map((member) => member.username)

/** A member with a profile as the profile form saves it. */
async function member(email: string, name: string, profile: Partial<typeof members.$inferInsert>) {
  const signedUp = await signUp(server.app, email, 'secret-password', name)
  if (Object.keys(profile).length > 0)
    await server.db.update(members).set(profile).where(eq(members.id, signedUp.user.id))
  return signedUp
}

beforeAll(async () => {
  server = await createTestServer()
  me = await member('me@example.com', 'Người tìm', { username: 'nguoi.tim' })
  thuHa = await member('thu-ha@example.com', 'Thu Hà', {
    username: 'ThuHa_reads',
    fullName: 'Nguyễn Thị Thu Hà',
    about: 'Mê truyện tranh và phim cũ.',
    avatar: 'avatars/1/face.webp',
  })
  await member('minh@example.com', 'Lê Minh', { username: 'leminh' })
  // No username chosen: no profile address, so the finder does not show them.
  await member('hidden@example.com', 'Thu Hằng', {})
  // Registered but never confirmed: not a member.
  await server.db.insert(registrations).values({
    name: 'Thu Hiền',
    email: 'pending@example.com',
    passwordHash: 'x',
    tokenHash: randomBytes(32).toString('hex'),
    expiresAt: sql`now() + interval '1 hour'`,
  })
})
afterAll(() => server.close())

describe('the finder search (GET /finder/members/)', () => {
  it('finds members by the beginning of their name, without accents or case', async () => {
    const found = await search('thu ha')
    expect(found.statusCode).toBe(200)
    expect(found.headers['cache-control']).toBe('no-store')
    expect(found.json()).toEqual({
      status: 'success',
      data: [
        {
          name: 'Thu Hà',
          username: 'ThuHa_reads',
          avatar: {
            path: expect.stringContaining('avatars/1/face.webp'),
            resizable: true,
            width: 512,
            height: 512,
          },
        },
      ],
      is_next: false,
      paged: 1,
      page: 1,
    })
    expect(usernames((await search('THU HÀ')).json())).toEqual(['ThuHa_reads'])
    expect(usernames((await search('Lê')).json())).toEqual(['leminh'])
  })

  it('finds members by the beginning of their username, in any case', async () => {
    expect(usernames((await search('thuha_')).json())).toEqual(['ThuHa_reads'])
    expect(usernames((await search('LEMI')).json())).toEqual(['leminh'])
    // The username's own characters are not wildcards.
    expect(usernames((await search('lem%')).json())).toEqual([])
  })

  it('shows nothing private, and not the one asking, nor who has no username or is not confirmed', async () => {
    const found = await search('thu')
    expect(usernames(found.json())).toEqual(['ThuHa_reads'])
    expect(found.body).not.toMatch(/@example\.com|Nguyễn Thị|password|role|"id"/)
    expect(usernames((await search('người tìm')).json())).toEqual([])
    expect(usernames((await search('thu hien')).json())).toEqual([])
  })

  it('no longer finds a member once they have deleted their account', async () => {
    const leaving = await member('leaving@example.com', 'Tạm biệt', { username: 'tambiet' })
    expect(usernames((await search('tam biet')).json())).toEqual(['tambiet'])
    await deleteMember(server.db, leaving.user.id)
    expect(usernames((await search('tam biet')).json())).toEqual([])
  })

  it('answers a small page at a time', async () => {
    // Made as the confirmation makes them, without hashing a password each.
    await server.db.insert(members).values(
      Array.from({ length: FINDER_PAGE_SIZE + 2 }, (_, n) => ({
        name: `Bạn đọc ${n}`,
        email: `many-${n}@example.com`,
        passwordHash: 'not-a-hash',
        username: `ban_doc_${String(n).padStart(2, '0')}`,
      })),
    )
    const first = (await search('ban doc')).json()
    expect(first.data).toHaveLength(FINDER_PAGE_SIZE)
    expect(first.is_next).toBe(true)
    const second = (await search('ban doc', me.token, '&page=2')).json()
    expect(second.data).toHaveLength(2)
    expect(second.is_next).toBe(false)
    expect(new Set([...usernames(first), ...usernames(second)]).size).toBe(FINDER_PAGE_SIZE + 2)
  })

  it('is for members only: a visitor or a stale session gets the 401 envelope', async () => {
    for (const token of [undefined, 'not-a-session']) {
      const refused = await get('members/?q=thu', token)
      expect(refused.statusCode).toBe(401)
      expect(refused.json()).toEqual({ status: 'error', message: expect.any(String) })
      expect(refused.body).not.toContain('Thu Hà')
    }
  })

  it('refuses a query too short, too long or missing, and a bad page, with a 400 naming it', async () => {
    for (const [query, field] of [
      ['q=t', 'q'],
      ['q=%20%20a%20', 'q'],
      [`q=${'a'.repeat(101)}`, 'q'],
      ['', 'q'],
      ['q=thu&page=0', 'page'],
      ['q=thu&page=abc', 'page'],
      ['q=thu&page=1001', 'page'],
      ['q[]=thu', 'q'],
    ]) {
      const refused = await get(`members/?${query}`, me.token, 'en')
      expect(refused.statusCode, query).toBe(400)
      expect(refused.json().status).toBe('error')
      expect(refused.json().message, query).toContain(field)
    }
    const vi = await get('members/?q=t', me.token)
    expect(vi.json().message).toContain('ít nhất 2 ký tự')
  })
})

describe("a member's public profile (GET /finder/members/{username}/)", () => {
  let reviewed: Awaited<ReturnType<typeof createPost>>[]

  beforeAll(async () => {
    reviewed = []
    for (let n = 0; n < FINDER_REVIEWS_PAGE_SIZE + 1; n += 1) {
      const post = await createPost(server.db, {
        posttype: n === 0 ? 'movie' : 'comic',
        titleVi: `Truyện số ${n}`,
        titleEn: `Story number ${n}`,
      })
      reviewed.push(post)
      await server.db.insert(ratings).values({
        postId: post.id,
        memberId: thuHa.user.id,
        rating: 1 + (n % 10),
        content: `Cảm nhận ${n}`,
        updatedAt: new Date(Date.UTC(2026, 0, 1 + n)),
      })
    }
    // A rating without words is not a review; a review of a post taken down is not shown.
    const plain = await createPost(server.db, { posttype: 'novel' })
    await server.db.insert(ratings).values({ postId: plain.id, memberId: thuHa.user.id, rating: 7 })
    const hidden = await createPost(server.db, { posttype: 'novel', status: 'unpublished' })
    await server.db
      .insert(ratings)
      .values({ postId: hidden.id, memberId: thuHa.user.id, rating: 2, content: 'Bài đã gỡ' })
  })

  it('shows the name, username, avatar, about me and the newest reviews with their posts', async () => {
    const profile = await get('members/thuha_reads/', me.token)
    expect(profile.statusCode).toBe(200)
    expect(profile.headers['cache-control']).toBe('no-store')
    const body = profile.json()
    expect(body).toMatchObject({ status: 'success', is_next: true, paged: 1 })
    expect(body.data).toMatchObject({
      name: 'Thu Hà',
      username: 'ThuHa_reads',
      avatar: { path: expect.stringContaining('avatars/1/face.webp') },
      about: 'Mê truyện tranh và phim cũ.',
      review_count: FINDER_REVIEWS_PAGE_SIZE + 1,
    })
    expect(Object.keys(body.data).sort()).toEqual(
      ['about', 'avatar', 'joined_at', 'name', 'review_count', 'reviews', 'username'].sort(),
    )
    expect(profile.body).not.toMatch(/@example\.com|Nguyễn Thị|Bài đã gỡ/)
    const newest = reviewed.at(-1)!
    expect(body.data.reviews).toHaveLength(FINDER_REVIEWS_PAGE_SIZE)
    expect(body.data.reviews[0]).toEqual({
      rating: 1 + (FINDER_REVIEWS_PAGE_SIZE % 10),
      content: `Cảm nhận ${FINDER_REVIEWS_PAGE_SIZE}`,
      created_at: expect.any(String),
      updated_at: new Date(Date.UTC(2026, 0, 1 + FINDER_REVIEWS_PAGE_SIZE)).toISOString(),
      post: { title: `Truyện số ${FINDER_REVIEWS_PAGE_SIZE}`, slug: newest.slug, posttype: 'comic' },
    })

    const next = (await get('members/ThuHa_reads/?page=2', me.token, 'en')).json()
    expect(next.is_next).toBe(false)
    expect(next.data.reviews).toEqual([
      expect.objectContaining({
        content: 'Cảm nhận 0',
        post: { title: 'Story number 0', slug: reviewed[0]!.slug, posttype: 'movie' },
      }),
    ])
  })

  it('shows a member with no reviews and no about me', async () => {
    const body = (await get('members/leminh/', me.token)).json()
    expect(body.data).toMatchObject({
      name: 'Lê Minh',
      about: '',
      avatar: null,
      review_count: 0,
      reviews: [],
    })
  })

  it('is a 404 envelope for a username no member has', async () => {
    const missing = await get('members/no_such_member/', me.token)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ status: 'error', message: 'Member not found' })
  })

  it('is for members only, and refuses a malformed username or page with a 400', async () => {
    const visitor = await get('members/thuha_reads/')
    expect(visitor.statusCode).toBe(401)
    expect(visitor.body).not.toContain('Thu Hà')
    for (const path of [
      'members/a/',
      'members/th%20ha/',
      `members/${'a'.repeat(31)}/`,
      'members/leminh/?page=x',
    ]) {
      const refused = await get(path, me.token, 'en')
      expect(refused.statusCode, path).toBe(400)
      expect(refused.json().status).toBe('error')
    }
  })
})

describe('the finder limit', () => {
  it('answers 429 with the envelope when one member asks too often', async () => {
    const limited = await createTestServer(
      {},
      { writeLimits: { finder: { perAddress: 1000, perMember: 2 } } },
    )
    try {
      const someone = await signUp(limited.app, 'limit@example.com')
      const ask = () =>
        limited.app.inject({
          url: '/en/api/v1/finder/members/?q=thu',
          headers: { authorization: `Bearer ${someone.token}` },
        })
      expect((await ask()).statusCode).toBe(200)
      expect((await ask()).statusCode).toBe(200)
      const refused = await ask()
      expect(refused.statusCode).toBe(429)
      expect(refused.json().status).toBe('error')
    } finally {
      await limited.close()
    }
  })
})
