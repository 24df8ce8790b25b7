import 'fake-indexeddb/auto'
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { onlineManager } from '@tanstack/react-query'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { createStore, del, get } from 'idb-keyval'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { restoreQueryCache } from '../../src/app/persist-cache.ts'
import { createQueryClient } from '../../src/app/query-client.ts'
import { getLibrary } from '../../src/entities/library/library-store.ts'
import { QUERY_PERSIST_THROTTLE } from '../../src/shared/cache-names.ts'
import { activateLanguage } from '../../src/shared/i18n/activate.ts'
import { QUERY_CACHE_DB, QUERY_CACHE_KEY, QUERY_CACHE_STORE } from '../../src/shared/storage-keys.ts'
import { actionCalls, renderActions, resetState, signIn, stubActionsApi } from './actions-setup.tsx'

const idb = createStore(QUERY_CACHE_DB, QUERY_CACHE_STORE)
const storedMutations = async () =>
  (await get<PersistedClient>(QUERY_CACHE_KEY, idb))?.clientState.mutations ?? []

function setNetwork(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

/** Starts the app as main.tsx does: a new query client, the stored cache restored, then the screen. */
async function openApp() {
  const queryClient = createQueryClient()
  await restoreQueryCache(queryClient)
  return renderActions(queryClient)
}

/** Lets the app's last grouped write to IndexedDB happen, as it would before a page goes away. */
async function settleWrites() {
  // A grouped write that waits is due now...
  await act(() => vi.advanceTimersByTimeAsync(QUERY_PERSIST_THROTTLE))
  // ...and a read of the same store runs once it is done: IndexedDB keeps transactions in order.
  await get(QUERY_CACHE_KEY, idb)
}

/** Closes the app once what it owes the server is on disk. */
async function closeApp(waiting: number) {
  await waitFor(async () => expect(await storedMutations()).toHaveLength(waiting))
  cleanup()
  await settleWrites()
}

const likeButton = () => screen.getByRole('button', { name: /Thích/ })

beforeAll(() => activateLanguage('vi'))
beforeEach(async () => {
  // Time runs as usual; the timers can also be moved on at once (settleWrites).
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
  resetState()
  await del(QUERY_CACHE_KEY, idb)
})
afterEach(async () => {
  cleanup()
  await settleWrites()
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  onlineManager.setOnline(true)
})

describe('actions taken offline (issue: nothing lost, nothing sent twice)', () => {
  it('keep a like waiting across a restart and send it once when the network returns', async () => {
    const calls = stubActionsApi()
    setNetwork(false)
    await openApp()
    fireEvent.click(likeButton())
    await waitFor(() => expect(likeButton().textContent).toBe('Đã Thích Đang chờ mạng'))
    await closeApp(1)

    await openApp()
    await waitFor(() => expect(likeButton().textContent).toBe('Đã Thích Đang chờ mạng'))
    expect(calls).toEqual([])

    setNetwork(true)
    await screen.findByText('Đã thích bài viết!')
    // The anti-forgery token is asked for when the like goes out, not when it was queued.
    expect(calls.map((call) => call.path)).toEqual([
      '/vi/api/v1/auth/csrf_create/',
      '/vi/api/v1/posts/action/like/movie/7',
    ])
    expect(actionCalls(calls)[0]!.form.like).toBe('1')
    expect(likeButton().textContent).toBe('Đã Thích')
    expect(getLibrary().likedPosts.map((post) => post.id)).toEqual([7])
    await waitFor(async () => expect(await storedMutations()).toEqual([]))
  })

  it('send a like and an unlike made offline in the order they were made', async () => {
    const calls = stubActionsApi()
    setNetwork(false)
    await openApp()
    fireEvent.click(likeButton())
    await waitFor(() => expect(likeButton().textContent).toBe('Đã Thích Đang chờ mạng'))
    fireEvent.click(likeButton())
    await waitFor(() => expect(likeButton().textContent).toBe('Thích Đang chờ mạng'))
    await closeApp(2)

    await openApp()
    setNetwork(true)
    await screen.findByText('Đã bỏ thích bài viết!')
    expect(actionCalls(calls).map((call) => call.form.like)).toEqual(['1', '2'])
    expect(likeButton().textContent).toBe('Thích')
  })

  it('keep a rating: the dialog closes, the rate button waits, and it is sent when back online', async () => {
    const calls = stubActionsApi()
    signIn('member-token')
    setNetwork(false)
    await openApp()
    fireEvent.click(screen.getByRole('button', { name: /^Đánh giá/ }))
    fireEvent.click(await screen.findByRole('radio', { name: '9/10' }))
    fireEvent.click(screen.getByRole('button', { name: 'Gửi đánh giá' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: /^Đánh giá/ }).textContent).toContain('Đang chờ mạng')
    await closeApp(1)

    await openApp()
    setNetwork(true)
    await screen.findByText('Đánh giá của bạn đã được gửi!')
    const [rating] = actionCalls(calls)
    expect(rating!.form.rating).toBe('9')
    expect(rating!.headers.get('Authorization')).toBe('Bearer member-token')
    expect(actionCalls(calls)).toHaveLength(1)
  })

  it('keep a waiting like when a new version of the app starts from a clean cache', async () => {
    const calls = stubActionsApi()
    vi.stubEnv('APP_VERSION', '1.0.0')
    setNetwork(false)
    await openApp()
    fireEvent.click(likeButton())
    await closeApp(1)

    vi.stubEnv('APP_VERSION', '1.1.0')
    await openApp()
    await waitFor(() => expect(likeButton().textContent).toBe('Đã Thích Đang chờ mạng'))
    setNetwork(true)
    await screen.findByText('Đã thích bài viết!')
    expect(actionCalls(calls).map((call) => call.form.like)).toEqual(['1'])
  })

  it('keep trying a rating that got no answer at all, and close the dialog meanwhile', async () => {
    let failedOnce = false
    const calls = stubActionsApi()
    const fetch = globalThis.fetch
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).includes('/rating/') && !failedOnce) {
        failedOnce = true
        throw new TypeError('Failed to fetch')
      }
      return fetch(...args)
    })
    signIn()
    await openApp()
    fireEvent.click(screen.getByRole('button', { name: /^Đánh giá/ }))
    fireEvent.click(await screen.findByRole('radio', { name: '7/10' }))
    fireEvent.click(screen.getByRole('button', { name: 'Gửi đánh giá' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: /^Đánh giá/ }).textContent).toContain('Đang chờ mạng')
    await screen.findByText('Đánh giá của bạn đã được gửi!', {}, { timeout: 5000 })
    // The first try never reached the server; the second did, once.
    expect(failedOnce).toBe(true)
    expect(actionCalls(calls).map((call) => call.form.rating)).toEqual(['7'])
  })
})
