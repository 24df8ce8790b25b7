import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { recordView } from '../../src/entities/library/library-changes.ts'
import { getLibrary, updateLibrary } from '../../src/entities/library/library-store.ts'
import { ContinueRow } from '../../src/features/library/components/ContinueRow.tsx'
import { filmResumeKey, saveResumePosition } from '../../src/features/player/resume-store.ts'
import { activateLanguage } from '../../src/shared/i18n/activate.ts'
import { post } from './library-setup.tsx'

/** The row as the home page places it: inside the app's router, in Vietnamese. */
async function renderRow() {
  await activateLanguage('vi')
  const root = createRootRoute({ component: () => <ContinueRow language="vi" /> })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/vi'] }) })
  await router.load()
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
}

const row = () => screen.getByRole('region', { name: 'Xem tiếp' })

beforeEach(() => updateLibrary(() => ({ viewedHistory: [], savedPosts: [], likedPosts: [] })))
afterEach(cleanup)

describe('the continue row', () => {
  it('is not drawn before anything was watched or read', async () => {
    recordView(post(5, 'Đua xe', 'game'))
    await renderRow()
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('lists the last films, comics and novels, most recent first, without games', async () => {
    recordView(post(1, 'Mưa tháng sáu'))
    recordView(post(2, 'Tình yêu', 'comic'))
    recordView(post(5, 'Đua xe', 'game'))
    recordView(post(4, 'Đêm trăng', 'novel'))
    await renderRow()
    const titles = within(row())
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(titles).toEqual(['Đêm trăng', 'Tình yêu', 'Mưa tháng sáu'])
    expect(within(row()).getByRole('link', { name: 'Xem tất cả' }).getAttribute('href')).toBe('/vi/history')
  })

  it('opens a comic in the reader at the last chapter read, and a film at its detail', async () => {
    recordView(post(1, 'Mưa tháng sáu'))
    recordView(post(2, 'Tình yêu', 'comic'), 3)
    recordView(post(4, 'Đêm trăng', 'novel'))
    await renderRow()
    const comic = within(row()).getByRole('link', { name: /Tình yêu/ })
    expect(comic.getAttribute('href')).toBe('/vi/comic/post-2/3')
    expect(within(comic).getByText('Chương 3')).toBeTruthy()
    // No chapter stored yet: the detail page, where reading starts.
    expect(within(row()).getByRole('link', { name: 'Đêm trăng' }).getAttribute('href')).toBe(
      '/vi/novel/post-4',
    )
    expect(within(row()).getByRole('link', { name: 'Mưa tháng sáu' }).getAttribute('href')).toBe(
      '/vi/movie/post-1',
    )
  })

  it('opens a film at the episode last played, named with how far through it the viewer is', async () => {
    recordView(post(1, 'Mưa tháng sáu'), 4)
    saveResumePosition(filmResumeKey(1, 4), 900, 1200)
    await renderRow()
    const film = within(row()).getByRole('link', { name: /^Mưa tháng sáu\s*Tập 4\s*Đã xem 75%$/ })
    expect(film.getAttribute('href')).toBe('/vi/movie/post-1?ep=4')
    expect((film.querySelector('.continue-row__progress > span') as HTMLElement).style.inlineSize).toBe('75%')
  })

  it('keeps the last chapter read when the detail page is seen again', () => {
    recordView(post(2, 'Tình yêu', 'comic'), 7)
    recordView(post(1, 'Mưa tháng sáu'))
    recordView(post(2, 'Tình yêu', 'comic'))
    expect(getLibrary().viewedHistory.map((p) => [p.id, p.chapter])).toEqual([
      [2, 7],
      [1, undefined],
    ])
  })
})
