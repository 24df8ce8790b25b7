import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { csrfAnswer, renderAdmin, signInAs, stubApi } from './admin-setup.tsx'

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  localStorage.clear()
  signInAs('admin')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

interface Category {
  id: number
  posttype: string
  slug: string
  name: { vi: string; en: string }
  posts: number
}
const category = (id: number, posttype: string, slug: string, vi: string, en: string, posts: number) => ({
  id,
  posttype,
  slug,
  name: { vi, en },
  posts,
})
const page = (data: unknown[]) => ({ body: { status: 'success', data, is_next: false, paged: 1, page: 1 } })

/** A site's categories and people as the server keeps them; writes change them as the calls say. */
function stubTerms(categories: Category[]) {
  const people = [{ id: 7, slug: 'tran-thanh', title: 'Trấn Thành', posts: 2 }]
  return stubApi(({ url, init }) => {
    if (url.pathname === '/vi/api/v1/auth/csrf_create/') return csrfAnswer
    const body = new URLSearchParams(String(init?.body ?? ''))
    if (url.pathname === '/vi/api/v1/admin/categories/') {
      if (init?.method === 'POST') {
        const made = category(
          9,
          body.get('posttype')!,
          'kinh-di',
          body.get('name_vi')!,
          body.get('name_en')!,
          0,
        )
        categories.push(made)
        return { body: { status: 'success', data: made } }
      }
      const type = url.searchParams.get('type')
      const q = url.searchParams.get('q') ?? ''
      return page(categories.filter((one) => (!type || one.posttype === type) && one.name.vi.includes(q)))
    }
    if (url.pathname === '/vi/api/v1/admin/people/') {
      if (init?.method === 'POST') {
        const made = { id: 8, slug: 'ngo-thanh-van', title: body.get('title')!, posts: 0 }
        people.push(made)
        return { body: { status: 'success', data: made } }
      }
      return page(people)
    }
    const person = url.pathname.match(/\/admin\/people\/(\d+)\/(rename|merge)\/$/)
    if (person && init?.method === 'POST') {
      const at = people.findIndex((one) => one.id === Number(person[1]))
      const found = people[at]!
      if (person[2] === 'rename') found.title = body.get('title')!
      else {
        people.find((one) => one.id === Number(body.get('into')))!.posts += found.posts
        people.splice(at, 1)
      }
      return { body: { status: 'success', data: found } }
    }
    const write = url.pathname.match(/\/admin\/categories\/(\d+)\/(rename|merge|delete)\/$/)
    if (write && init?.method === 'POST') {
      const at = categories.findIndex((one) => one.id === Number(write[1]))
      const found = categories[at]!
      if (write[2] === 'delete') {
        if (found.posts > 0) {
          return {
            status: 409,
            body: {
              status: 'error',
              message: `Còn ${found.posts} bài thuộc danh mục này: hãy gộp nó vào danh mục khác.`,
            },
          }
        }
        categories.splice(at, 1)
      }
      if (write[2] === 'rename') found.name = { vi: body.get('name_vi')!, en: body.get('name_en')! }
      if (write[2] === 'merge') {
        const into = categories.find((one) => one.id === Number(body.get('into')))!
        into.posts += found.posts
        categories.splice(at, 1)
      }
      // A deletion and a merge name what is gone; a rename answers the category as it is now.
      const data = write[2] === 'rename' ? found : { id: found.id, deleted: true }
      return { body: { status: 'success', data } }
    }
    return undefined
  })
}

const posts = (calls: { url: URL; init?: RequestInit }[]) =>
  calls
    .filter((call) => call.init?.method === 'POST')
    .map((call) => [call.url.pathname, String(call.init?.body)])
const card = (name: string) => screen.getByText(name, { selector: '.admin-card__name' }).closest('li')!

