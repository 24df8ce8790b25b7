import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Language } from '../../src/contract/languages.ts'
import { activateLanguage } from '../../src/shared/i18n/activate.ts'
import { NotFoundScreen } from '../../src/shared/ui/NotFoundScreen.tsx'

async function renderNotFound(language: Language) {
  await activateLanguage(language)
  const router = createRouter({
    routeTree: createRootRoute({ component: NotFoundScreen }),
    history: createMemoryHistory({ initialEntries: [`/${language}/khong-co`] }),
  })
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
}

// jsdom has no scrolling; the router scrolls to the top on every page.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})
afterEach(cleanup)

describe('the 404 page (spec §2)', () => {
  it("shows 'Trang không tồn tại' and a way back home, in Vietnamese", async () => {
    await renderNotFound('vi')
    expect(await screen.findByRole('heading', { name: 'Trang không tồn tại' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: '404' })).toBeTruthy()
    expect(screen.getByText(/có thể đã bị xoá, đổi tên hoặc tạm thời không truy cập được/)).toBeTruthy()
    const home = screen.getByRole('link', { name: 'Quay lại trang chủ' })
    expect(home.getAttribute('href')).toBe('/vi')
  })

  it('speaks English under /en', async () => {
    await renderNotFound('en')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en')
    expect(document.documentElement.lang).toBe('en')
  })
})
