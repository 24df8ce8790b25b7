import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createRoute } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { commentPieces } from '../../src/features/comments/body.ts'
import { CommentBody } from '../../src/features/comments/components/CommentBody.tsx'
import { CommentsSection } from '../../src/features/comments/components/CommentsSection.tsx'
import { loadCommentsMessages } from '../../src/features/comments/messages.ts'
import { forgetCsrfToken } from '../../src/shared/api/csrf.ts'
import { tokenAtom } from '../../src/shared/auth-atoms.ts'
import { activateLanguage } from '../../src/shared/i18n/activate.ts'
import { store } from '../../src/shared/store.ts'
import { type ApiAnswer, type ApiCall, ok, stubFetch } from './api-stub.ts'
import { renderAppRoutes } from './app-routes.tsx'

// The comments' code and words load late in the app; compiled here once, before any screen is drawn.
await Promise.all([
  import('../../src/features/comments/components/CommentsDialog.tsx'),
  import('../../src/locales/vi/comments.po'),
  import('../../src/locales/en/comments.po'),
])

beforeAll(() => activateLanguage('vi'))
beforeEach(async () => {
  // The comments' words, as the section loads them: in place before it draws (a first suspension
  // inside React's act would hold the screen back).
  await loadCommentsMessages('vi')
  localStorage.clear()
  store.set(tokenAtom, null)
  forgetCsrfToken()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('a comment’s text', () => {
  it('is cut into what is said and the spoilers between two bars', () => {
    expect(commentPieces('Hay quá! ||Lan chết|| thật buồn')).toEqual([
      { text: 'Hay quá! ', spoiler: false },
      { text: 'Lan chết', spoiler: true },
      { text: ' thật buồn', spoiler: false },
    ])
    expect(commentPieces('||a|| và ||b||')).toEqual([
      { text: 'a', spoiler: true },
      { text: ' và ', spoiler: false },
      { text: 'b', spoiler: true },
    ])
    // Bars with nothing between them, or left open, are what they are.
    expect(commentPieces('a |||| b')).toEqual([{ text: 'a |||| b', spoiler: false }])
    expect(commentPieces('x || y')).toEqual([{ text: 'x || y', spoiler: false }])
    expect(commentPieces('')).toEqual([])
  })

  it('keeps its line breaks, and hides a spoiler behind a button until it is pressed', async () => {
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <CommentBody body={'Dòng một\nDòng hai ||Kẻ phản bội\nlà chị gái|| hết'} />
      </I18nProvider>,
    )
    const body = container.querySelector('.comment__body')!
    expect(body.querySelectorAll('br')).toHaveLength(1)
    expect(body.textContent).not.toContain('Kẻ phản bội')
    const spoiler = screen.getByRole('button', { name: 'Tiết lộ nội dung: bấm để xem' })
    fireEvent.click(spoiler)
    expect(body.textContent).toContain('Kẻ phản bội')
    expect(body.querySelectorAll('br')).toHaveLength(2)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('is drawn as text, never as HTML', () => {
    const hostile =
      '<img src=x onerror="alert(1)"><script>alert(2)</script>\n<b>đậm</b> ||<a href="javascript:alert(3)">x</a>||'
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <CommentBody body={hostile} />
      </I18nProvider>,
    )
    const body = container.querySelector('.comment__body')!
    fireEvent.click(screen.getByRole('button'))
    expect(body.querySelector('img, script, b, a')).toBeNull()
    expect(body.textContent).toContain('<img src=x onerror="alert(1)">')
    expect(body.textContent).toContain('<a href="javascript:alert(3)">x</a>')
  })
})

const author = { name: 'Lan', avatar: null }
const comment = (id: number, body: string, extra: object = {}) => ({
  id,
  body,
  created_at: '2026-11-20T10:00:00.000Z',
  author,
  like_count: 0,
  is_liked: false,
  is_mine: false,
  replies: [],
  reply_count: 0,
  ...extra,
})
const page = (comments: unknown[], total = comments.length) =>
  ok(comments, { is_next: false, paged: 1, page: 1, total })

const commentsPath = '/posts/comments/comic/13/3/'

/** The end of chapter 3 of comic 13, with the comments section, under `address` (its hash too). */
async function renderSection(answer: (call: ApiCall) => ApiAnswer | undefined, address = '/vi/comic/x/3') {
  const fetch = stubFetch((call) => {
    if (call.path.startsWith('/auth/csrf_create/'))
      return ok({ csrf_token: 'csrf-1', device_id: 'device-1', expires_at: '2099-01-01T00:00:00.000Z' })
    return answer(call)
  })
  // Awaited: the section waits for its words once (React's `use`), and an act not awaited drops that wait.
  await act(async () => {
    await renderAppRoutes({
      entries: [address],
      routes: (language) => [
        createRoute({
          getParentRoute: () => language,
          path: 'comic/x/$chapterIndex',
          component: () => (
            <Suspense fallback={null}>
              <CommentsSection language="vi" post={{ id: 13, posttype: 'comic' }} index={3} />
            </Suspense>
          ),
        }),
      ],
    })
  })
  return fetch
}

describe('the comments at the end of a chapter', () => {
  it('say so while they load, then that there are none, and ask a visitor to sign in', async () => {
    await renderSection((call) => (call.path === commentsPath ? { ...page([]), delay: 300 } : undefined))
    expect((await screen.findByRole('status')).textContent).toBe('Đang tải bình luận…')
    expect(await screen.findByText('Chưa có bình luận nào. Hãy là người đầu tiên lên tiếng.')).toBeTruthy()
    const signIn = screen.getByRole('link', { name: 'Đăng nhập để bình luận' })
    expect(signIn.getAttribute('href')).toBe(`/vi/user/login?redirect=${encodeURIComponent('/vi/comic/x/3')}`)
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Bình luận' })).toBeTruthy()
  })

  it('say when they could not be loaded, and load again when asked', async () => {
    let fail = true
    const { calls } = await renderSection((call) =>
      call.path === commentsPath
        ? fail
          ? { status: 500, body: { status: 'error', message: 'Internal Server Error' } }
          : page([comment(1, 'Đã tải lại')])
        : undefined,
    )
    const retry = await screen.findByRole('button', { name: 'Thử lại' })
    expect(screen.getByText(/Không tải được bình luận\./)).toBeTruthy()
    fail = false
    fireEvent.click(retry)
    expect(await screen.findByText('Đã tải lại')).toBeTruthy()
    expect(calls.filter((call) => call.path === commentsPath).length).toBeGreaterThanOrEqual(2)
  })

  it('show the newest few, each with its replies counted, and a link to all of them', async () => {
    const five = [5, 4, 3, 2, 1].map((n) => comment(n, `Bình luận ${n}`, n === 5 ? { reply_count: 2 } : {}))
    await renderSection((call) => (call.path === commentsPath ? page(five, 7) : undefined))
    const list = await screen.findByRole('list')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.comment__body')?.textContent),
    ).toEqual(['Bình luận 5', 'Bình luận 4', 'Bình luận 3'])
    expect(within(list).getByText('2 trả lời')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Bình luận (7)' })).toBeTruthy()
    const all = screen.getByRole('link', { name: 'Tất cả bình luận (7)' })
    expect(all.getAttribute('href')).toBe('/vi/comic/x/3#comments-3')
    // A visitor reads; likes and reports are a member's.
    expect(screen.queryByRole('button', { name: /Thích|Báo cáo/ })).toBeNull()
  })

  it('open every comment over the page at #comments-3, and close it again', async () => {
    const reply = { ...comment(9, 'Đồng ý'), replies: undefined, reply_count: undefined }
    await renderSection(
      (call) =>
        call.path === commentsPath
          ? page([comment(1, 'Gốc', { replies: [reply], reply_count: 1 })], 2)
          : undefined,
      '/vi/comic/x/3#comments-3',
    )
    const dialog = await screen.findByRole('dialog', { name: 'Bình luận chương 3 (2)' })
    expect(within(dialog).getByText('Gốc')).toBeTruthy()
    expect(within(dialog).getByRole('list', { name: 'Trả lời Lan' })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('let a member write one, and say the server’s refusal beside the field', async () => {
    store.set(tokenAtom, 'member-token')
    let refuse = true
    const { calls } = await renderSection((call) => {
      if (call.path === commentsPath && call.method === 'GET') return page([])
      if (call.path === commentsPath && call.method === 'POST')
        return refuse
          ? { status: 400, body: { status: 'error', message: 'Bình luận có từ không được phép: “ngu”.' } }
          : {
              status: 201,
              body: { status: 'success', data: { ...comment(3, 'Hay'), is_mine: true, parent_id: null } },
            }
      return undefined
    })
    const field = await screen.findByRole('textbox', { name: 'Viết bình luận' })
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Gửi' })
    expect(send.disabled).toBe(true)
    fireEvent.change(field, { target: { value: 'Đồ ngu' } })
    expect(screen.getByText('6/2000 ký tự')).toBeTruthy()
    fireEvent.click(send)
    expect((await screen.findByRole('alert')).textContent).toBe('Bình luận có từ không được phép: “ngu”.')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    refuse = false
    fireEvent.change(field, { target: { value: '  Hay\r\nquá  ' } })
    fireEvent.click(send)
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''))
    const posts = calls.filter((call) => call.method === 'POST' && call.path === commentsPath)
    expect(JSON.parse(posts.at(-1)!.body)).toEqual({ body: 'Hay\nquá', csrf_token: 'csrf-1' })
    expect(posts.at(-1)!.headers.get('authorization')).toBe('Bearer member-token')
  })

  it('count a comment’s characters as the server does, and refuse one too long before sending', async () => {
    store.set(tokenAtom, 'member-token')
    const { calls } = await renderSection((call) => (call.path === commentsPath ? page([]) : undefined))
    const field = await screen.findByRole('textbox', { name: 'Viết bình luận' })
    // 'ệ' typed as e + two marks is one character.
    fireEvent.change(field, { target: { value: 'e\u0323\u0302'.repeat(2001) } })
    expect(screen.getByText('2001/2000 ký tự')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Bình luận quá dài: tối đa 2000 ký tự.')
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Gửi' }).disabled).toBe(true)
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })
})
