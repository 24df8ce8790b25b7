import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AdminMember } from '../../src/features/admin/api.ts'
import { adminMember, asAdminEachTest, csrfAnswer, renderAdmin, stubApi } from './admin-setup.tsx'

asAdminEachTest()

const horror = { id: 7, posttype: 'comic' as const, slug: 'kinh-di', name: { vi: 'Kinh dị', en: 'Horror' } }
const romance = {
  id: 8,
  posttype: 'comic' as const,
  slug: 'lang-man',
  name: { vi: 'Lãng mạn', en: 'Romance' },
}

/** One member, whose limit and hidden categories change as the calls say; two comic categories. */
function stubAudience(member: AdminMember) {
  return stubApi(({ url, init }) => {
    if (url.pathname === '/vi/api/v1/auth/csrf_create/') return csrfAnswer
    if (url.pathname === '/vi/api/v1/admin/members/') {
      return { body: { status: 'success', data: [member], is_next: false, paged: 1, page: 1 } }
    }
    if (url.pathname === '/vi/api/v1/admin/categories/') {
      const q = url.searchParams.get('q') ?? ''
      const data = [horror, romance]
        .filter((one) => url.searchParams.get('type') === one.posttype && one.name.vi.includes(q))
        .map((one) => ({ ...one, posts: 3 }))
      return { body: { status: 'success', data, is_next: false, paged: 1, page: 1 } }
    }
    const form = new URLSearchParams(String(init?.body))
    if (url.pathname === `/vi/api/v1/admin/members/${member.id}/age-limit/` && init?.method === 'POST') {
      const limit = form.get('age_limit')
      member.age_limit = limit ? (Number(limit) as AdminMember['age_limit']) : null
      return {
        body: { status: 'success', data: { id: member.id, age_limit: member.age_limit, changed: true } },
      }
    }
    if (
      url.pathname === `/vi/api/v1/admin/members/${member.id}/hidden-categories/` &&
      init?.method === 'POST'
    ) {
      const ids = (form.get('categories') ?? '').split(',').filter(Boolean).map(Number)
      member.hidden_categories = [horror, romance].filter((one) => ids.includes(one.id))
      return {
        body: {
          status: 'success',
          data: { id: member.id, hidden_categories: member.hidden_categories, changed: true },
        },
      }
    }
    return undefined
  })
}

const posts = (calls: { url: URL; init?: RequestInit }[]) =>
  calls
    .filter((call) => call.init?.method === 'POST')
    .map((call) => [call.url.pathname, Object.fromEntries(new URLSearchParams(String(call.init?.body)))])

describe('what a member may see, on the members screen', () => {
  it('sets their highest age rating, shows their own, and hides categories found by type and name', async () => {
    const member = { ...adminMember(2, 'Lan Anh'), own_age_limit: 16 as const }
    const calls = stubAudience(member)
    await renderAdmin('/vi/admin/members')
    const item = (await screen.findByText('Lan Anh')).closest('li')!
    expect(within(item).getByText('Giới hạn độ tuổi').nextElementSibling?.textContent).toBe('Không có')

    const open = within(item).getByRole('button', { name: 'Nội dung được xem' })
    expect(open.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(open)
    expect(open.getAttribute('aria-expanded')).toBe('true')
    expect(within(item).getByText('Lựa chọn riêng của họ, vẫn áp dụng nếu thấp hơn: 16+')).toBeTruthy()

    const limit = within(item).getByLabelText('Độ tuổi tối đa') as HTMLSelectElement
    expect([...limit.options].map((option) => option.textContent)).toEqual([
      'Không giới hạn',
      'Mọi lứa tuổi',
      '13+',
      '16+',
      '18+',
    ])
    const saveLimit = within(item).getByRole('button', { name: 'Lưu giới hạn độ tuổi' }) as HTMLButtonElement
    expect(saveLimit.disabled).toBe(true)
    fireEvent.change(limit, { target: { value: '13' } })
    fireEvent.click(saveLimit)
    expect(await screen.findByText('Giới hạn độ tuổi của Lan Anh giờ là 13+.')).toBeTruthy()
    await waitFor(() =>
      expect(within(item).getByText('Giới hạn độ tuổi').nextElementSibling?.textContent).toBe('13+'),
    )

    // Categories of the chosen post type, found by name; ticked ones move to the hidden list.
    const find = within(item).getByLabelText('Tìm danh mục cần ẩn')
    fireEvent.change(find, { target: { value: 'Kinh' } })
    fireEvent.click(await within(item).findByRole('checkbox', { name: 'Kinh dị' }))
    expect(within(item).getByRole('checkbox', { name: 'Kinh dị (Truyện tranh)' })).toBeTruthy()
    fireEvent.click(within(item).getByRole('button', { name: 'Lưu các danh mục bị ẩn' }))
    expect(await screen.findByText('Đã lưu các danh mục bị ẩn với Lan Anh.')).toBeTruthy()

    expect(posts(calls)).toEqual([
      ['/vi/api/v1/admin/members/2/age-limit/', { csrf_token: 'csrf-token', age_limit: '13' }],
      ['/vi/api/v1/admin/members/2/hidden-categories/', { csrf_token: 'csrf-token', categories: '7' }],
    ])
  })
})
