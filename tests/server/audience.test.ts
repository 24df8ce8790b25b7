import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setVisitorAgeLimit } from '../../server/audience/index.ts'
import type { ServerContext } from '../../server/context.ts'
import {
  comments,
  dashboardModules,
  libraryEntries,
  libraryPositions,
  likes,
  memberHiddenCategories,
  members,
  ratings,
} from '../../server/db/schema.ts'
import { rememberServedFile } from '../../server/kosync/documents.ts'
import { AGE_LIMIT_HEADER, type AgeRating } from '../../src/contract/age-ratings.ts'
import { endpoints } from '../../src/contract/endpoints/index.ts'
import { feedListNames } from '../../src/contract/schemas/reader-apps.ts'
import { csrfToken, multipart, signUp, urlencoded } from './action-forms.ts'
import { addToCategory, createCategory, createChapters, createPerson, createPost, credit } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'
import { readerAppMember } from './reader-app-member.ts'

/*
 * Issue 50: what each member may see. A member whose limit is 13+ and from whom a category is hidden,
 * a visitor under a site default of 16+, and a kiosk asking with X-Age-Limit: 13 each walk every
 * public read of the contract's table (and the reader apps' feeds, and the sitemaps), and no answer
 * names a post they may not see: by its id, its slug or its title. A post's own addresses answer 404
 * with the envelope, as for a missing post.
 */

/** Each post's title has a word of its own, and ids far from any other row's, so a leak is found by text. */
const catalogue = [
  { key: 'aurora', rating: 0, hidden: false },
  { key: 'beacon', rating: 13, hidden: false },
  { key: 'cobalt', rating: 16, hidden: false },
  { key: 'dusk', rating: 18, hidden: false },
  { key: 'ember', rating: 0, hidden: true },
] as const
type Key = (typeof catalogue)[number]['key']

let server: TestServer
const ids = {} as Record<Key, number>
const slugOf = (key: Key) => `zephyr-${key}-story`
let shownCategory: { id: number; slug: string }
let hiddenCategory: { id: number; slug: string }
let person: { id: number; slug: string }
let member: { token: string; authorization: string; key: string }
let reviewer: { username: string }

beforeAll(async () => {
  server = await createTestServer()
  const { db } = server
  shownCategory = await createCategory(db, 'comic', 'zephyr-shown')
  hiddenCategory = await createCategory(db, 'comic', 'zephyr-hidden')
  person = await createPerson(db, 'zephyr-artist', 'Zephyr Artist')
  for (const [i, post] of catalogue.entries()) {
    const title = `Zephyr ${post.key[0]!.toUpperCase()}${post.key.slice(1)}`
    const made = await createPost(db, {
      id: 970_001 + i,
      slug: slugOf(post.key),
      titleVi: title,
      titleEn: title,
      ageRating: post.rating as AgeRating,
      views: 100 - i,
    })
    ids[post.key] = made.id
    await createChapters(db, made.id, 2, () => ({ content: [`pages/${post.key}/1.webp`] }))
    await addToCategory(db, (post.hidden ? hiddenCategory : shownCategory).id, [made.id])
    await credit(
      db,
      made.id,
      (await createPerson(db, `zephyr-${post.key}-author`, `Zephyr ${post.key} Writer`)).id,
      'author',
    )
    await credit(db, made.id, person.id, 'artist')
  }
  // The home and the comics' dashboard show a banner of every post, by its address, and lists of them.
  for (const page of ['index', 'comic'] as const)
    await db.insert(dashboardModules).values([
      {
        page,
        position: 1,
        module: {
          type: 'slider',
          name: `${page}-banners`,
          items: catalogue.map(({ key }) => ({
            title: { vi: `Banner ${key}`, en: `Banner ${key}` },
            description: { vi: '', en: '' },
            image: `banners/${key}.webp`,
            slug: `/comic/${slugOf(key)}/`,
          })),
        },
      },
      {
        page,
        position: 2,
        module: {
          type: 'itemslider',
          name: `${page}-list`,
          label: { vi: 'Mới', en: 'New' },
          source: { posttype: 'comic', sortby: 'views_day__desc', limit: 10 },
        },
      },
    ] as (typeof dashboardModules.$inferInsert)[])
  // The limited member, with an app key for the reader apps; everything of theirs names every post.
  member = await readerAppMember(server, 'limited@example.com', 'KOReader')
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.email, 'limited@example.com'))
  const memberId = row!.id
  await db.update(members).set({ ageLimit: 16, ownAgeLimit: 13 }).where(eq(members.id, memberId))
  await db.insert(memberHiddenCategories).values({ memberId, categoryId: hiddenCategory.id })
  const at = Date.now()
  for (const post of catalogue) {
    const postId = ids[post.key]
    for (const list of ['saved', 'history', 'followed'] as const)
      await db.insert(libraryEntries).values({ memberId, postId, list, at, chapter: 1 })
    await db
      .insert(libraryPositions)
      .values({ memberId, kind: 'chapter', postId, index: 1, at, place: { page: 1 } })
    await db.insert(likes).values({ memberId, postId })
  }
  // Another member reviewed and commented on every post: their profile and the comments name them.
  const other = await signUp(server.app, 'reviewer@example.com')
  reviewer = { username: 'zephyrreviewer' }
  await db.update(members).set({ username: reviewer.username }).where(eq(members.id, other.user.id))
  for (const post of catalogue) {
    await db
      .insert(ratings)
      .values({ memberId: other.user.id, postId: ids[post.key], rating: 5, content: `Loved ${post.key}` })
    await db
      .insert(comments)
      .values({ memberId: other.user.id, postId: ids[post.key], chapterIndex: 1, body: `About ${post.key}` })
  }
})

