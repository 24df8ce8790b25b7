import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../src/app/query-client.ts'
import type { PostDetail } from '../../src/contract/schemas/detail.ts'
import { activateLanguage } from '../../src/shared/i18n/activate.ts'
import {
  actionCalls,
  detail,
  detailKey,
  renderActions,
  resetState,
  signIn,
  stubActionsApi,
} from './actions-setup.tsx'

beforeAll(() => activateLanguage('vi'))
beforeEach(resetState)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const rateButton = () => screen.getByRole('button', { name: /^Đánh giá/ })
const dialog = () => screen.getByRole('dialog', { name: 'Đánh giá trải nghiệm' })
const star = (n: number) => screen.getByRole('radio', { name: `${n}/10` })
const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Gửi đánh giá' })
const review = () => screen.getByPlaceholderText<HTMLTextAreaElement>('Nhập nội dung đánh giá...')

/** The dialog's code loads when it is first opened. */
function openDialog() {
  fireEvent.click(rateButton())
  return screen.findByRole('dialog', { name: 'Đánh giá trải nghiệm' })
}

describe('the rating dialog (spec §2, §4, §5)', () => {
  it("tells a visitor 'Bạn cần đăng nhập để đánh giá!' and does not open", async () => {
    const calls = stubActionsApi()
    renderActions(createQueryClient())
    fireEvent.click(rateButton())
    expect((await screen.findByRole('alert')).textContent).toContain('Bạn cần đăng nhập để đánh giá!')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls).toEqual([])
  })

  it.each([
    ['comic', 'Bộ truyện tranh này xứng đáng bao nhiêu điểm?'],
    ['novel', 'Bộ truyện chữ này xứng đáng bao nhiêu điểm?'],
    ['game', 'Trò chơi này xứng đáng bao nhiêu điểm?'],
  ] as const)('asks about a %s as what it is', async (posttype, question) => {
    stubActionsApi()
    signIn()
    renderActions(createQueryClient(), { ...detail, posttype })
    const modal = await openDialog()
    expect(within(modal).getByRole('radiogroup', { name: question })).toBeTruthy()
  })

  it('is a labelled modal with the question, ten stars and a text area', async () => {
    stubActionsApi()
    signIn()
    renderActions(createQueryClient())
    const modal = await openDialog()
    // A native dialog opened as a modal (showModal): the browser keeps the keyboard inside.
    expect(modal).toBeInstanceOf(HTMLDialogElement)
    expect((modal as HTMLDialogElement).open).toBe(true)
    expect(
      within(modal).getByRole('radiogroup', { name: 'Bộ phim này xứng đáng bao nhiêu điểm?' }),
    ).toBeTruthy()
    expect(
      within(modal)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(Array.from({ length: 10 }, (_, i) => `${i + 1}/10`))
    expect(review()).toBeTruthy()
  })

  it("keeps 'Gửi đánh giá' disabled while the rating is 0", async () => {
    stubActionsApi()
    signIn()
    renderActions(createQueryClient())
    await openDialog()
    expect(submit().disabled).toBe(true)
    fireEvent.change(review(), { target: { value: 'Hay lắm' } })
    expect(submit().disabled).toBe(true)
    fireEvent.click(star(3))
    expect(submit().disabled).toBe(false)
  })

  it('lets the stars be chosen with the keyboard: arrows move, Home and End jump', async () => {
    stubActionsApi()
    signIn()
    renderActions(createQueryClient())
    await openDialog()
    expect(document.activeElement).toBe(star(1))
    fireEvent.keyDown(star(1), { key: 'ArrowRight' })
    expect((star(2) as HTMLInputElement).checked).toBe(true)
    expect(document.activeElement).toBe(star(2))
    fireEvent.keyDown(star(2), { key: 'End' })
    expect((star(10) as HTMLInputElement).checked).toBe(true)
    fireEvent.keyDown(star(10), { key: 'ArrowRight' })
    expect((star(10) as HTMLInputElement).checked).toBe(true)
    fireEvent.keyDown(star(10), { key: 'ArrowLeft' })
    expect((star(9) as HTMLInputElement).checked).toBe(true)
    fireEvent.keyDown(star(9), { key: 'Home' })
    expect((star(1) as HTMLInputElement).checked).toBe(true)
    expect(submit().disabled).toBe(false)
  })

  it('closes with Escape and gives focus back to the rate button, keeping the draft', async () => {
    stubActionsApi()
    signIn()
    renderActions(createQueryClient())
    rateButton().focus()
    await openDialog()
    fireEvent.click(star(4))
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(rateButton())
    await openDialog()
    expect((star(4) as HTMLInputElement).checked).toBe(true)
  })

  it('sends the stars and text with the session, updates the counts, resets and closes', async () => {
    const calls = stubActionsApi()
    signIn('member-token')
    const queryClient = createQueryClient()
    renderActions(queryClient)
    await openDialog()
    fireEvent.click(star(8))
    fireEvent.change(review(), { target: { value: 'Phim rất hay' } })
    fireEvent.click(submit())

    await screen.findByText('Đánh giá của bạn đã được gửi!')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const [call] = actionCalls(calls)
    expect(call!.path).toBe('/vi/api/v1/posts/action/rating/movie/7/')
    expect(call!.form).toEqual({ rating: '8', content: 'Phim rất hay', csrf_token: 'csrf-1' })
    expect(call!.headers.get('Authorization')).toBe('Bearer member-token')
    expect(queryClient.getQueryData<PostDetail>(detailKey)).toMatchObject({
      rating_total: 48,
      rating_count: 6,
      rating_avg: 8,
    })

    await openDialog()
    expect(screen.getAllByRole<HTMLInputElement>('radio').some((radio) => radio.checked)).toBe(false)
    expect(review().value).toBe('')
    expect(submit().disabled).toBe(true)
  })

  it("says 'Có lỗi xảy ra khi gửi đánh giá!' on failure and keeps the dialog open", async () => {
    stubActionsApi((call) =>
      call.method === 'POST' ? { status: 500, body: { status: 'error', message: 'Boom' } } : undefined,
    )
    signIn()
    renderActions(createQueryClient())
    await openDialog()
    fireEvent.click(star(6))
    fireEvent.click(submit())
    expect((await screen.findByRole('alert')).textContent).toContain('Có lỗi xảy ra khi gửi đánh giá!')
    expect((star(6) as HTMLInputElement).checked).toBe(true)
    expect(dialog()).toBeTruthy()
  })
})
