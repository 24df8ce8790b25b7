import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../src/app/query-client.ts'
import type { PostDetail } from '../../src/contract/schemas/detail.ts'
import { recordView } from '../../src/entities/library/library-changes.ts'
import { getLibrary } from '../../src/entities/library/library-store.ts'
import { activateLanguage } from '../../src/shared/i18n/activate.ts'
import {
  actionCalls,
  detail,
  detailKey,
  renderActions,
  resetState,
  signIn,
  stubActionsApi,
} from './actions-setup.tsx'

beforeAll(() => activateLanguage('vi'))
beforeEach(resetState)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const likeButton = () => screen.getByRole('button', { name: /Thích/ })

describe('the like button (spec §2, §7, §8)', () => {
  it("likes with like=1, then says 'Đã Thích', and unlikes with like=2", async () => {
    const calls = stubActionsApi()
    const queryClient = createQueryClient()
    renderActions(queryClient)
    expect(likeButton().textContent).toBe('Thích')

    fireEvent.click(likeButton())
    await screen.findByText('Đã thích bài viết!')
    expect(likeButton().textContent).toBe('Đã Thích')
    fireEvent.click(likeButton())
    await screen.findByText('Đã bỏ thích bài viết!')
    expect(likeButton().textContent).toBe('Thích')

    const posts = actionCalls(calls)
    expect(posts.map((call) => call.path)).toEqual([
      '/vi/api/v1/posts/action/like/movie/7',
      '/vi/api/v1/posts/action/like/movie/7',
    ])
    expect(posts.map((call) => call.form.like)).toEqual(['1', '2'])
    expect(posts[0]!.form.csrf_token).toBe('csrf-1')
    // The token once; then each like is one call, whose answer brings the count and state: nothing
    // is asked for again.
    expect(calls.map((call) => call.path)).toEqual([
      '/vi/api/v1/auth/csrf_create/',
      '/vi/api/v1/posts/action/like/movie/7',
      '/vi/api/v1/posts/action/like/movie/7',
    ])
  })

  it('writes the new like count into the cached detail and flips isLike on the history entry', async () => {
    stubActionsApi()
    const queryClient = createQueryClient()
    recordView(detail)
    renderActions(queryClient)
    fireEvent.click(likeButton())
    await screen.findByText('Đã thích bài viết!')
    expect(queryClient.getQueryData<PostDetail>(detailKey)?.like_count).toBe(13)
    expect(getLibrary().viewedHistory[0]?.isLike).toBe(true)
    expect(getLibrary().likedPosts.map((post) => post.id)).toEqual([7])
    cleanup()

    // The answer's state is the one kept, as its count is (another tab may have liked meanwhile).
    const stillLiked = { body: { status: 'success', data: { like_count: 13, is_like: true } } }
    stubActionsApi((call) => (call.path.includes('/action/like/') ? stillLiked : undefined))
    renderActions(queryClient)
    fireEvent.click(likeButton())
    await screen.findByText('Đã thích bài viết!')
    expect(getLibrary().viewedHistory[0]?.isLike).toBe(true)
  })

  it("says 'Có lỗi xảy ra khi thích bài viết!' when the call fails, and stays unliked", async () => {
    stubActionsApi((call) =>
      call.method === 'POST' ? { status: 500, body: { status: 'error', message: 'Boom' } } : undefined,
    )
    renderActions(createQueryClient())
    fireEvent.click(likeButton())
    expect((await screen.findByRole('alert')).textContent).toContain('Có lỗi xảy ra khi thích bài viết!')
    expect(likeButton().textContent).toBe('Thích')
    expect(getLibrary().likedPosts).toEqual([])
  })

  it("counts a member's like for the member: the session goes with it", async () => {
    const calls = stubActionsApi()
    signIn('member-token')
    renderActions(createQueryClient())
    fireEvent.click(likeButton())
    await screen.findByText('Đã thích bài viết!')
    expect(actionCalls(calls)[0]!.headers.get('Authorization')).toBe('Bearer member-token')
  })

  it('sends the like again as this browser when the session has ended', async () => {
    const calls = stubActionsApi((call) =>
      call.method === 'POST' && call.headers.has('Authorization')
        ? { status: 401, body: { status: 'error', message: 'Your session has ended' } }
        : undefined,
    )
    signIn('expired-token')
    renderActions(createQueryClient())
    fireEvent.click(likeButton())
    await screen.findByText('Đã thích bài viết!')
    expect(actionCalls(calls).map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer expired-token',
      null,
    ])
  })

  it('asks for a new anti-forgery token once when the server refuses a stale one', async () => {
    let refused = false
    const calls = stubActionsApi((call) => {
      if (call.method !== 'POST' || refused) return undefined
      refused = true
      return { status: 403, body: { status: 'error', message: 'Invalid CSRF token' } }
    })
    renderActions(createQueryClient())
    fireEvent.click(likeButton())
    await screen.findByText('Đã thích bài viết!')
    expect(actionCalls(calls).map((call) => call.form.csrf_token)).toEqual(['csrf-1', 'csrf-2'])
  })

  it('shows the asked-for state at once while the call is on its way', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    stubActionsApi()
    const fetch = globalThis.fetch
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await gate
      return fetch(...args)
    })
    renderActions(createQueryClient())
    fireEvent.click(likeButton())
    await waitFor(() => expect(likeButton().textContent).toBe('Đã Thích'))
    expect(likeButton().getAttribute('aria-busy')).toBe('true')
    await act(async () => release())
    await screen.findByText('Đã thích bài viết!')
    expect(likeButton().getAttribute('aria-busy')).toBe('false')
  })
})
