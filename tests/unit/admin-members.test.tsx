import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AdminMember } from '../../src/features/admin/api.ts'
import { adminMember, asAdminEachTest, csrfAnswer, renderAdmin, stubApi } from './admin-setup.tsx'

asAdminEachTest()

const page = (data: AdminMember[], isNext = false) => ({
  body: { status: 'success', data, is_next: isNext, paged: 1, page: 1 },
})

/** A small site's members, as the server would list them; roles change as the calls say. */
function stubMembers(members: AdminMember[], answerWrite?: (url: URL) => { status: number; body: unknown }) {
  return stubApi(({ url, init }) => {
    if (url.pathname === '/vi/api/v1/auth/csrf_create/') return csrfAnswer
    if (
      url.pathname === '/vi/api/v1/admin/members/' ||
      url.pathname.startsWith('/vi/api/v1/admin/members/paged/')
    ) {
      const q = url.searchParams.get('q') ?? ''
      const paged = url.pathname.includes('/paged/2/')
      const found = members.filter((member) => member.name.includes(q) || member.email.includes(q))
      return paged ? page(found.slice(1)) : page(found.slice(0, 2), found.length > 2)
    }
    const role = url.pathname.match(/\/admin\/members\/(\d+)\/role\/$/)
    if (role && init?.method === 'POST') {
      const written = answerWrite?.(url)
      if (written) return written
      const wanted = new URLSearchParams(String(init.body)).get('role') as 'admin' | 'member'
      const member = members.find((one) => one.id === Number(role[1]))!
      member.role = wanted
      return { body: { status: 'success', data: { id: member.id, role: wanted, changed: true } } }
    }
    const revoke = url.pathname.match(/\/admin\/members\/(\d+)\/sessions\/revoke\/$/)
    if (revoke && init?.method === 'POST') {
      const member = members.find((one) => one.id === Number(revoke[1]))!
      const revoked = member.live_sessions
      member.live_sessions = 0
      return { body: { status: 'success', data: { id: member.id, revoked } } }
    }
    return undefined
  })
}

/** The card of the list's first member, once the list is in. */
const findCard = async () => (await screen.findByText('@example.org', { exact: false })).closest('li')!
const card = (name: string) => screen.getByText(name, { exact: false }).closest('li')!
const posts = (calls: { url: URL; init?: RequestInit }[]) =>
  calls
    .filter((call) => call.init?.method === 'POST')
    .map((call) => [call.url.pathname, String(call.init?.body)])

describe('the members screen', () => {
  it('lists members with their role, and searches by name or email', async () => {
    const calls = stubMembers([adminMember(2, 'Lan Anh'), adminMember(1, 'Chủ trang', 'admin', 2)])
    await renderAdmin('/vi/admin/members')
    expect(await screen.findByText('Lan Anh')).toBeTruthy()
    expect(within(card('Lan Anh')).getByText('Thành viên')).toBeTruthy()
    expect(within(card('Chủ trang')).getByText('Quản trị')).toBeTruthy()
    expect(within(card('Chủ trang')).getByText('(bạn)')).toBeTruthy()
    const call = calls.find((one) => one.url.pathname.endsWith('/admin/members/'))
    expect(new Headers(call?.init?.headers).get('Authorization')).toBe('Bearer admin-token')

    fireEvent.change(screen.getByRole('searchbox', { name: 'Tên hoặc email' }), {
      target: { value: ' Lan ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Tìm kiếm' }))
    await waitFor(() => expect(screen.queryByText('Chủ trang')).toBeNull())
    expect(calls.at(-1)?.url.search).toBe('?q=Lan')

    fireEvent.change(screen.getByRole('searchbox', { name: 'Tên hoặc email' }), {
      target: { value: 'ai-do' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Tìm kiếm' }))
    expect(await screen.findByText('Không có thành viên nào khớp với “ai-do”.')).toBeTruthy()
  })

  it('turns the pages', async () => {
    const calls = stubMembers([adminMember(3, 'Ba'), adminMember(2, 'Hai'), adminMember(1, 'Một')])
    await renderAdmin('/vi/admin/members')
    await screen.findByText('Ba')
    expect(screen.getByRole('button', { name: 'Trang trước' })).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: 'Trang sau' }))
    await waitFor(() => expect(screen.queryByText('Ba')).toBeNull())
    expect(calls.at(-1)?.url.pathname).toBe('/vi/api/v1/admin/members/paged/2/')
    expect(screen.getByText('Trang 2')).toBeTruthy()
  })

  it('makes a member an admin after a yes, with the CSRF token, and says so', async () => {
    const calls = stubMembers([adminMember(2, 'Lan Anh')])
    await renderAdmin('/vi/admin/members')
    fireEvent.click(within(await findCard()).getByRole('button', { name: 'Cấp quyền quản trị' }))
    const dialog = screen.getByRole('alertdialog')
    expect(dialog.textContent).toContain('Cấp quyền quản trị cho Lan Anh (lan.anh@example.org)?')
    // Cancelling changes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Huỷ' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(posts(calls)).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Cấp quyền quản trị' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Đổi vai trò' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Lan Anh giờ là quản trị viên.'))
    expect(posts(calls)).toEqual([['/vi/api/v1/admin/members/2/role/', 'role=admin&csrf_token=csrf-token']])
    expect(screen.queryByRole('alertdialog')).toBeNull()
    // The list is asked again: the card now offers the way back.
    expect(await screen.findByRole('button', { name: 'Bỏ quyền quản trị' })).toBeTruthy()
  })

  it('signs a member out everywhere after a yes', async () => {
    const calls = stubMembers([adminMember(2, 'Lan Anh', 'member', 3)])
    await renderAdmin('/vi/admin/members')
    fireEvent.click(within(await findCard()).getByRole('button', { name: 'Đăng xuất mọi thiết bị' }))
    const dialog = screen.getByRole('alertdialog')
    // The admin is told the member's app keys go too.
    expect(dialog.textContent).toContain(
      'Đăng xuất Lan Anh (lan.anh@example.org) trên mọi thiết bị và thu hồi các khoá ứng dụng của người này?',
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đăng xuất mọi thiết bị' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Lan Anh đã bị đăng xuất trên mọi thiết bị, và các khoá ứng dụng của người này đã bị thu hồi.',
      ),
    )
    expect(posts(calls)).toEqual([['/vi/api/v1/admin/members/2/sessions/revoke/', 'csrf_token=csrf-token']])
  })

  it('shows the server’s refusal in the alert region', async () => {
    stubMembers([adminMember(1, 'Chủ trang', 'admin')], () => ({
      status: 400,
      body: { status: 'error', message: 'Bạn không thể tự bỏ quyền quản trị của mình.' },
    }))
    await renderAdmin('/vi/admin/members')
    fireEvent.click(within(await findCard()).getByRole('button', { name: 'Bỏ quyền quản trị' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Đổi vai trò' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Bạn không thể tự bỏ quyền quản trị của mình.'),
    )
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('says so when the list cannot be loaded', async () => {
    stubApi(() => new TypeError('Failed to fetch'))
    await renderAdmin('/vi/admin/members')
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Không tải được danh sách thành viên.'),
    )
  })
})
