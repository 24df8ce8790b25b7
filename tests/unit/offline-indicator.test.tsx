import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, GENERIC_ERROR, OFFLINE_ERROR } from '../../src/shared/api/api-error.ts'
import { ErrorScreen } from '../../src/shared/ui/ErrorScreen.tsx'
import { OfflineIndicator } from '../../src/shared/ui/OfflineIndicator.tsx'
import { renderWithApp } from './dashboard-setup.tsx'

const goOffline = (offline: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline)
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')))
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('offline', () => {
  it("shows 'Bạn đang ngoại tuyến' while the network is gone, and nothing once it is back", async () => {
    await renderWithApp(() => <OfflineIndicator />, 'vi')
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('')
    goOffline(true)
    expect(status.textContent).toBe('Bạn đang ngoại tuyến')
    goOffline(false)
    expect(status.textContent).toBe('')
  })

  it("says 'You are offline' in English", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await renderWithApp(() => <OfflineIndicator />, 'en')
    expect(screen.getByRole('status').textContent).toBe('You are offline')
  })

  it('a page that could not load without a network says the device is offline, not that something broke', async () => {
    const error = new ApiError(OFFLINE_ERROR, 'network')
    await renderWithApp(() => <ErrorScreen error={error} reset={() => {}} />, 'vi')
    expect(screen.getByRole('heading', { name: 'Bạn đang ngoại tuyến' })).toBeTruthy()
    // Spec §8's message, in the page's language.
    expect(screen.getByText('Không có kết nối Internet')).toBeTruthy()
    expect(screen.getByText(/Trang này chưa được lưu trên thiết bị/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy()
  })

  it('any failure while the browser is offline is told the same way', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const error = new TypeError('Failed to fetch dynamically imported module')
    await renderWithApp(() => <ErrorScreen error={error} reset={() => {}} />, 'vi')
    expect(screen.getByRole('heading', { name: 'Bạn đang ngoại tuyến' })).toBeTruthy()
  })

  it('a server error online is still an error, with the words the server wrote', async () => {
    const error = new ApiError('Internal Server Error', 'http', 500)
    await renderWithApp(() => <ErrorScreen error={error} reset={() => {}} />, 'vi')
    expect(screen.getByRole('heading', { name: 'Đã có lỗi xảy ra' })).toBeTruthy()
    expect(screen.getByText('Internal Server Error')).toBeTruthy()
  })

  it("spec §8's generic message is said in the page's language", async () => {
    const error = new ApiError(GENERIC_ERROR, 'invalid')
    await renderWithApp(() => <ErrorScreen error={error} reset={() => {}} />, 'vi')
    expect(screen.getByText('Đã xảy ra lỗi không mong muốn')).toBeTruthy()
  })
})
