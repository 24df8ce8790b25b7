import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { asAdminEachTest, csrfAnswer, renderAdmin, stubApi } from './admin-setup.tsx'

asAdminEachTest()

const category = (id: number, vi: string, en: string) => ({ id, slug: `c-${id}`, name: { vi, en } })
const page = (n: number) => ({
  path: `library/comics/meo/${n}/01.webp`,
  link: `/media/library/comics/meo/${n}/01.webp`,
})
const chapter = (id: number, index: number) => ({
  id,
  index,
  title: { vi: `Chương ${index}`, en: `Chapter ${index}` },
  hidden: false,
  hidden_because: null,
  locked_fields: [],
  library_path: null,
  first_page: page(index),
})
const image = (path: string) => ({ path: `/media/${path}`, resizable: true, width: 600, height: 840 })

function comic() {
  return {
    id: 12,
    slug: 'meo',
    posttype: 'comic',
    title: { vi: 'Mèo', en: 'Cat' },
    description: { vi: '', en: '' },
    status: 'published',
    origin: 'library',
    release_year: null,
    reading_mode: null,
    feature: 'library/comics/meo/cover.webp',
    banner: 'library/comics/meo/banner.webp',
    feature_image: image('library/comics/meo/cover.webp'),
    banner_image: image('library/comics/meo/banner.webp'),
    locked_fields: ['categories', 'feature'],
    categories: [category(5, 'Hài', 'Comedy')],
    category_choices: [
      category(3, 'Hành động', 'Action'),
      category(5, 'Hài', 'Comedy'),
      category(7, 'Kinh dị', 'Horror'),
    ],
    people: [] as { id: number; slug: string; name: string; role: string }[],
    chapters: [chapter(101, 1), chapter(102, 2)],
  }
}

function film() {
  return {
    ...comic(),
    id: 13,
    posttype: 'movie',
    locked_fields: ['people'],
    chapters: [],
    people: [
      { id: 1, slug: 'an', name: 'An', role: 'director' },
      { id: 2, slug: 'binh', name: 'Bình', role: 'actor' },
    ],
  }
}

/** The admin API with one post; `image` answers the image upload. */
function stub(post: { id: number }, image?: { status: number; body: unknown }) {
  return stubApi(({ url, init }) => {
    if (url.pathname === '/vi/api/v1/auth/csrf_create/') return csrfAnswer
    if (url.pathname === `/vi/api/v1/admin/posts/${post.id}/` && init?.method !== 'POST') {
      return { body: { status: 'success', data: post } }
    }
    if (url.pathname.includes('/images/') && image) return image
    if (init?.method === 'POST') return { body: { status: 'success', data: {} } }
    return undefined
  })
}
const posts = (calls: { url: URL; init?: RequestInit }[]) =>
  calls
    .filter((call) => call.init?.method === 'POST')
    .map((call) => [call.url.pathname.replace('/vi/api/v1', ''), String(call.init?.body)])
const saved = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Lưu' }))
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Đã lưu bài viết.'))
}

