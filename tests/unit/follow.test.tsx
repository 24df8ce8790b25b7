import { createRoute } from '@tanstack/react-router'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setFollowed, setShelf } from '../../src/entities/library/follows.ts'
import { getLibrary, updateLibrary } from '../../src/entities/library/library-store.ts'
import { markRead } from '../../src/entities/reading/read-marks.ts'
import FollowControls from '../../src/features/follow/components/FollowControls.tsx'
import { Route as UpdatesRoute } from '../../src/routes/$lang/updates.tsx'
import { tokenAtom } from '../../src/shared/auth-atoms.ts'
import { store } from '../../src/shared/store.ts'
import { mountRoute, renderAppRoutes } from './app-routes.tsx'
import { post, renderPages, stubApi } from './library-setup.tsx'
import { postCard } from './post-card.ts'

/*
 * Following and the reading lists (issue 49) on the device: the button and the list choice, the saved
 * page's lists with unread counts, and Updates with their read marks.
 */

beforeEach(() => {
  localStorage.clear()
  updateLibrary(() => ({ viewedHistory: [], savedPosts: [], likedPosts: [] }))
})
afterEach(() => {
  cleanup()
  store.set(tokenAtom, null)
})

async function renderControls(card = post(7, 'Bến cảng', 'comic'), finished = false) {
  await act(() =>
    renderAppRoutes({
      entries: ['/vi/p'],
      routes: (language) => [
        createRoute({
          getParentRoute: () => language,
          path: 'p',
          component: () => (
            // As the actions draw it: loaded late, behind its own boundary.
            <Suspense fallback={null}>
              <FollowControls post={card} language="vi" finished={finished} />
            </Suspense>
          ),
        }),
      ],
    }),
  )
  return screen.findByRole('button', { name: 'Theo dõi' })
}

