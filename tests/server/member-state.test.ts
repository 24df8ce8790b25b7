import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { likes, ratings } from '../../server/db/schema.ts'
import { csrfToken, multipart, signUp } from './action-forms.ts'
import { createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let member: { token: string; user: { id: number } }
let other: { token: string; user: { id: number } }
beforeAll(async () => {
  server = await createTestServer()
  member = await signUp(server.app, 'state@example.com')
  other = await signUp(server.app, 'someone-else@example.com')
})
afterAll(() => server.close())

const stateOf = (path: string, token?: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    url: `/vi/api/v1/posts/action/state/${path}`,
    headers: token ? { authorization: `Bearer ${token}`, ...headers } : headers,
  })

describe("a member's own like and rating", () => {
  it('says what this member did, and nothing of what others did', async () => {
    const post = await createPost(server.db, { posttype: 'movie' })
    const before = await stateOf(`movie/${post.id}/`, member.token)
    expect(before.statusCode).toBe(200)
    expect(before.json()).toEqual({ status: 'success', data: { is_like: false, rating: null } })

    await server.db.insert(likes).values({ postId: post.id, memberId: other.user.id })
    await server.db.insert(ratings).values({ postId: post.id, memberId: other.user.id, rating: 3 })
    expect((await stateOf(`movie/${post.id}/`, member.token)).json().data).toEqual({
      is_like: false,
      rating: null,
    })
    await server.db.insert(likes).values({ postId: post.id, memberId: member.user.id })
    await server.db.insert(ratings).values({ postId: post.id, memberId: member.user.id, rating: 9 })
    const after = await stateOf(`movie/${post.id}/`, member.token)
    expect(after.json()).toEqual({ status: 'success', data: { is_like: true, rating: 9 } })
    expect(after.headers['cache-control']).toBe('no-store')
  })

  it('shows a like made on one device on another', async () => {
    const post = await createPost(server.db, { posttype: 'comic' })
    const phone = 'phone-device-0001'
    const { csrf_token } = await csrfToken(server.app, phone)
    const liked = await server.app.inject({
      method: 'POST',
      url: `/vi/api/v1/posts/action/like/comic/${post.id}`,
      ...multipart({ like: '1', csrf_token }),
      headers: {
        ...multipart({ like: '1', csrf_token }).headers,
        authorization: `Bearer ${member.token}`,
        'x-device-id': phone,
      },
    })
    expect(liked.statusCode).toBe(200)
    // The laptop: another device id, the same member.
    const laptop = await stateOf(`comic/${post.id}/`, member.token, { 'x-device-id': 'laptop-device-0002' })
    expect(laptop.json().data).toEqual({ is_like: true, rating: null })
  })

  it('counts the like this device gave before signing in as the member’s, as the like count does', async () => {
    const post = await createPost(server.db, { posttype: 'novel' })
    const tablet = 'tablet-device-0003'
    const like = async (value: '1' | '2', headers: Record<string, string> = {}) => {
      const { csrf_token } = await csrfToken(server.app, tablet)
      const form = multipart({ like: value, csrf_token })
      const res = await server.app.inject({
        method: 'POST',
        url: `/vi/api/v1/posts/action/like/novel/${post.id}`,
        payload: form.payload,
        headers: { ...form.headers, 'x-device-id': tablet, ...headers },
      })
      return res.json().data.like_count as number
    }
    // Liked while signed out; then the member signs in on the tablet.
    expect(await like('1')).toBe(1)
    const onTablet = () => stateOf(`novel/${post.id}/`, member.token, { 'x-device-id': tablet })
    expect((await onTablet()).json().data).toEqual({ is_like: true, rating: null })
    // Another device of the member's has no like of its own to show; another member sees none.
    const elsewhere = await stateOf(`novel/${post.id}/`, member.token, {
      'x-device-id': 'laptop-device-0002',
    })
    expect(elsewhere.json().data.is_like).toBe(false)
    const otherPhone = { 'x-device-id': 'other-phone-0004' }
    expect((await stateOf(`novel/${post.id}/`, other.token, otherPhone)).json().data.is_like).toBe(false)
    // Taken back while signed in, the folded like goes, and the state says so.
    expect(await like('2', { authorization: `Bearer ${member.token}` })).toBe(0)
    expect((await onTablet()).json().data.is_like).toBe(false)
  })

  it('refuses a malformed device id with 400', async () => {
    const post = await createPost(server.db, { posttype: 'novel' })
    const res = await stateOf(`novel/${post.id}/`, member.token, { 'x-device-id': 'dévice-ñ' })
    expect(res.statusCode).toBe(400)
    expect(res.json().status).toBe('error')
  })

  it('needs a signed-in member and is never cached', async () => {
    const post = await createPost(server.db, { posttype: 'novel' })
    const visitor = await stateOf(`novel/${post.id}/`)
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json()).toEqual({ status: 'error', message: 'Sign in required' })
    expect(visitor.headers['cache-control']).toBe('no-store')
    const stale = await stateOf(`novel/${post.id}/`, 'x'.repeat(43))
    expect(stale.statusCode).toBe(401)
    expect(stale.json()).toEqual({ status: 'error', message: 'Session expired or revoked' })
  })

  it.each([
    ['film/1/', 400, 'Giá trị posttype không hợp lệ: phải là một trong movie, comic, novel, game'],
    ['movie/0/', 400, 'Giá trị id không hợp lệ: phải là số nguyên dương'],
    ['movie/abc/', 400, 'Giá trị id không hợp lệ: phải là số nguyên dương'],
    ['movie/99999999999/', 400, 'Giá trị id không hợp lệ: phải là số nguyên dương'],
    ['movie/2147483647/', 404, 'Not Found'],
  ])('answers %s with %i', async (path, status, message) => {
    const res = await stateOf(path, member.token)
    expect(res.statusCode).toBe(status)
    expect(res.json()).toEqual({ status: 'error', message })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('answers 404 for a post of another type', async () => {
    const post = await createPost(server.db, { posttype: 'game' })
    expect((await stateOf(`movie/${post.id}/`, member.token)).statusCode).toBe(404)
  })
})