describe('the post edit form', () => {
  it('sends the categories chosen, the reading direction, a page as cover and the banner removed, and nothing else', async () => {
    const calls = stub(comic())
    await renderAdmin('/vi/admin/posts/12')
    const categories = await screen.findByRole('group', { name: /^Danh mục/ })
    // Nothing changed yet: nothing to save.
    expect((screen.getByRole('button', { name: 'Lưu' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(within(categories).getByRole('checkbox', { name: 'Hành động' }))
    fireEvent.click(within(categories).getByRole('checkbox', { name: 'Kinh dị' }))
    fireEvent.click(within(categories).getByRole('checkbox', { name: 'Hài' }))

    fireEvent.change(screen.getByRole('combobox', { name: 'Chế độ' }), { target: { value: 'rtl' } })

    const cover = screen.getByRole('group', { name: /^Ảnh bìa/ })
    const pick = within(cover).getByRole('button', { name: 'Chọn một trang làm ảnh bìa' })
    expect(pick.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(pick)
    expect(pick.getAttribute('aria-expanded')).toBe('true')
    const second = within(cover).getByRole('button', { name: 'Trang đầu của Chương 2' })
    expect(second.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(second)
    expect(second.getAttribute('aria-pressed')).toBe('true')
    expect(within(cover).getByText('Đã chọn: được giữ khi bạn lưu bài viết.')).toBeTruthy()

    const banner = screen.getByRole('group', { name: /^Banner/ })
    expect(within(banner).getByRole('img', { name: 'Banner hiện tại' }).getAttribute('src')).toBe(
      '/media/library/comics/meo/banner.webp?w=300',
    )
    fireEvent.click(within(banner).getByRole('button', { name: 'Gỡ banner' }))
    expect(within(banner).getByText('Banner sẽ được gỡ khi bạn lưu bài viết.')).toBeTruthy()
    await saved()

    const body = new URLSearchParams(posts(calls).at(-1)![1])
    expect(posts(calls).at(-1)![0]).toBe('/admin/posts/12/')
    expect([...body.keys()]).toEqual(['categories', 'reading_mode', 'feature', 'banner', 'csrf_token'])
    expect(body.get('categories')).toBe('3,7')
    expect(body.get('reading_mode')).toBe('rtl')
    expect(body.get('feature')).toBe('library/comics/meo/2/01.webp')
    expect(body.get('banner')).toBe('')
  })

  it('filters many categories by name, without accents, and keeps the chosen ones in sight', async () => {
    const many = comic()
    many.category_choices = [
      ...many.category_choices,
      ...Array.from({ length: 12 }, (_, n) => category(20 + n, `Thể loại ${n}`, `Genre ${n}`)),
    ]
    stub(many)
    await renderAdmin('/vi/admin/posts/12')
    const categories = await screen.findByRole('group', { name: /^Danh mục/ })
    expect(within(categories).getAllByRole('checkbox')).toHaveLength(15)
    fireEvent.change(within(categories).getByRole('searchbox', { name: 'Tìm danh mục' }), {
      target: { value: 'kinh di' },
    })
    const shown = within(categories)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent)
    expect(shown).toEqual(['Hài', 'Kinh dị'])
    fireEvent.change(within(categories).getByRole('searchbox', { name: 'Tìm danh mục' }), {
      target: { value: 'zzz' },
    })
    // Nothing matches: said, and the chosen one is still there to untick.
    expect(within(categories).getByText('Không có danh mục nào mang tên này.')).toBeTruthy()
    expect(
      within(categories)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Hài'])
  })

  it('sets the age rating (Độ tuổi), sends only it, and releases its lock', async () => {
    const rated = { ...comic(), age_rating: 13, locked_fields: ['ageRating'] }
    const calls = stub(rated)
    await renderAdmin('/vi/admin/posts/12')
    const group = await screen.findByRole('group', { name: /^Độ tuổi/ })
    const rating = within(group).getByRole('combobox', { name: 'Dành cho' }) as HTMLSelectElement
    expect(rating.value).toBe('13')
    expect([...rating.options].map((option) => option.textContent)).toEqual([
      'Mọi lứa tuổi',
      '13+',
      '16+',
      '18+',
    ])
    fireEvent.change(rating, { target: { value: '18' } })
    await saved()
    expect(posts(calls).at(-1)).toEqual(['/admin/posts/12/', 'age_rating=18&csrf_token=csrf-token'])
    fireEvent.click(within(group).getByRole('button', { name: 'Mở khoá độ tuổi' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Đã mở khoá độ tuổi.'))
    expect(posts(calls).at(-1)).toEqual(['/admin/posts/12/locks/', 'field=ageRating&csrf_token=csrf-token'])
  })

  it('shows the locks of the categories and the cover, and releases one', async () => {
    const calls = stub(comic())
    await renderAdmin('/vi/admin/posts/12')
    await screen.findByRole('group', { name: /^Danh mục/ })
    // Locked fields say so; the others have no release button.
    expect(screen.getByRole('button', { name: 'Mở khoá ảnh bìa' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Mở khoá banner' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Mở khoá chiều đọc' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Mở khoá danh mục' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Đã mở khoá danh mục.'))
    expect(posts(calls)).toEqual([['/admin/posts/12/locks/', 'field=categories&csrf_token=csrf-token']])
  })

  it('credits a film’s people in order: added, moved, removed, sent as a JSON list', async () => {
    const calls = stub(film())
    await renderAdmin('/vi/admin/posts/13')
    const people = await screen.findByRole('group', { name: /^Người thực hiện/ })
    expect(within(people).getByRole('button', { name: 'Mở khoá người thực hiện' })).toBeTruthy()
    // A film has no reading direction.
    expect(screen.queryByRole('combobox', { name: 'Chế độ' })).toBeNull()

    const name = within(people).getByRole('textbox', { name: 'Tên' })
    fireEvent.change(name, { target: { value: '  Chi  ' } })
    fireEvent.keyDown(name, { key: 'Enter' })
    fireEvent.change(name, { target: { value: 'Dũng' } })
    fireEvent.change(within(people).getByRole('combobox', { name: 'Vai trò' }), {
      target: { value: 'director' },
    })
    fireEvent.click(within(people).getByRole('button', { name: 'Thêm người' }))
    // Credited twice in one role: said, and not added.
    fireEvent.change(name, { target: { value: 'An' } })
    fireEvent.click(within(people).getByRole('button', { name: 'Thêm người' }))
    expect(within(people).getByText('An đã có trong danh sách với vai trò Đạo diễn.')).toBeTruthy()

    const rows = () =>
      within(people)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('p')?.textContent)
    expect(rows()).toEqual(['An · Đạo diễn', 'Bình · Diễn viên', 'Chi · Diễn viên', 'Dũng · Đạo diễn'])
    fireEvent.click(within(people).getByRole('button', { name: 'Chuyển “Chi (Diễn viên)” lên' }))
    fireEvent.click(within(people).getByRole('button', { name: 'Chuyển “An (Đạo diễn)” xuống' }))
    fireEvent.click(within(people).getByRole('button', { name: 'Gỡ “Bình (Diễn viên)”' }))
    expect(rows()).toEqual(['Chi · Diễn viên', 'An · Đạo diễn', 'Dũng · Đạo diễn'])
    expect(
      (within(people).getByRole('button', { name: 'Chuyển “Chi (Diễn viên)” lên' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true)
    await saved()

    const [path, body] = posts(calls).at(-1)!
    expect(path).toBe('/admin/posts/13/')
    const form = new URLSearchParams(body)
    expect([...form.keys()]).toEqual(['people', 'csrf_token'])
    expect(JSON.parse(form.get('people')!)).toEqual([
      { name: 'Chi', role: 'actor' },
      { name: 'An', role: 'director' },
      { name: 'Dũng', role: 'director' },
    ])
  })

  it('uploads a cover as the file itself, with its token in a header, and says the server’s refusal beside it', async () => {
    const refusal = {
      status: 400,
      body: { status: 'error', message: 'Tệp gửi lên không phải là ảnh dùng được.' },
    }
    const calls = stub(comic(), refusal)
    await renderAdmin('/vi/admin/posts/12')
    const cover = await screen.findByRole('group', { name: /^Ảnh bìa/ })
    const input = cover.querySelector('input[type="file"]') as HTMLInputElement
    // Not an image: said at once, nothing sent.
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } })
    expect(within(cover).getByText('Tệp này không phải là ảnh.')).toBeTruthy()
    expect(calls.some((call) => call.url.pathname.includes('/images/'))).toBe(false)

    const file = new File(['not really a png'], 'bia.png', { type: 'image/png' })
    fireEvent.change(input, { target: { files: [file] } })
    await waitFor(() =>
      expect(within(cover).getByText('Tệp gửi lên không phải là ảnh dùng được.')).toBeTruthy(),
    )
    // The screen's alert region reads it out too.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'Tệp gửi lên không phải là ảnh dùng được.',
    )
    const upload = calls.find((call) => call.url.pathname === '/vi/api/v1/admin/posts/12/images/feature/')!
    const headers = new Headers(upload.init?.headers)
    expect(upload.init?.body).toBe(file)
    expect(headers.get('content-type')).toBe('image/png')
    expect(headers.get('x-csrf-token')).toBe('csrf-token')
    expect(headers.get('authorization')).toBe('Bearer admin-token')
  })

  it('says an uploaded banner is saved, and drops the banner’s unsaved change for it', async () => {
    const done = {
      status: 200,
      body: {
        status: 'success',
        data: { id: 12, banner: 'posts/12/b.webp', image: '/media/posts/12/b.webp' },
      },
    }
    const calls = stub(comic(), done)
    await renderAdmin('/vi/admin/posts/12')
    const banner = await screen.findByRole('group', { name: /^Banner/ })
    fireEvent.click(within(banner).getByRole('button', { name: 'Gỡ banner' }))
    expect((screen.getByRole('button', { name: 'Lưu' }) as HTMLButtonElement).disabled).toBe(false)
    const input = banner.querySelector('input[type="file"]') as HTMLInputElement
    fireEvent.change(input, { target: { files: [new File(['png'], 'b.png', { type: 'image/png' })] } })
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Đã lưu banner mới.'))
    expect(calls.filter((call) => call.url.pathname.endsWith('/images/banner/'))).toHaveLength(1)
    // The uploaded image is the banner now: the removal waiting for Save is dropped.
    expect(within(banner).queryByText('Banner sẽ được gỡ khi bạn lưu bài viết.')).toBeNull()
    expect((screen.getByRole('button', { name: 'Lưu' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it.each([
    ['comic', comic],
    ['film', film],
  ])('the %s form, its page grid open, has nothing axe objects to', async (_, post) => {
    stub(post())
    await renderAdmin(`/vi/admin/posts/${post().id}`)
    const cover = await screen.findByRole('group', { name: /^Ảnh bìa/ })
    const pick = within(cover).queryByRole('button', { name: 'Chọn một trang làm ảnh bìa' })
    if (pick) fireEvent.click(pick)
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`),
    ).toEqual([])
  })
})