/**
 * Sets the visitors' default as the admin's screen does. The kept answers need no dropping here: a
 * visitor's answers are kept under what they may see, so the new default's are kept apart.
 */
const visitorsMaySee = (limit: AgeRating) =>
  setVisitorAgeLimit({ db: server.db, cache: { clear: () => {} } as ServerContext['cache'] }, limit)

afterAll(async () => {
  await server?.close()
})

interface Ask {
  url: string
  /** An endpoint that names no post may answer anything but a 500 (a feature not set up here). */
  anyStatus?: boolean
  /** The post this address is of: a 404 when the asker may not see it. */
  of?: Key
}

const api = (path: string) => `/en/api/v1${path}`
const ownAddress = (name: string): Ask[] => [
  { url: api(endpoints.find((endpoint) => endpoint.name === name)!.path), anyStatus: true },
]
const everyPost = (make: (key: Key) => string): Ask[] =>
  catalogue.map(({ key }) => ({ url: make(key), of: key }))

/**
 * Every GET of the table that anyone but an admin may call, with the addresses it is walked at. An
 * endpoint added to the table without a case here fails the test: say how it is walked, or that it
 * names no post.
 */
const cases: Record<string, () => Ask[]> = {
  homeIndex: () => [{ url: api('/home/index/') }],
  dashboard: () => [
    { url: api('/home/comic/') },
    { url: api('/home/search/') },
    { url: api(`/home/comic/?filter=category__${shownCategory.id}`) },
  ],
  postDetail: () => everyPost((key) => api(`/posts/detail/comic/${slugOf(key)}/`)),
  chapterList: () => everyPost((key) => api(`/posts/listchapter/comic/${ids[key]}/paged/1/`)),
  chapter: () => everyPost((key) => api(`/posts/chapter/comic/${ids[key]}/1`)),
  chapterBySlug: () => everyPost((key) => api(`/posts/chapter/comic/slug/${slugOf(key)}/1`)),
  categories: () => [{ url: api('/comic/lists/categories/') }],
  postList: () => [
    { url: api('/posts/lists/comic/') },
    ...catalogue.map(({ key }) => ({ url: api(`/posts/lists/comic/related/?filter=post_id__${ids[key]}`) })),
  ],
  postListPaged: () => [{ url: api('/posts/lists/comic/paged/1/?sortby=views_week__desc') }],
  categoryList: () => [{ url: api(`/posts/lists/comic/${shownCategory.slug}/`) }],
  categoryListPaged: () => [{ url: api(`/posts/lists/comic/${shownCategory.slug}/paged/1/`) }],
  actorPosts: () => [{ url: api(`/posts/actor/${person.slug}/`) }],
  actorPostsPaged: () => [{ url: api(`/posts/actor/${person.slug}/paged/1/?role=artist`) }],
  memberState: () => everyPost((key) => api(`/posts/action/state/comic/${ids[key]}/`)),
  reviews: () => everyPost((key) => api(`/posts/reviews/comic/${ids[key]}/`)),
  ratings: () => everyPost((key) => api(`/posts/ratings/comic/${ids[key]}/`)),
  comments: () => everyPost((key) => api(`/posts/comments/comic/${ids[key]}/1/`)),
  search: () => [
    { url: api('/posts/search/?q=zephyr') },
    { url: api('/posts/search/?q=zephyr%20artist') },
    { url: api('/posts/search/') },
    ...catalogue.map(({ key }) => ({ url: api(`/posts/search/?q=${key}`) })),
  ],
  searchPaged: () => [{ url: api('/posts/search/paged/1/?q=zephyr&filter=posttype__comic') }],
  searchSuggest: () => [
    { url: api('/posts/search/suggest/?q=zephyr') },
    ...catalogue.map(({ key }) => ({ url: api(`/posts/search/suggest/?q=${key}`) })),
  ],
  terms: () => [{ url: api('/terms/lists/') }],
  finderMembers: () => [{ url: api('/finder/members/?q=zephyr') }],
  finderMember: () => [{ url: api(`/finder/members/${reviewer.username}/`) }],
  librarySync: () => [{ url: api('/library/sync/') }],
  libraryUpdates: () => [{ url: api('/library/updates/') }],
  // These name no post: walked all the same (their own address, any answer), so a post named there
  // one day is caught.
  ...Object.fromEntries(
    [
      'csrfCreate',
      'me',
      'profile',
      'accountSessions',
      'appKeys',
      'pushKey',
      'pushDevices',
      'pushSettings',
      'oidcInfo',
      'identities',
      'twoFactor',
      'ownAgeLimit',
    ].map((name) => [name, () => ownAddress(name)]),
  ),
}

