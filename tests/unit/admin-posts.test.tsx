import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { asAdminEachTest, csrfAnswer, renderAdmin, stubApi } from './admin-setup.tsx'

asAdminEachTest()

const row = {
  id: 12,
  slug: 'kiem-si-may-troi',
  posttype: 'comic',
  title: { vi: 'Kiếm sĩ mây trời', en: 'Sky swordsman' },
  status: 'published',
  origin: 'library',
  chapter_count: 2,
  updated_at: '2026-11-20T08:30:00.000Z',
  cover: null,
}
const chapter = (id: number, index: number, title: string, extra = {}) => ({
  id,
  index,
  title: { vi: title, en: title },
  hidden: false,
  hidden_because: null,
  locked_fields: [],
  library_path: null,
  first_page: null,
  ...extra,
})
const post = () => ({
  ...row,
  description: { vi: 'Mô tả', en: 'About' },
  library_path: 'comics/kiem-si',
  release_year: 2020,
  reading_mode: null,
  locked_fields: ['title'],
  chapters: [chapter(101, 1, 'Chương 1'), chapter(102, 2, 'Chương 2', { locked_fields: ['index'] })],
})

/** A write's answer as the server gives it: a deletion names what it deleted; the screens read no other. */
function writeAnswer(path: string) {
  const deleted = /\/admin\/(posts|chapters)\/(\d+)\/delete\/$/.exec(path)
  if (!deleted) return {}
  const id = Number(deleted[2])
  return deleted[1] === 'posts' ? { id, deleted: true } : { id, post_id: 12, deleted: true }
}

function stubPosts() {
  return stubApi(({ url, init }) => {
    if (url.pathname === '/vi/api/v1/auth/csrf_create/') return csrfAnswer
    if (url.pathname === '/vi/api/v1/admin/posts/') {
      return { body: { status: 'success', data: [row], is_next: false, paged: 1, page: 1 } }
    }
    if (url.pathname === '/vi/api/v1/admin/posts/12/' && init?.method !== 'POST') {
      return { body: { status: 'success', data: post() } }
    }
    if (init?.method === 'POST') return { body: { status: 'success', data: writeAnswer(url.pathname) } }
    return undefined
  })
}
const posts = (calls: { url: URL; init?: RequestInit }[]) =>
  calls
    .filter((call) => call.init?.method === 'POST')
    .map((call) => [call.url.pathname.replace('/vi/api/v1', ''), String(call.init?.body)])

describe('the posts screens', () => {
  it('lists posts and sends the filters chosen', async () => {
    const calls = stubPosts()
    await renderAdmin('/vi/admin/posts')
    const link = await screen.findByRole('link', { name: 'Kiếm sĩ mây trời' })
    expect(link.getAttribute('href')).toBe('/vi/admin/posts/12')
    expect(screen.getByText(/Truyện tranh · Đã đăng · Thư viện · 2 chương/)).toBeTruthy()
    fireEvent.change(screen.getByRole('combobox', { name: 'Trạng thái' }), {
      target: { value: 'unpublished' },
    })
    fireEvent.change(screen.getByRole('searchbox', { name: 'Tiêu đề' }), { target: { value: 'da lat' } })
    fireEvent.click(screen.getByRole('button', { name: 'Tìm kiếm' }))
    await waitFor(() => expect(calls.at(-1)?.url.search).toBe('?q=da+lat&status=unpublished'))
  })

  it('edits a post: locks shown and released, unpublished, a chapter hidden and moved, the post deleted after a yes', async () => {
    const calls = stubPosts()
    const { router } = await renderAdmin('/vi/admin/posts/12')
    expect(await screen.findByRole('heading', { level: 1, name: 'Kiếm sĩ mây trời' })).toBeTruthy()
    // The title is locked: its lock is shown and released with a button.
    fireEvent.click(screen.getByRole('button', { name: 'Mở khoá tiêu đề' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Đã mở khoá tiêu đề.'))

    fireEvent.click(screen.getByRole('button', { name: 'Gỡ đăng' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Bài viết đã được ẩn khỏi khách xem.'),
    )

    fireEvent.change(screen.getByRole('textbox', { name: 'Năm' }), { target: { value: '2021' } })
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Đã lưu bài viết.'))

    const first = screen.getByText('1. Chương 1').closest('li')!
    fireEvent.click(within(first).getByRole('button', { name: 'Ẩn' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Đã ẩn Chương 1.'))
    fireEvent.click(within(first).getByRole('button', { name: 'Chuyển xuống' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Chương 1 giờ ở vị trí số 2.'))

    fireEvent.click(screen.getByRole('button', { name: 'Xoá bài viết' }))
    const dialog = screen.getByRole('alertdialog')
    expect(dialog.textContent).toContain('Xoá “Kiếm sĩ mây trời”')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xoá bài viết' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/vi/admin/posts'))

    expect(posts(calls)).toEqual([
      ['/admin/posts/12/locks/', 'field=title&csrf_token=csrf-token'],
      ['/admin/posts/12/status/', 'status=unpublished&csrf_token=csrf-token'],
      ['/admin/posts/12/', 'release_year=2021&csrf_token=csrf-token'],
      ['/admin/chapters/101/', 'hidden=1&csrf_token=csrf-token'],
      ['/admin/posts/12/chapters/order/', 'order=102%2C101&csrf_token=csrf-token'],
      ['/admin/posts/12/delete/', 'confirm=kiem-si-may-troi&csrf_token=csrf-token'],
    ])
  })
})

describe("a film episode's intro", () => {
  it('is shown beside the episode, and set from and to a second (a comic has none to set)', async () => {
    const film = {
      ...post(),
      posttype: 'movie',
      chapters: [chapter(101, 1, 'Tập 1', { intro: { start: 1, end: 5 } }), chapter(102, 2, 'Tập 2')],
    }
    const calls = stubApi(({ url, init }) => {
      if (url.pathname === '/vi/api/v1/auth/csrf_create/') return csrfAnswer
      if (url.pathname === '/vi/api/v1/admin/posts/12/' && init?.method !== 'POST') {
        return { body: { status: 'success', data: film } }
      }
      if (init?.method === 'POST') return { body: { status: 'success', data: writeAnswer(url.pathname) } }
      return undefined
    })
    await renderAdmin('/vi/admin/posts/12')
    const first = (await screen.findByText(/^1\. Tập 1/)).closest('li')!
    expect(within(first).getByText('(giới thiệu 1–5 giây)')).toBeTruthy()
    fireEvent.click(within(first).getByRole('button', { name: 'Giới thiệu' }))
    const start = within(first).getByRole('spinbutton', { name: 'Giới thiệu bắt đầu ở (giây)' })
    const end = within(first).getByRole('spinbutton', { name: 'Giới thiệu kết thúc ở (giây)' })
    expect([(start as HTMLInputElement).value, (end as HTMLInputElement).value]).toEqual(['1', '5'])
    expect(document.activeElement).toBe(start)
    fireEvent.change(end, { target: { value: '6.5' } })
    fireEvent.click(within(first).getByRole('button', { name: 'Lưu' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Đã lưu đoạn giới thiệu của Tập 1.'),
    )
    expect(posts(calls)).toEqual([
      ['/admin/chapters/101/', 'intro_start=1&intro_end=6.5&csrf_token=csrf-token'],
    ])
  })

  it('is not offered for a comic chapter', async () => {
    stubPosts()
    await renderAdmin('/vi/admin/posts/12')
    const first = (await screen.findByText('1. Chương 1')).closest('li')!
    expect(within(first).queryByRole('button', { name: 'Giới thiệu' })).toBeNull()
  })
})
