import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Provider as JotaiProvider } from 'jotai'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLanguage } from '../../src/shared/i18n/activate.ts'
import { TOAST_CLOSE_MS } from '../../src/shared/limits.ts'
import { store } from '../../src/shared/store.ts'
import { Toaster } from '../../src/shared/ui/toasts/Toaster.tsx'
import { showToast, toastsAtom } from '../../src/shared/ui/toasts/toast-atoms.ts'

const renderToaster = () =>
  render(
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <Toaster />
      </I18nProvider>
    </JotaiProvider>,
  )

beforeAll(() => activateLanguage('vi'))
beforeEach(() => store.set(toastsAtom, []))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('notices (spec §8)', () => {
  it('show a success politely and an error at once, from outside React', () => {
    renderToaster()
    act(() => {
      showToast({ kind: 'success', message: 'Đã thích bài viết!' })
      showToast({ kind: 'error', message: 'Có lỗi xảy ra khi thích bài viết!' })
    })
    expect(screen.getByRole('status').textContent).toContain('Đã thích bài viết!')
    expect(screen.getByRole('alert').textContent).toContain('Có lỗi xảy ra khi thích bài viết!')
  })

  it('close by themselves after 5000 ms', () => {
    vi.useFakeTimers()
    renderToaster()
    act(() => {
      showToast({ kind: 'success', message: 'Đánh giá của bạn đã được gửi!' })
    })
    act(() => vi.advanceTimersByTime(TOAST_CLOSE_MS - 1))
    expect(screen.queryByText('Đánh giá của bạn đã được gửi!')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Đánh giá của bạn đã được gửi!')).toBeNull()
    expect(TOAST_CLOSE_MS).toBe(5000)
  })

  it('close with their button', () => {
    renderToaster()
    act(() => {
      showToast({ kind: 'error', message: 'Bạn cần đăng nhập để đánh giá!' })
    })
    fireEvent.click(screen.getByRole('button', { name: 'Đóng thông báo' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
