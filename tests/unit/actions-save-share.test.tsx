import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../src/app/query-client.ts'
import { getLibrary } from '../../src/entities/library/library-store.ts'
import { activateLanguage } from '../../src/shared/i18n/activate.ts'
import { renderActions, resetState, stubActionsApi } from './actions-setup.tsx'

beforeAll(() => activateLanguage('vi'))
beforeEach(() => {
  resetState()
  stubActionsApi()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const shareButton = () => screen.getByRole('button', { name: 'Chia sẻ' })
const detailUrl = `${window.location.origin}/vi/movie/tinh-yeu`

describe('save (spec §2, §4)', () => {
  it("toggles between 'Lưu' and 'Đã Lưu' and keeps the post in the saved list", () => {
    renderActions(createQueryClient())
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }))
    expect(screen.getByRole('button', { name: 'Đã Lưu' })).toBeTruthy()
    expect(getLibrary().savedPosts.map((post) => post.slug)).toEqual(['tinh-yeu'])
    fireEvent.click(screen.getByRole('button', { name: 'Đã Lưu' }))
    expect(screen.getByRole('button', { name: 'Lưu' })).toBeTruthy()
    expect(getLibrary().savedPosts).toEqual([])
  })
})

describe('share (spec §2)', () => {
  it("opens the device's share sheet with the title and the post's address", async () => {
    const share = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, share })
    renderActions(createQueryClient())
    fireEvent.click(shareButton())
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Tình yêu', url: detailUrl }))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it("copies the link where there is no share sheet, and says 'Đã sao chép liên kết'", async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } })
    renderActions(createQueryClient())
    fireEvent.click(shareButton())
    expect((await screen.findByRole('status')).textContent).toContain('Đã sao chép liên kết')
    expect(writeText).toHaveBeenCalledWith(detailUrl)
  })

  it('only logs it where neither works', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => {})
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: undefined })
    renderActions(createQueryClient())
    fireEvent.click(shareButton())
    await waitFor(() => expect(log).toHaveBeenCalled())
    expect(screen.queryByRole('status')).toBeNull()
  })
})
