import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { asAdminEachTest, csrfAnswer, renderAdmin, stubApi } from './admin-setup.tsx'

asAdminEachTest()

const job = (id: number, state: string, report: unknown = null, key = '') => ({
  id,
  kind: 'scan',
  key,
  state,
  attempts: 1,
  error: null,
  report,
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:30:00.000Z',
})
const report = {
  posts: { added: 2, changed: 1, unchanged: 5, hidden: 0 },
  chapters: { added: 7, changed: 0, unchanged: 30, hidden: 1 },
  skipped: [{ path: 'comics/Hỏng/1.cbz', reason: 'Tệp nén bị hỏng' }],
  skipped_total: 1,
}
const watcher = {
  configured: true,
  watching: true,
  polling: false,
  rescan_minutes: 60,
  error: null,
  last_scan: { finished_at: '2026-11-20T08:30:00.000Z', state: 'done' },
}

function stubLibrary(rescan: { status: number; body: unknown }) {
  return stubApi(({ url, init }) => {
    if (url.pathname === '/vi/api/v1/auth/csrf_create/') return csrfAnswer
    if (url.pathname === '/vi/api/v1/admin/library/') {
      return {
        body: {
          status: 'success',
          data: [job(2, 'running', null, 'comics/Mới'), job(1, 'done', report)],
          is_next: false,
          paged: 1,
          page: 1,
          watcher,
        },
      }
    }
    if (url.pathname === '/vi/api/v1/admin/library/rescan/' && init?.method === 'POST') return rescan
    return undefined
  })
}