/**
 * Public reads whose answer is the member's own data as a whole, not the catalogue: not walked, and why.
 */
const notWalked: Record<string, string> = {
  accountExport: "the member's own data, given whole by right (the export of everything kept of them)",
}

/** Whether the body names the post: its id, its slug or the word of its title. */
const names = (body: string, key: Key) =>
  body.includes(String(ids[key])) || body.includes(slugOf(key)) || new RegExp(`\\b${key}\\b`, 'i').test(body)

async function walk(headers: Record<string, string>, unseen: Key[], seen: Key[]) {
  const readable = endpoints.filter((endpoint) => endpoint.method === 'GET' && endpoint.access !== 'admin')
  const unknown = readable
    .map((endpoint) => endpoint.name)
    .filter((name) => !(name in cases || name in notWalked))
  expect(unknown, 'public reads without a case in audience.test.ts').toEqual([])
  const signedIn = 'authorization' in headers
  let named: Set<Key> = new Set()
  for (const endpoint of readable) {
    if (endpoint.name in notWalked) continue
    if (endpoint.access === 'member' && !signedIn) continue
    for (const ask of cases[endpoint.name]!()) {
      const res = await server.app.inject({ method: 'GET', url: ask.url, headers })
      const where = `${endpoint.name} ${ask.url}`
      if (ask.of && unseen.includes(ask.of)) {
        expect(res.statusCode, where).toBe(404)
        expect(res.json(), where).toMatchObject({ status: 'error', message: expect.any(String) })
        continue
      }
      if (ask.anyStatus) expect(res.statusCode, where).toBeLessThan(500)
      else expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBe(200)
      for (const key of unseen) expect(names(res.body, key), `${where} names ${key}`).toBe(false)
      named = new Set([...named, ...seen.filter((key) => names(res.body, key))])
    }
  }
  // The walk sees what the asker may see: it would find a leak.
  expect([...named].sort()).toEqual([...seen].sort())
}

const keysOf = (test: (post: (typeof catalogue)[number]) => boolean) =>
  catalogue.filter(test).map((post) => post.key)

