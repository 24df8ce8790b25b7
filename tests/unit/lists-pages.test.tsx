import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  cards,
  comicCategories,
  listPage,
  notFoundAnswer,
  renderLists,
  scrollTo,
  stubApi,
} from './lists-setup.tsx'

const trending = '?sortby=views_day__desc'
const actor = { id: 2, title: 'Lý Bảo Ngọc', slug: 'ly-bao-ngoc' }

function catalogueApi() {
  return stubApi((call) => {
    const path = call.replace(/^\/(vi|en)\/api\/v1/, '')
    if (path === '/comic/lists/categories/') return comicCategories
    if (path === `/posts/lists/comic/hai-huoc/${trending}`) return listPage(cards('Funny', 1, 20), true)
    if (path === `/posts/lists/comic/hai-huoc/paged/2/${trending}`)
      return listPage(cards('Funny', 21, 3), false, 2)
    if (path === '/posts/lists/comic/hai-huoc/?sortby=rating_total__desc')
      return listPage(cards('Funny', 50, 2), false)
    if (path.startsWith('/posts/lists/comic/?sortby=')) return listPage(cards('Comic', 1, 3), false)
    if (path.startsWith('/posts/lists/movie/?sortby=')) return listPage(cards('Film', 1, 3, 'movie'), false)
    if (path === '/posts/actor/ly-bao-ngoc/') {
      return { body: { ...(listPage(cards('Film', 1, 20, 'movie'), true).body as object), actor } }
    }
    if (path === '/posts/actor/ly-bao-ngoc/paged/2/') {
      return { body: { ...(listPage(cards('Film', 21, 1, 'movie'), false, 2).body as object), actor } }
    }
    if (path.startsWith('/posts/actor/')) return notFoundAnswer('Actor not found')
  })
}

const listCalls = (api: ReturnType<typeof stubApi>) => api.listCalls()
const cardLinks = (name: string) =>
  within(screen.getByRole('main')).queryAllByRole('link', { name: new RegExp(`^${name} `) })
const notFoundHeading = () => screen.findByRole('heading', { name: 'Trang không tồn tại' })

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  scrollTo(0)
})
afterEach(() => {
  vi.unstubAllGlobals()
  cleanup()
})

describe('the view-more page /{type}/{sort}/lists', () => {
  it('lists the post type in the order the address names, with that sort tab selected', async () => {
    const api = catalogueApi()
    await renderLists('/vi/comic/like_count__desc/lists')
    await waitFor(() => expect(cardLinks('Comic')).toHaveLength(3))
    expect(listCalls(api)).toEqual(['/posts/lists/comic/?sortby=like_count__desc'])
    const sorts = screen.getByRole('navigation', { name: 'Thứ tự sắp xếp' })
    expect(within(sorts).getByRole('link', { current: 'page' }).textContent).toBe('Được thích nhất')
    expect(within(sorts).getByRole('link', { name: 'Mới nhất' }).getAttribute('href')).toBe(
      '/vi/comic/created_at__desc/lists',
    )
  })

  it("'all' is the trending order", async () => {
    const api = catalogueApi()
    await renderLists('/vi/movie/all/lists')
    await waitFor(() => expect(cardLinks('Film')).toHaveLength(3))
    expect(listCalls(api)).toEqual([`/posts/lists/movie/${trending}`])
    expect(screen.getByRole('heading', { level: 1, name: 'Phim' })).toBeTruthy()
  })

  it('shows the 404 page for an unknown post type or sort', async () => {
    const api = catalogueApi()
    await renderLists('/vi/comic/views__desc/lists')
    expect(await notFoundHeading()).toBeTruthy()
    cleanup()
    await renderLists('/vi/story/all/lists')
    expect(await notFoundHeading()).toBeTruthy()
    expect(listCalls(api)).toEqual([])
  })
})

describe('category pages', () => {
  it("show the category's name and its posts, and load more near the bottom", async () => {
    const api = catalogueApi()
    await renderLists('/vi/comic/category/hai-huoc')
    expect(await screen.findByRole('heading', { level: 1, name: 'Hài hước' })).toBeTruthy()
    await waitFor(() => expect(cardLinks('Funny')).toHaveLength(20))
    scrollTo(4000)
    await waitFor(() => expect(cardLinks('Funny')).toHaveLength(23))
    expect(listCalls(api)).toEqual([
      `/posts/lists/comic/hai-huoc/${trending}`,
      `/posts/lists/comic/hai-huoc/paged/2/${trending}`,
    ])
  })

  it('change order with the sort tabs, from page 1', async () => {
    const api = catalogueApi()
    const { router } = await renderLists('/vi/comic/category/hai-huoc')
    await waitFor(() => expect(cardLinks('Funny')).toHaveLength(20))
    const sorts = screen.getByRole('navigation', { name: 'Thứ tự sắp xếp' })
    fireEvent.click(within(sorts).getByRole('link', { name: 'Nhiều sao nhất' }))
    await waitFor(() => expect(cardLinks('Funny')).toHaveLength(2))
    expect(listCalls(api).at(-1)).toBe('/posts/lists/comic/hai-huoc/?sortby=rating_total__desc')
    expect(router.state.location.search).toEqual({ sortby: 'rating_total__desc' })
  })

  it('show the 404 page for a category the post type does not have', async () => {
    catalogueApi()
    await renderLists('/vi/comic/category/kinh-di')
    expect(await notFoundHeading()).toBeTruthy()
  })
})

describe('actor pages', () => {
  it("show the actor's name and the posts they appear in, page after page", async () => {
    const api = catalogueApi()
    await renderLists('/vi/actor/ly-bao-ngoc')
    expect(await screen.findByRole('heading', { level: 1, name: 'Lý Bảo Ngọc' })).toBeTruthy()
    expect(cardLinks('Film')).toHaveLength(20)
    expect(screen.getByRole('link', { name: 'Film 1' }).getAttribute('href')).toBe('/vi/movie/post-1')
    scrollTo(4000)
    await waitFor(() => expect(cardLinks('Film')).toHaveLength(21))
    expect(listCalls(api)).toEqual(['/posts/actor/ly-bao-ngoc/', '/posts/actor/ly-bao-ngoc/paged/2/'])
  })

  it('show the 404 page for an unknown actor', async () => {
    catalogueApi()
    await renderLists('/en/actor/nobody')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
