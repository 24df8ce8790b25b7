import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { asAdminEachTest, csrfAnswer, renderAdmin, stubApi } from './admin-setup.tsx'

asAdminEachTest()

const savedModule = {
  type: 'itemshorizontal',
  name: 'trending',
  label: { vi: 'Xu hướng', en: 'Trending' },
  source: { posttype: 'movie', sortby: 'views_day__desc', limit: 12 },
}
const newPost = {
  id: 44,
  slug: 'phim-moi',
  posttype: 'movie',
  title: { vi: 'Phim mới ra', en: 'New film' },
  status: 'published',
  origin: 'upload',
  chapter_count: 1,
  updated_at: '2026-11-26T08:30:00.000Z',
  cover: null,
}
const card = (id: number, title: string) => ({ id, slug: `p-${id}`, title, posttype: 'movie' })

/** The home's saved dashboard, one category and the post just published; the writes answer as told. */
function stubDashboards(answerSave?: () => { status: number; body: unknown }) {
  return stubApi(({ url, init }) => {
    if (url.pathname === '/vi/api/v1/auth/csrf_create/') return csrfAnswer
    if (url.pathname === '/vi/api/v1/admin/dashboards/index/' && init?.method !== 'POST') {
      return { body: { status: 'success', data: { page: 'index', modules: [savedModule] } } }
    }
    if (url.pathname === '/vi/api/v1/admin/categories/') {
      const data = [
        { id: 1, posttype: 'movie', slug: 'hanh-dong', name: { vi: 'Hành động', en: 'Action' }, posts: 3 },
      ]
      return { body: { status: 'success', data, is_next: false, paged: 1, page: 1 } }
    }
    if (url.pathname === '/vi/api/v1/admin/posts/') {
      return {
        body: {
          status: 'success',
          data: url.searchParams.get('q') === 'mới' ? [newPost] : [],
          is_next: false,
          paged: 1,
          page: 1,
        },
      }
    }
    if (url.pathname === '/vi/api/v1/admin/dashboards/index/preview/') {
      const { modules } = JSON.parse(String(init?.body)) as {
        modules: { label?: { vi: string }; type: string; name: string }[]
      }
      const data = modules.map((module, index) => ({
        id: index + 1,
        name: module.name,
        type: module.type,
        label: module.label?.vi ?? null,
        items: module.type === 'itemgrid' ? [card(44, 'Phim mới ra')] : [card(1, 'Phim xu hướng')],
      }))
      return { body: { status: 'success', data: { navbar: [], modules: data } } }
    }
    if (url.pathname === '/vi/api/v1/admin/dashboards/index/' && init?.method === 'POST') {
      return answerSave?.() ?? { body: { status: 'success', data: { page: 'index', modules: [] } } }
    }
    return undefined
  })
}

const modules = () => [...document.querySelectorAll<HTMLElement>('.admin-list > li')]
const jsonPosts = (calls: { url: URL; init?: RequestInit }[]) =>
  calls
    .filter((call) => call.init?.method === 'POST')
    .map((call) => [call.url.pathname, JSON.parse(String(call.init?.body))])

/** Adds a grid of chosen films in the action category, labelled "Phim hay", and moves it first. */
async function addChosenGrid() {
  // The first screen opened loads its parts: room for a busy machine.
  await screen.findByText('1. Xu hướng', { exact: false }, { timeout: 5000 })
  fireEvent.change(screen.getByRole('combobox', { name: 'Loại mô-đun' }), { target: { value: 'itemgrid' } })
  fireEvent.click(screen.getByRole('button', { name: 'Thêm mô-đun' }))
  await waitFor(() => expect(modules()).toHaveLength(2))
  const added = within(modules()[1]!)
  fireEvent.change(added.getByRole('textbox', { name: 'Nhãn (tiếng Việt)' }), {
    target: { value: 'Phim hay' },
  })
  fireEvent.change(added.getByRole('textbox', { name: 'Nhãn (tiếng Anh)' }), {
    target: { value: 'Good films' },
  })
  const category = added.getByRole('combobox', { name: 'Danh mục' })
  await within(category).findByText('Hành động')
  fireEvent.change(category, { target: { value: 'hanh-dong' } })
  fireEvent.change(added.getByRole('spinbutton', { name: 'Số bài' }), { target: { value: '6' } })
  fireEvent.change(added.getByRole('searchbox', { name: 'Tìm bài để chọn' }), { target: { value: 'mới' } })
  fireEvent.click(added.getByRole('button', { name: 'Tìm' }))
  fireEvent.click(await added.findByRole('button', { name: 'Chọn Phim mới ra' }))
  expect(added.getByRole('button', { name: 'Bỏ Phim mới ra ra' })).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Chuyển “Phim hay” lên' }))
  await waitFor(() => expect(modules()[0]!.textContent).toContain('1. Phim hay'))
}