describe('the categories and people screen', () => {
  it('lists categories with their post counts, filtered by type', async () => {
    const calls = stubTerms([
      category(1, 'movie', 'hanh-dong', 'Hành động', 'Action', 12),
      category(2, 'comic', 'phieu-luu', 'Phiêu lưu', 'Adventure', 0),
    ])
    await renderAdmin('/vi/admin/terms')
    expect(
      await screen.findByRole('heading', { name: 'Danh mục và nhân vật' }, { timeout: 5000 }),
    ).toBeTruthy()
    expect(
      within(await screen.findByText('Hành động').then((n) => n.closest('li')!)).getByText('12 bài', {
        exact: false,
      }),
    ).toBeTruthy()
    fireEvent.change(screen.getAllByRole('combobox', { name: 'Loại' })[0]!, { target: { value: 'comic' } })
    await waitFor(() => expect(screen.queryByText('Hành động')).toBeNull())
    expect(calls.at(-1)?.url.search).toBe('?type=comic')

    fireEvent.click(screen.getByRole('button', { name: 'Nhân vật' }))
    expect(await screen.findByText('Trấn Thành')).toBeTruthy()
  })

  it('creates, renames and deletes a category with the CSRF token', async () => {
    const calls = stubTerms([category(1, 'movie', 'hanh-dong', 'Hành động', 'Action', 0)])
    await renderAdmin('/vi/admin/terms')
    await screen.findByText('Hành động')
    fireEvent.change(screen.getByRole('textbox', { name: 'Tên (tiếng Việt)' }), {
      target: { value: 'Kinh dị' },
    })
    fireEvent.change(screen.getByRole('textbox', { name: 'Tên (tiếng Anh)' }), {
      target: { value: 'Horror' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Tạo' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Đã tạo “Kinh dị”.'))
    expect(await screen.findByText('Kinh dị')).toBeTruthy()

    fireEvent.click(within(card('Hành động')).getByRole('button', { name: 'Đổi tên' }))
    fireEvent.change(within(card('Hành động')).getByRole('textbox', { name: 'Tên (tiếng Anh)' }), {
      target: { value: 'Action films' },
    })
    fireEvent.click(within(card('Hành động')).getByRole('button', { name: 'Lưu tên' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Đã đổi tên thành “Hành động”.'))

    fireEvent.click(within(card('Kinh dị')).getByRole('button', { name: 'Xoá' }))
    const dialog = screen.getByRole('alertdialog')
    expect(dialog.textContent).toContain('Xoá “Kinh dị”? Không thể hoàn tác.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xoá' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Đã xoá “Kinh dị”.'))
    await waitFor(() => expect(screen.queryByText('Kinh dị')).toBeNull())
    expect(posts(calls)).toEqual([
      [
        '/vi/api/v1/admin/categories/',
        'posttype=movie&name_vi=Kinh+d%E1%BB%8B&name_en=Horror&csrf_token=csrf-token',
      ],
      [
        '/vi/api/v1/admin/categories/1/rename/',
        'name_vi=H%C3%A0nh+%C4%91%E1%BB%99ng&name_en=Action+films&csrf_token=csrf-token',
      ],
      ['/vi/api/v1/admin/categories/9/delete/', 'csrf_token=csrf-token'],
    ])
  })

  it('merges one category into another of its type after a yes', async () => {
    const calls = stubTerms([
      category(1, 'movie', 'hanh-dong', 'Hành động', 'Action', 12),
      category(3, 'movie', 'vo-thuat', 'Võ thuật', 'Martial arts', 4),
      category(2, 'comic', 'phieu-luu', 'Phiêu lưu', 'Adventure', 0),
    ])
    await renderAdmin('/vi/admin/terms')
    await screen.findByText('Võ thuật')
    const into = within(card('Võ thuật')).getByRole('combobox', { name: 'Gộp “Võ thuật” vào' })
    // Only the same post type's categories are offered.
    expect(within(into).queryByText('Phiêu lưu (phieu-luu)')).toBeNull()
    fireEvent.change(into, { target: { value: '1' } })
    fireEvent.click(within(card('Võ thuật')).getByRole('button', { name: 'Gộp' }))
    const dialog = screen.getByRole('alertdialog')
    expect(dialog.textContent).toContain('Gộp “Võ thuật” vào “Hành động”? 4 bài của nó')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gộp' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Đã gộp “Võ thuật” vào “Hành động”.'),
    )
    expect(posts(calls)).toEqual([['/vi/api/v1/admin/categories/3/merge/', 'into=1&csrf_token=csrf-token']])
    await waitFor(() => expect(screen.queryByText('Võ thuật', { selector: '.admin-card__name' })).toBeNull())
    expect(within(card('Hành động')).getByText('16 bài', { exact: false })).toBeTruthy()
  })

  it('shows why a category still used cannot be deleted', async () => {
    stubTerms([category(1, 'movie', 'hanh-dong', 'Hành động', 'Action', 3)])
    await renderAdmin('/vi/admin/terms')
    fireEvent.click(
      within(await screen.findByText('Hành động').then((n) => n.closest('li')!)).getByRole('button', {
        name: 'Xoá',
      }),
    )
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Xoá' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Còn 3 bài thuộc danh mục này: hãy gộp nó vào danh mục khác.',
      ),
    )
    expect(screen.getByText('Hành động')).toBeTruthy()
  })

  it('creates, renames and merges people', async () => {
    const calls = stubTerms([])
    await renderAdmin('/vi/admin/terms')
    await screen.findByText('Không có kết quả phù hợp.', {}, { timeout: 5000 })
    fireEvent.click(screen.getByRole('button', { name: 'Nhân vật' }))
    await screen.findByText('Trấn Thành')
    fireEvent.change(screen.getByRole('textbox', { name: 'Tên' }), { target: { value: 'Ngô Thanh Vân' } })
    fireEvent.click(screen.getByRole('button', { name: 'Tạo' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Đã tạo “Ngô Thanh Vân”.'))
    await screen.findByText('Ngô Thanh Vân', { selector: '.admin-card__name' })

    fireEvent.click(within(card('Trấn Thành')).getByRole('button', { name: 'Đổi tên' }))
    fireEvent.change(within(card('Trấn Thành')).getByRole('textbox', { name: 'Tên' }), {
      target: { value: 'Trấn Thành (đạo diễn)' },
    })
    fireEvent.click(within(card('Trấn Thành')).getByRole('button', { name: 'Lưu tên' }))
    await screen.findByText('Trấn Thành (đạo diễn)', { selector: '.admin-card__name' })

    const into = within(card('Trấn Thành (đạo diễn)')).getByRole('combobox', {
      name: 'Gộp “Trấn Thành (đạo diễn)” vào',
    })
    fireEvent.change(into, { target: { value: '8' } })
    fireEvent.click(within(card('Trấn Thành (đạo diễn)')).getByRole('button', { name: 'Gộp' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Gộp' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Đã gộp “Trấn Thành (đạo diễn)” vào “Ngô Thanh Vân”.',
      ),
    )
    await waitFor(() =>
      expect(within(card('Ngô Thanh Vân')).getByText('2 bài', { exact: false })).toBeTruthy(),
    )
    expect(posts(calls)).toEqual([
      ['/vi/api/v1/admin/people/', 'title=Ng%C3%B4+Thanh+V%C3%A2n&csrf_token=csrf-token'],
      [
        '/vi/api/v1/admin/people/7/rename/',
        'title=Tr%E1%BA%A5n+Th%C3%A0nh+%28%C4%91%E1%BA%A1o+di%E1%BB%85n%29&csrf_token=csrf-token',
      ],
      ['/vi/api/v1/admin/people/7/merge/', 'into=8&csrf_token=csrf-token'],
    ])
  })
})
