import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import type { AdminBackups } from '../../src/features/admin/backups-api.ts'
import { asAdminEachTest, csrfAnswer, renderAdmin } from './admin-setup.tsx'
import { type ApiAnswer, ok, stubFetch } from './api-stub.ts'

asAdminEachTest()

const HOUR = 3_600_000
/** A moment `ms` from now, as the server writes it. */
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString()

const older = {
  name: 'mot-backup-20261119-080000.zip',
  bytes: 15_940_000,
  taken_at: fromNow(-(3 * HOUR + 60_000)),
}
const oldest = { name: 'mot-backup-20261118-080000.zip', bytes: 830_000, taken_at: fromNow(-(27 * HOUR)) }
const schedule = (backups: AdminBackups['backups']): AdminBackups => ({
  configured: true,
  every_hours: 6,
  keep: 7,
  media_included: false,
  next_due_at: fromNow(3 * HOUR + 5 * 60_000),
  backups,
})

/** The stand-in server: the list, and what a backup taken now answers (maybe once let go). */
function stubBackups(state: AdminBackups, now: () => ApiAnswer | Promise<ApiAnswer>) {
  return stubFetch(async (call) => {
    if (call.path === '/auth/csrf_create/') return csrfAnswer
    if (call.path === '/admin/backups/' && call.method === 'GET') return ok(state)
    if (call.path === '/admin/backups/' && call.method === 'POST') return now()
    return undefined
  })
}

describe('the backups screen', () => {
  it('says how often backups are taken, how many are kept, what is inside, when the next is due, and lists them in a table', async () => {
    stubBackups(schedule([older, oldest]), () => ok(schedule([older, oldest])))
    await renderAdmin('/vi/admin/backups')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sao lưu' })).toBeTruthy()
    const facts = (await screen.findByRole('heading', { name: 'Lịch sao lưu' })).parentElement!
    const pairs = [...facts.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ])
    expect(pairs).toEqual([
      ['Tần suất', 'Mỗi 6 giờ một lần'],
      ['Giữ lại', '7 bản mới nhất'],
      [
        'Tệp media và tệp tải lên',
        'Không kèm theo: chỉ có danh sách tệp, cùng mã kiểm tra (checksum) của từng tệp',
      ],
      ['Lần sao lưu tới', expect.stringMatching(/\(sau 3 giờ nữa\)$/)],
    ])
    const table = screen.getByRole('table', { name: 'Các bản sao lưu trong thư mục, mới nhất trước' })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['Tệp', 'Dung lượng', 'Sao lưu lúc'],
      [older.name, '15,9 MB', '3 giờ trước'],
      [oldest.name, '830 kB', 'Hôm qua'],
    ])
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([older.name, oldest.name])
    expect(table.querySelector('time')?.getAttribute('datetime')).toBe(older.taken_at)
    // The navigation names the screen.
    expect(screen.getByRole('link', { name: 'Sao lưu' }).getAttribute('href')).toBe('/vi/admin/backups')
  })

  it('backs up now: the button is busy meanwhile, the status says when it is done, and the list is the new one', async () => {
    let letGo = () => {}
    const made = { name: 'mot-backup-20261119-120000.zip', bytes: 16_000_000, taken_at: fromNow(-1000) }
    const { calls } = stubBackups(
      schedule([older]),
      () =>
        new Promise((resolve) => {
          letGo = () => resolve(ok(schedule([made, older])))
        }),
    )
    await renderAdmin('/vi/admin/backups')
    fireEvent.click(await screen.findByRole('button', { name: 'Sao lưu ngay' }))
    const busy = await screen.findByRole('button', { name: 'Đang sao lưu…' })
    expect((busy as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('status').textContent).toBe(
      'Đang sao lưu: với trang lớn, việc này có thể mất vài phút.',
    )
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true))
    letGo()
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Đã sao lưu xong: bản mới nằm đầu danh sách.'),
    )
    expect(screen.getByRole('button', { name: 'Sao lưu ngay' })).toBeTruthy()
    const post = calls.find((call) => call.method === 'POST')!
    expect(post.path).toBe('/admin/backups/')
    expect(post.body).toBe('csrf_token=csrf-token')
  })

  it('shows the server’s words when it refuses one', async () => {
    stubBackups(schedule([older]), () => ({
      status: 409,
      body: {
        status: 'error',
        message: 'Máy chủ đang tạo một bản sao lưu khác, vui lòng thử lại khi bản đó xong.',
      },
    }))
    await renderAdmin('/vi/admin/backups')
    fireEvent.click(await screen.findByRole('button', { name: 'Sao lưu ngay' }))
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Máy chủ đang tạo một bản sao lưu khác, vui lòng thử lại khi bản đó xong.',
      ),
    )
  })

  it('without BACKUP_DIR, says what to set and which commands there are, and offers no button', async () => {
    stubBackups(
      { configured: false, every_hours: 0, keep: 0, media_included: false, next_due_at: null, backups: [] },
      () => ok(null),
    )
    await renderAdmin('/vi/admin/backups')
    expect(await screen.findByText('Máy chủ này chưa tự sao lưu: BACKUP_DIR chưa được đặt.')).toBeTruthy()
    const body = document.querySelector('.admin-screen')!.textContent
    for (const name of ['BACKUP_DIR', 'BACKUP_HOURS', 'BACKUP_KEEP', 'BACKUP_MEDIA'])
      expect(body).toContain(name)
    expect(screen.getByText('npm run backup -- <file>').tagName).toBe('CODE')
    expect(screen.getByText('npm run restore -- <file>').tagName).toBe('CODE')
    expect(screen.queryByRole('button', { name: 'Sao lưu ngay' })).toBeNull()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('says so when there is no backup yet, in English too', async () => {
    stubBackups({ ...schedule([]), every_hours: 1, keep: 1, media_included: true }, () => ok(null))
    await renderAdmin('/en/admin/backups')
    expect(await screen.findByText('No backup yet.')).toBeTruthy()
    expect(screen.getByText('Every hour')).toBeTruthy()
    expect(screen.getByText('Only the newest')).toBeTruthy()
    expect(screen.getByText('Inside each backup')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeTruthy()
  })

  it('is said in words on the audit log', async () => {
    stubFetch((call) => {
      if (call.path !== '/admin/audit/') return undefined
      const entry = {
        id: 9,
        actor: 'chu@example.org',
        action: 'site.backup',
        target: 'site:backup',
        before: null,
        after: { name: older.name, bytes: older.bytes, media_included: false },
        created_at: older.taken_at,
        by: { id: 1, name: 'Chủ trang', email: 'chu@example.org' },
        post: null,
        chapter: null,
        member: null,
        term: null,
      }
      return ok([entry], { is_next: false, paged: 1, page: 1 })
    })
    await renderAdmin('/vi/admin/audit')
    expect(await screen.findByText(`Đã sao lưu trang (${older.name})`)).toBeTruthy()
  })

  it('has nothing axe finds (but colours: jsdom draws nothing)', async () => {
    stubBackups(schedule([older, oldest]), () => ok(null))
    await renderAdmin('/vi/admin/backups')
    await screen.findByRole('table')
    const found = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
    expect(found.violations.map((v) => [v.id, v.nodes.map((n) => n.html)])).toEqual([])
  })
})
