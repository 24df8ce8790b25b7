import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { asAdminEachTest, csrfAnswer, renderAdmin, stubApi } from './admin-setup.tsx'

asAdminEachTest()

const home = { type: 'menu', name: 'home', label: { vi: 'Trang chủ', en: 'Home' }, url: '/', icon: 'home' }
const history = {
  type: 'menu',
  name: 'history',
  label: { vi: 'Lịch sử', en: 'History' },
  url: '/history',
  icon: 'time',
  isLogin: true,
}

/** The side menu as saved; the save answers as told. */
function stubMenu(answerSave?: () => { status: number; body: unknown }) {
  return stubApi(({ url, init }) => {
    if (url.pathname === '/vi/api/v1/auth/csrf_create/') return csrfAnswer
    if (url.pathname === '/vi/api/v1/admin/menu/' && init?.method !== 'POST') {
      return { body: { status: 'success', data: { entries: [home, history] } } }
    }
    if (url.pathname === '/vi/api/v1/admin/menu/' && init?.method === 'POST') {
      return answerSave?.() ?? { body: { status: 'success', data: { entries: [] } } }
    }
    return undefined
  })
}

const entries = () => [...document.querySelectorAll<HTMLElement>('.admin-list > li')]
const saves = (calls: { url: URL; init?: RequestInit }[]) =>
  calls.filter((call) => call.init?.method === 'POST').map((call) => JSON.parse(String(call.init?.body)))

describe('the side menu screen', () => {
  it('edits, adds, moves and removes entries, and saves them in order', async () => {
    const calls = stubMenu()
    await renderAdmin('/vi/admin/menu')
    await screen.findByText('1. Trang chủ', {}, { timeout: 5000 })
    const second = within(entries()[1]!)
    expect(second.getByRole('combobox', { name: 'Hiển thị cho' })).toHaveProperty('value', 'true')
    fireEvent.change(second.getByRole('textbox', { name: 'Nhãn (tiếng Anh)' }), {
      target: { value: 'Watched' },
    })
    fireEvent.change(second.getByRole('combobox', { name: 'Hiển thị cho' }), { target: { value: '' } })

    fireEvent.click(screen.getByRole('button', { name: 'Thêm mục' }))
    await waitFor(() => expect(entries()).toHaveLength(3))
    const added = within(entries()[2]!)
    fireEvent.change(added.getByRole('textbox', { name: 'Tên nội bộ' }), { target: { value: 'action' } })
    fireEvent.change(added.getByRole('textbox', { name: 'Nhãn (tiếng Việt)' }), {
      target: { value: 'Phim hành động' },
    })
    fireEvent.change(added.getByRole('textbox', { name: 'Nhãn (tiếng Anh)' }), {
      target: { value: 'Action films' },
    })
    fireEvent.change(
      added.getByRole('textbox', { name: 'Liên kết (/movie/category/action hoặc https://…)' }),
      {
        target: { value: '/movie/category/hanh-dong' },
      },
    )
    fireEvent.change(added.getByRole('combobox', { name: 'Hiển thị cho' }), { target: { value: 'false' } })
    fireEvent.click(screen.getByRole('button', { name: 'Chuyển “Phim hành động” lên' }))
    await waitFor(() => expect(entries()[1]!.textContent).toContain('2. Phim hành động'))
    fireEvent.click(screen.getByRole('button', { name: 'Gỡ “Trang chủ”' }))
    await waitFor(() => expect(entries()).toHaveLength(2))

    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Đã lưu menu.'))
    expect(saves(calls)).toEqual([
      {
        csrf_token: 'csrf-token',
        entries: [
          {
            type: 'menu',
            name: 'action',
            label: { vi: 'Phim hành động', en: 'Action films' },
            url: '/movie/category/hanh-dong',
            isLogin: false,
          },
          { ...history, label: { vi: 'Lịch sử', en: 'Watched' }, isLogin: undefined },
        ].map((entry) => JSON.parse(JSON.stringify(entry))),
      },
    ])
  })

  it('shows the server’s refusal and keeps the edits', async () => {
    stubMenu(() => ({
      status: 400,
      body: {
        status: 'error',
        message: 'Invalid entries.0.url: must be a path in the app (/…) or an http(s) address',
      },
    }))
    await renderAdmin('/vi/admin/menu')
    await screen.findByText('1. Trang chủ', {}, { timeout: 5000 })
    fireEvent.change(
      within(entries()[0]!).getByRole('textbox', {
        name: 'Liên kết (/movie/category/action hoặc https://…)',
      }),
      {
        target: { value: 'javascript:alert(1)' },
      },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Invalid entries.0.url: must be a path in the app (/…) or an http(s) address',
      ),
    )
    expect(
      within(entries()[0]!).getByRole('textbox', {
        name: 'Liên kết (/movie/category/action hoặc https://…)',
      }),
    ).toHaveProperty('value', 'javascript:alert(1)')
  })
})
