import 'fake-indexeddb/auto'
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { createStore, del, get } from 'idb-keyval'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { restoreQueryCache } from '../../src/app/persist-cache.ts'
import { createQueryClient } from '../../src/app/query-client.ts'
import { setLiked } from '../../src/entities/library/library-changes.ts'
import { memberStateKeys } from '../../src/features/actions/member-state-cache.ts'
import { activateLanguage } from '../../src/shared/i18n/activate.ts'
import { QUERY_CACHE_DB, QUERY_CACHE_KEY, QUERY_CACHE_STORE } from '../../src/shared/storage-keys.ts'
import {
  type Call,
  detail,
  detailKey,
  renderActions,
  resetState,
  signIn,
  stubActionsApi,
} from './actions-setup.tsx'

const STATE_PATH = '/vi/api/v1/posts/action/state/movie/7/'
const stateCalls = (calls: Call[]) => calls.filter((call) => call.path === STATE_PATH)
const answerState = (data: unknown) => (call: Call) =>
  call.path === STATE_PATH ? { body: { status: 'success', data } } : undefined

const likeButton = () => screen.getByRole('button', { name: /Thích/ })
const rateButton = () => screen.getByRole('button', { name: /Đánh giá|đánh giá/ })

beforeAll(() => activateLanguage('vi'))
beforeEach(resetState)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe("a member's own like and rating, from any device", () => {
  it("shows 'Đã Thích' and the rating given on another device", async () => {
    const calls = stubActionsApi(answerState({ is_like: true, rating: 7 }))
    signIn('token-of-lan')
    renderActions(createQueryClient())
    // Nothing in this browser's library says so: the server does.
    await waitFor(() => expect(likeButton().textContent).toBe('Đã Thích'))
    expect(rateButton().textContent).toBe('Đã đánh giá 7/10')
    const [call] = stateCalls(calls)
    expect(call!.method).toBe('GET')
    expect(call!.headers.get('Authorization')).toBe('Bearer token-of-lan')
  })

  it("shows 'Thích' when the member has not liked, whatever this browser did before", async () => {
    stubActionsApi(answerState({ is_like: false, rating: null }))
    setLiked(detail, true)
    signIn()
    renderActions(createQueryClient())
    await waitFor(() => expect(likeButton().textContent).toBe('Thích'))
    expect(rateButton().textContent).toBe('Đánh giá')
  })

  it('is not asked for by a visitor, who sees what this browser liked', async () => {
    const calls = stubActionsApi(answerState({ is_like: false, rating: 9 }))
    setLiked(detail, true)
    renderActions(createQueryClient())
    expect(likeButton().textContent).toBe('Đã Thích')
    expect(rateButton().textContent).toBe('Đánh giá')
    expect(stateCalls(calls)).toEqual([])
  })

  it.each([
    ['a rating out of range', { is_like: true, rating: 11 }],
    ['a like that is not a boolean', { is_like: 'yes', rating: 5 }],
    ['nothing at all', null],
  ])('ignores an answer with %s and keeps the library state', async (_what, data) => {
    const queryClient = createQueryClient()
    const calls = stubActionsApi(answerState(data))
    setLiked(detail, true)
    signIn()
    renderActions(queryClient)
    await waitFor(() => expect(stateCalls(calls)).toHaveLength(1))
    await waitFor(() =>
      expect(queryClient.getQueryState(memberStateKeys.session(detail, 'member-token'))?.status).toBe(
        'error',
      ),
    )
    expect(likeButton().textContent).toBe('Đã Thích')
    expect(rateButton().textContent).toBe('Đánh giá')
  })

  it('takes a new like and rating into the member state at once', async () => {
    const queryClient = createQueryClient()
    stubActionsApi(answerState({ is_like: false, rating: null }))
    signIn()
    renderActions(queryClient)
    const key = memberStateKeys.session(detail, 'member-token')
    await waitFor(() => expect(queryClient.getQueryData(key)).toEqual({ is_like: false, rating: null }))
    fireEvent.click(likeButton())
    await screen.findByText('Đã thích bài viết!')
    await waitFor(() => expect(queryClient.getQueryData(key)).toEqual({ is_like: true, rating: null }))
    expect(likeButton().textContent).toBe('Đã Thích')
  })

  it("does not show one member's state to the next one signed in on this device", async () => {
    const queryClient = createQueryClient()
    stubActionsApi((call) =>
      call.path === STATE_PATH
        ? {
            body: {
              status: 'success',
              data:
                call.headers.get('Authorization') === 'Bearer token-of-lan-0001'
                  ? { is_like: true, rating: 8 }
                  : { is_like: false, rating: null },
            },
          }
        : undefined,
    )
    signIn('token-of-lan-0001')
    renderActions(queryClient)
    await waitFor(() => expect(likeButton().textContent).toBe('Đã Thích'))
    cleanup()
    signIn('token-of-minh-0002')
    renderActions(queryClient)
    expect(likeButton().textContent).toBe('Thích')
    expect(rateButton().textContent).toBe('Đánh giá')
    await waitFor(() =>
      expect(queryClient.getQueryData(memberStateKeys.session(detail, 'token-of-minh-0002'))).toEqual({
        is_like: false,
        rating: null,
      }),
    )
    expect(likeButton().textContent).toBe('Thích')
  })
})

describe('the member state is never stored on the device', () => {
  const idb = createStore(QUERY_CACHE_DB, QUERY_CACHE_STORE)
  const storedKeys = async () =>
    ((await get<PersistedClient>(QUERY_CACHE_KEY, idb))?.clientState.queries ?? []).map((q) => q.queryKey)

  beforeEach(() => del(QUERY_CACHE_KEY, idb))

  it('keeps the public detail in IndexedDB but not the member state', async () => {
    stubActionsApi(answerState({ is_like: true, rating: 7 }))
    signIn()
    const queryClient = createQueryClient()
    await restoreQueryCache(queryClient)
    renderActions(queryClient)
    await waitFor(() => expect(likeButton().textContent).toBe('Đã Thích'))
    // A later change makes the cache be written again, with the member state already in memory.
    queryClient.setQueryData(['probe'], 1)
    await waitFor(async () => expect(await storedKeys()).toContainEqual(['probe']), { timeout: 5000 })
    const keys = await storedKeys()
    expect(keys).toContainEqual(detailKey)
    expect(keys.filter((key) => key[0] === memberStateKeys.all[0])).toEqual([])
    expect(queryClient.getQueryData(memberStateKeys.session(detail, 'member-token'))).toEqual({
      is_like: true,
      rating: 7,
    })
  })
})