describe('the follow button and the reading list', () => {
  it('follows a post, puts it on Reading, and stops following it again', async () => {
    store.set(tokenAtom, 'member-token')
    const follow = await renderControls()
    fireEvent.click(follow)
    expect(getLibrary().followedPosts?.map((p) => p.id)).toEqual([7])
    expect(getLibrary().shelvedPosts?.map((p) => [p.id, p.shelf])).toEqual([[7, 'reading']])
    const following = await screen.findByRole('button', { name: 'Đang theo dõi' })
    // Where the news will be is said once, right after.
    expect(screen.getByRole('status').textContent).toContain('Mới cập nhật')
    fireEvent.click(following)
    expect(getLibrary().followedPosts).toEqual([])
    // The reading list stays what it was.
    expect(getLibrary().shelvedPosts?.map((p) => p.shelf)).toEqual(['reading'])
  })

  it('moves a post between lists by its labelled choice, and off them', async () => {
    await renderControls()
    const choice = screen.getByRole('combobox', { name: 'Danh sách đọc' })
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Không có', 'Đang đọc', 'Dự định đọc', 'Đã đọc xong', 'Tạm dừng', 'Bỏ dở', 'Đọc lại'])
    fireEvent.change(choice, { target: { value: 'on_hold' } })
    expect(getLibrary().shelvedPosts?.map((p) => p.shelf)).toEqual(['on_hold'])
    fireEvent.change(choice, { target: { value: '' } })
    expect(getLibrary().shelvedPosts).toEqual([])
  })

  it('says a film is watched, and offers Completed at the end of the last episode', async () => {
    await renderControls(post(9, 'Mưa', 'movie'), true)
    expect(screen.getByRole('combobox', { name: 'Danh sách xem' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Chuyển sang Đã xem xong: bạn đã xem hết' }))
    expect(getLibrary().shelvedPosts?.map((p) => p.shelf)).toEqual(['completed'])
    expect(screen.queryByRole('button', { name: /Chuyển sang/ })).toBeNull()
  })
})

describe("the saved page's lists", () => {
  it('shows each list as a tab with its count, unread chapters on each card, last updated first', async () => {
    setFollowed(post(1, 'Cũ', 'comic'), true)
    setFollowed(post(2, 'Mới', 'comic'), true)
    setShelf(post(3, 'Kế hoạch', 'novel'), 'plan')
    updateLibrary((lib) => ({
      ...lib,
      followedPosts: lib.followedPosts?.map((p) =>
        p.id === 1 ? { ...p, updated: 5_000, unread: 3 } : { ...p, updated: 1_000, unread: 0 },
      ),
    }))
    stubApi(() => undefined)
    await renderPages('/vi/saved?list=followed')
    const tabs = await screen.findByRole('navigation', { name: 'Danh sách' })
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Đã lưu (0)',
      'Theo dõi (2)',
      'Đang đọc (0)',
      'Dự định đọc (1)',
      'Đã đọc xong (0)',
      'Tạm dừng (0)',
      'Bỏ dở (0)',
      'Đọc lại (0)',
    ])
    const cards = within(screen.getByRole('list', { name: 'Theo dõi' })).getAllByRole('listitem')
    expect(cards.map((c) => c.textContent)).toEqual(['Cũ3 chương chưa đọc', 'MớiĐã theo kịp'])
  })

  it('leaves the saved posts where they were, with a way to the lists', async () => {
    stubApi(() => undefined)
    await renderPages('/vi/saved')
    const link = await screen.findByRole('link', { name: 'Theo dõi và danh sách đọc' })
    expect(link.getAttribute('href')).toBe('/vi/saved?list=followed')
  })
})

describe('Updates', () => {
  const answer = (read: boolean) => ({
    status: 'success',
    data: {
      updates: [
        {
          post: postCard({ id: 4, title: 'Bến cảng', posttype: 'comic' }),
          index: 12,
          title: 'Chương 12: Đêm',
          at: Date.now(),
          read: false,
        },
        {
          post: postCard({ id: 4, title: 'Bến cảng', posttype: 'comic' }),
          index: 11,
          title: 'Chương 11',
          at: Date.now() - 86_400_000 * 3,
          read,
        },
        {
          post: postCard({ id: 6, title: 'Mưa', posttype: 'movie' }),
          index: 2,
          title: '',
          at: Date.now() - 86_400_000 * 3,
          read: false,
        },
      ],
      unread: 2,
      next: null,
    },
  })

  async function renderUpdates() {
    return renderAppRoutes({
      entries: ['/vi/updates'],
      routes: (language) => [mountRoute(UpdatesRoute, language, 'updates')],
    })
  }

  it('asks a visitor to log in', async () => {
    stubApi(() => undefined)
    await renderUpdates()
    expect(await screen.findByText('Bạn cần đăng nhập để sử dụng tính năng này.')).toBeTruthy()
  })

  it('lists new chapters by day, newest first, linking to the reader, with read marks from any device or this one', async () => {
    store.set(tokenAtom, 'member-token')
    markRead(6, 2, 2)
    const calls = stubApi(({ url }) =>
      url.pathname === '/vi/api/v1/library/updates/' ? { body: answer(true) } : undefined,
    )
    await renderUpdates()
    expect(await screen.findByText('2 chưa đọc')).toBeTruthy()
    const days = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(days).toHaveLength(2)
    const items = screen.getAllByRole('listitem')
    expect(items.map((i) => [i.dataset.read, i.textContent])).toEqual([
      ['false', 'Bến cảngChương 12: ĐêmMới'],
      ['true', 'Bến cảngChương 11Đã đọc'],
      // Watched on this device a moment ago: the server does not know yet.
      ['true', 'MưaTập 2Đã đọc'],
    ])
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/vi/comic/post-4/12')
    expect(within(items[2]!).getByRole('link').getAttribute('href')).toBe('/vi/movie/post-6?ep=2')
    expect(calls[0]!.init?.headers).toBeDefined()
  })

  it('says when they cannot be loaded, and tries again', async () => {
    store.set(tokenAtom, 'member-token')
    let fail = true
    stubApi(() =>
      fail ? { status: 500, body: { status: 'error', message: 'down' } } : { body: answer(false) },
    )
    await renderUpdates()
    const retry = await screen.findByRole('button', { name: 'Thử lại' }, { timeout: 5000 })
    fail = false
    fireEvent.click(retry)
    expect(await screen.findByText('Chương 12: Đêm', { exact: false })).toBeTruthy()
  })
})