const grid = {
  type: 'itemgrid',
  name: 'itemgrid-2',
  label: { vi: 'Phim hay', en: 'Good films' },
  source: { posttype: 'movie', sortby: 'views_day__desc', category: 'hanh-dong', limit: 6, ids: [44] },
}

describe('the dashboards screen', () => {
  it('adds a module, reorders it, previews it without losing the edits, and publishes', async () => {
    const calls = stubDashboards()
    const { router } = await renderAdmin('/vi/admin/dashboards')
    const navigate = vi.spyOn(router, 'navigate')
    await addChosenGrid()

    fireEvent.click(screen.getByRole('button', { name: 'Xem trước' }))
    const preview = await screen.findByRole('region', { name: 'Xem trước' })
    // Drawn by the site's own dashboard, in the new order: the grid and its chosen post first.
    const drawn = preview.textContent ?? ''
    expect(within(preview).getByText('Phim mới ra')).toBeTruthy()
    expect(within(preview).getByText('Phim xu hướng')).toBeTruthy()
    expect(drawn.indexOf('Phim hay')).toBeGreaterThan(-1)
    expect(drawn.indexOf('Phim hay')).toBeLessThan(drawn.indexOf('Xu hướng'))
    // A post in the preview does not lead away from the edits.
    fireEvent.click(within(preview).getByText('Phim mới ra').closest('a')!)
    expect(navigate).not.toHaveBeenCalled()
    expect(screen.getByRole('heading', { level: 1, name: 'Trang tổng hợp' })).toBeTruthy()
    // The edits are still there after the preview.
    expect(modules()[0]!.textContent).toContain('1. Phim hay')
    expect(within(modules()[0]!).getByRole('textbox', { name: 'Nhãn (tiếng Anh)' })).toHaveProperty(
      'value',
      'Good films',
    )

    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Đã xuất bản trang tổng hợp.'))
    const sent = { csrf_token: 'csrf-token', modules: [grid, savedModule] }
    expect(jsonPosts(calls)).toEqual([
      ['/vi/api/v1/admin/dashboards/index/preview/', sent],
      ['/vi/api/v1/admin/dashboards/index/', sent],
    ])
    const save = calls.find((call) => call.init?.method === 'POST' && call.url.pathname.endsWith('/index/'))
    expect(new Headers(save?.init?.headers).get('Content-Type')).toBe('application/json')
  })

  it('removes a module and shows the server’s refusal when saving', async () => {
    stubDashboards(() => ({
      status: 400,
      body: { status: 'error', message: 'Invalid modules.0.source.limit: must be at most 50' },
    }))
    await renderAdmin('/vi/admin/dashboards')
    await addChosenGrid()
    fireEvent.click(screen.getByRole('button', { name: 'Gỡ “Xu hướng”' }))
    await waitFor(() => expect(modules()).toHaveLength(1))
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Invalid modules.0.source.limit: must be at most 50',
      ),
    )
    // Nothing typed is lost.
    expect(modules()[0]!.textContent).toContain('1. Phim hay')
  })

  it('offers every one of the 11 module types', async () => {
    stubDashboards()
    await renderAdmin('/vi/admin/dashboards')
    await screen.findByText('1. Xu hướng', { exact: false })
    expect(within(screen.getByRole('combobox', { name: 'Loại mô-đun' })).getAllByRole('option')).toHaveLength(
      11,
    )
  })
})