describe('the library screen', () => {
  it('shows the watcher, the jobs running first and a finished scan’s report with its skipped files', async () => {
    stubLibrary({ status: 200, body: { status: 'success', data: job(3, 'pending') } })
    await renderAdmin('/vi/admin/library')
    expect(await screen.findByText('Đang theo dõi thư viện.')).toBeTruthy()
    expect(screen.getByText('Quét toàn bộ mỗi 60 phút.')).toBeTruthy()
    const jobs = within(screen.getByRole('heading', { name: 'Lượt nhập' }).parentElement!)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('admin-card'))
    expect(jobs.map((item) => item.querySelector('.admin-card__name')?.textContent)).toEqual([
      'Quét: comics/Mới',
      'Quét: toàn bộ thư viện',
    ])
    expect(jobs[0]!.textContent).toContain('đang chạy')
    // The report is in a disclosure: its summary says how many files were skipped.
    const summary = within(jobs[1]!).getByText('Báo cáo (1 tệp bị bỏ qua)')
    expect(summary.closest('details')).toBeTruthy()
    expect(within(jobs[1]!).getByText('comics/Hỏng/1.cbz').parentElement?.textContent).toBe(
      'comics/Hỏng/1.cbz: Tệp nén bị hỏng',
    )
    expect(jobs[1]!.textContent).toContain('thêm mới: 2 · đã đổi: 1 · không đổi: 5 · bị ẩn: 0')
    // The navigation names the screen.
    expect(screen.getByRole('link', { name: 'Thư viện' }).getAttribute('href')).toBe('/vi/admin/library')
  })

  it('queues a rescan, and shows the server’s words when there is no library', async () => {
    const calls = stubLibrary({
      status: 409,
      body: { status: 'error', message: 'Máy chủ này không có thư viện: hãy đặt LIBRARY_DIR.' },
    })
    await renderAdmin('/vi/admin/library')
    fireEvent.click(await screen.findByRole('button', { name: 'Quét lại thư viện' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Máy chủ này không có thư viện: hãy đặt LIBRARY_DIR.',
      ),
    )
    const rescan = calls.find((call) => call.url.pathname.endsWith('/rescan/'))
    expect(String(rescan?.init?.body)).toBe('csrf_token=csrf-token')
  })

  it('says when a rescan is queued', async () => {
    stubLibrary({ status: 200, body: { status: 'success', data: job(3, 'pending') } })
    await renderAdmin('/vi/admin/library')
    fireEvent.click(await screen.findByRole('button', { name: 'Quét lại thư viện' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Đã xếp lịch quét lại thư viện.'))
  })

  it('lists the items whose post an admin deleted, and imports one again', async () => {
    const removal = {
      path: 'comics/Mèo Mun',
      posttype: 'comic',
      title: { vi: 'Mèo Mun', en: 'Black Cat' },
      removed_at: '2026-11-21T09:00:00.000Z',
      removed_by: 'chu@example.org',
    }
    let removed = [removal]
    const calls = stubApi(({ url, init }) => {
      if (url.pathname === '/vi/api/v1/auth/csrf_create/') return csrfAnswer
      if (url.pathname === '/vi/api/v1/admin/library/') {
        return { body: { status: 'success', data: [], is_next: false, paged: 1, page: 1, watcher } }
      }
      if (url.pathname === '/vi/api/v1/admin/library/removed/') {
        return { body: { status: 'success', data: removed, is_next: false, paged: 1, page: 1 } }
      }
      if (url.pathname === '/vi/api/v1/admin/library/removed/restore/' && init?.method === 'POST') {
        removed = []
        return { body: { status: 'success', data: { path: removal.path, queued: true } } }
      }
      return undefined
    })
    await renderAdmin('/vi/admin/library')
    expect(await screen.findByRole('heading', { name: 'Đã xoá khỏi trang' })).toBeTruthy()
    const item = screen.getByText('comics/Mèo Mun').closest('li')!
    expect(item.textContent).toContain('Mèo Mun · Truyện tranh')
    expect(item.textContent).toContain('Xoá bởi chu@example.org')
    fireEvent.click(within(item).getByRole('button', { name: 'Nhập lại “Mèo Mun”' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('“Mèo Mun” sẽ được nhập lại.'))
    const restore = calls.find((call) => call.url.pathname.endsWith('/restore/'))
    expect(new URLSearchParams(String(restore?.init?.body)).get('path')).toBe('comics/Mèo Mun')
    // Asked again after the change: the list is empty, and so is gone.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Đã xoá khỏi trang' })).toBeNull())
  })

  it('turns the reader apps off and on, saying what it did', async () => {
    let open = true
    const calls = stubApi(({ url, init }) => {
      if (url.pathname === '/vi/api/v1/auth/csrf_create/') return csrfAnswer
      if (url.pathname === '/vi/api/v1/admin/library/') {
        return { body: { status: 'success', data: [], is_next: false, paged: 1, page: 1, watcher } }
      }
      if (url.pathname === '/vi/api/v1/admin/reader-apps/') {
        if (init?.method === 'POST') open = JSON.parse(String(init.body)).open
        return { body: { status: 'success', data: { open } } }
      }
      return undefined
    })
    await renderAdmin('/vi/admin/library')
    expect(await screen.findByRole('heading', { name: 'Ứng dụng đọc' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Tắt ứng dụng đọc' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Đã tắt ứng dụng đọc.'))
    const sent = calls.find(
      (call) => call.url.pathname === '/vi/api/v1/admin/reader-apps/' && call.init?.method === 'POST',
    )
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ open: false, csrf_token: 'csrf-token' })
    // Asked again after the change: the doors are closed, and the button opens them.
    expect(await screen.findByRole('button', { name: 'Bật ứng dụng đọc' })).toBeTruthy()
    expect(screen.getByText(/Ứng dụng đọc đang tắt/)).toBeTruthy()
  })

  it('has nothing axe finds (but colours: jsdom draws nothing)', async () => {
    stubLibrary({ status: 200, body: { status: 'success', data: job(3, 'pending') } })
    await renderAdmin('/vi/admin/library')
    await screen.findByText('Báo cáo (1 tệp bị bỏ qua)')
    const found = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
    expect(found.violations.map((v) => [v.id, v.nodes.map((n) => n.html)])).toEqual([])
  })
})