describe('what each asker may see (issue 50)', () => {
  it('lets a visitor with no limit see every post (and keeps their answers apart from the others)', async () => {
    await walk(
      {},
      [],
      keysOf(() => true),
    )
  })

  it('never names a post above a 13+ member, or in a category hidden from them, on any public read', async () => {
    await walk(
      { authorization: `Bearer ${member.token}`, 'x-device-id': 'AAAAAAAAAAAAAAAAAAAAAA' },
      keysOf((post) => post.rating > 13 || post.hidden),
      keysOf((post) => post.rating <= 13 && !post.hidden),
    )
  })

  it("answers a kiosk's X-Age-Limit, which only ever makes the limit stricter", async () => {
    await walk(
      { [AGE_LIMIT_HEADER.toLowerCase()]: '13' },
      keysOf((post) => post.rating > 13),
      keysOf((post) => post.rating <= 13),
    )
    // A looser header than the member's own limit changes nothing.
    const res = await server.app.inject({
      method: 'GET',
      url: api(`/posts/detail/comic/${slugOf('cobalt')}/`),
      headers: { authorization: `Bearer ${member.token}`, [AGE_LIMIT_HEADER.toLowerCase()]: '18' },
    })
    expect(res.statusCode).toBe(404)
  })

  it('keeps answers for someone who said who asks out of shared caches', async () => {
    const visitor = await server.app.inject({ method: 'GET', url: api('/posts/lists/comic/') })
    expect(visitor.headers['cache-control']).toMatch(/^public/)
    expect(visitor.headers.vary).toMatch(/authorization/)
    expect(visitor.headers.vary).toMatch(/x-age-limit/)
    for (const headers of [{ authorization: `Bearer ${member.token}` }, { 'x-age-limit': '16' }]) {
      const own = await server.app.inject({ method: 'GET', url: api('/posts/lists/comic/'), headers })
      expect(own.headers['cache-control']).toBe('private, no-cache')
    }
  })

  it("applies the site's default to visitors: lists, pages' posts and the sitemaps", async () => {
    await visitorsMaySee(16)
    try {
      await walk(
        {},
        keysOf((post) => post.rating > 16),
        keysOf((post) => post.rating <= 16),
      )
      const index = await server.app.inject({ method: 'GET', url: '/sitemap.xml' })
      expect(index.statusCode).toBe(200)
      const parts = [...index.body.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)].map((match) => match[1]!)
      expect(parts.length).toBeGreaterThan(0)
      let pages = ''
      for (const part of parts) pages += (await server.app.inject({ method: 'GET', url: part })).body
      expect(pages).toContain(slugOf('cobalt'))
      expect(pages).not.toContain(slugOf('dusk'))
    } finally {
      await visitorsMaySee(18)
    }
  })

  it("never names a restricted post in the reader apps' feeds and downloads (OPDS 1 and 2)", async () => {
    const headers = { authorization: member.authorization }
    const unseen = keysOf((post) => post.rating > 13 || post.hidden)
    const feeds = [
      'catalog',
      'search?q=zephyr',
      'comic',
      ...feedListNames.map((list) => `comic/${list}`),
      'comic/categories',
      `comic/category/${shownCategory.slug}`,
      'comic/people',
      `comic/person/${person.slug}`,
      'continue',
      'saved',
    ]
    for (const version of ['v1', 'v2']) {
      let named = ''
      for (const feed of feeds) {
        const res = await server.app.inject({
          method: 'GET',
          url: `/en/opds/${version === 'v1' ? 'v1.2' : version}/${feed}`,
          headers,
        })
        expect(res.statusCode, `${version} ${feed}`).toBe(200)
        for (const key of unseen) expect(names(res.body, key), `${version} ${feed} names ${key}`).toBe(false)
        named += res.body
      }
      expect(names(named, 'aurora'), version).toBe(true)
      for (const key of unseen) {
        const post = await server.app.inject({
          method: 'GET',
          url: `/en/opds/${version === 'v1' ? 'v1.2' : version}/comic/post/${slugOf(key)}`,
          headers,
        })
        expect(post.statusCode, `${version} ${key}`).toBe(404)
      }
      const hidden = await server.app.inject({
        method: 'GET',
        url: `/en/opds/${version === 'v1' ? 'v1.2' : version}/comic/category/${hiddenCategory.slug}`,
        headers,
      })
      expect(hidden.statusCode).toBe(404)
    }
    for (const key of unseen) {
      for (const url of [
        `/en/opds/v1.2/comic/post/${slugOf(key)}/download`,
        `/en/opds/v1.2/comic/post/${slugOf(key)}/1/download`,
        `/en/opds/v1.2/comic/post/${slugOf(key)}/1/pages/1`,
        `/en/opds/v2/comic/post/${slugOf(key)}/1/progression`,
      ]) {
        const res = await server.app.inject({ method: 'GET', url, headers })
        expect(res.statusCode, url).toBe(404)
      }
    }
  })

  it('hides a category from the member who may not see it, in lists, tabs and suggestions', async () => {
    const headers = { authorization: `Bearer ${member.token}` }
    const list = await server.app.inject({
      method: 'GET',
      url: api(`/posts/lists/comic/${hiddenCategory.slug}/`),
      headers,
    })
    expect(list.statusCode).toBe(404)
    const tab = await server.app.inject({
      method: 'GET',
      url: api(`/home/comic/?filter=category__${hiddenCategory.id}`),
      headers,
    })
    expect(tab.statusCode).toBe(404)
    for (const url of [
      api('/comic/lists/categories/'),
      api('/home/comic/'),
      api('/terms/lists/'),
      api('/posts/search/suggest/?q=zephyr'),
    ]) {
      const res = await server.app.inject({ method: 'GET', url, headers })
      expect(res.body, url).not.toContain(hiddenCategory.slug)
    }
    // A visitor still has it.
    const visitor = await server.app.inject({ method: 'GET', url: api('/comic/lists/categories/') })
    expect(visitor.body).toContain(hiddenCategory.slug)
  })

  it('answers a like, a rating or a view of a post the asker may not see as for a missing post', async () => {
    const deviceId = 'BBBBBBBBBBBBBBBBBBBBBB'
    const headers = { authorization: `Bearer ${member.token}`, 'x-device-id': deviceId }
    const base = '/en/api/v1/posts/action'
    const write = async (url: string, form: { payload: string; headers: Record<string, string> }) =>
      server.app.inject({
        method: 'POST',
        url,
        payload: form.payload,
        headers: { ...headers, ...form.headers },
      })
    for (const key of ['dusk', 'ember'] as const) {
      const { csrf_token } = await csrfToken(server.app, deviceId)
      const like = await write(`${base}/like/comic/${ids[key]}`, multipart({ like: '1', csrf_token }))
      expect(like.statusCode, like.body).toBe(404)
      const view = await write(`${base}/views/comic/${ids[key]}/`, urlencoded({ csrf_token }))
      expect(view.statusCode, view.body).toBe(404)
      const rate = await write(`${base}/rating/comic/${ids[key]}/`, multipart({ rating: '4', csrf_token }))
      expect(rate.statusCode, rate.body).toBe(404)
    }
    // The same addresses answer for a post the asker sees.
    const { csrf_token } = await csrfToken(server.app, deviceId)
    for (const [url, form] of [
      [`${base}/like/comic/${ids.aurora}`, multipart({ like: '1', csrf_token })],
      [`${base}/views/comic/${ids.aurora}/`, urlencoded({ csrf_token })],
      [`${base}/rating/comic/${ids.aurora}/`, multipart({ rating: '4', csrf_token })],
    ] as const) {
      const seen = await write(url, form)
      expect(seen.statusCode, `${url} ${seen.body}`).toBe(200)
    }
  })

  it("moves no place of a restricted post from KOReader's sync, and tells KOReader only its own record", async () => {
    const koreader = {
      accept: 'application/vnd.koreader.v1+json',
      'x-auth-user': 'limited@example.com',
      'x-auth-key': createHash('md5').update(member.key).digest('hex'),
      'content-type': 'application/json',
    }
    const documentOf = (key: Key) => createHash('md5').update(`file of ${key}`).digest('hex')
    // Files served before the limit was set: KOReader still holds them.
    for (const key of ['aurora', 'dusk', 'ember'] as const)
      await rememberServedFile(server.db, documentOf(key), ids[key], 1, 'en')
    for (const key of ['aurora', 'dusk', 'ember'] as const) {
      const put = await server.app.inject({
        method: 'PUT',
        url: '/kosync/syncs/progress',
        headers: koreader,
        payload: JSON.stringify({
          document: documentOf(key),
          progress: '1',
          percentage: 0.5,
          device: 'Kobo',
        }),
      })
      expect(put.statusCode, put.body).toBe(200)
      const got = await server.app.inject({
        url: `/kosync/syncs/progress/${documentOf(key)}`,
        headers: koreader,
      })
      for (const hidden of ['dusk', 'ember'] as const) expect(names(got.body, hidden)).toBe(false)
    }
    const [row] = await server.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'limited@example.com'))
    const memberId = row!.id
    const history = async (key: Key) =>
      (
        await server.db
          .select({ at: libraryEntries.at })
          .from(libraryEntries)
          .where(
            and(
              eq(libraryEntries.memberId, memberId),
              eq(libraryEntries.postId, ids[key]),
              eq(libraryEntries.list, 'history'),
            ),
          )
      )[0]!.at
    // The seen post's history moved to the new place; the restricted ones' did not.
    expect(await history('aurora')).toBeGreaterThan(await history('dusk'))
    expect(await history('dusk')).toBe(await history('ember'))
  })
})
