import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../src/app/query-client.ts'
import { SideMenu } from '../../src/features/layout/components/SideMenu.tsx'
import { tokenAtom } from '../../src/shared/auth-atoms.ts'
import { activateLanguage } from '../../src/shared/i18n/activate.ts'
import { store } from '../../src/shared/store.ts'
import { isMenuOpenAtom } from '../../src/shared/ui-atoms.ts'
import { openSideMenu, renderLayout, stubApi } from './layout-setup.tsx'

const bar = () => screen.getByRole('navigation', { name: 'Điều hướng chính' })
const menu = () => screen.getByRole('navigation', { name: 'Menu chính' })
const footer = () => screen.getByRole('contentinfo')
const current = (scope: HTMLElement) =>
  [...scope.querySelectorAll('[aria-current="page"]')].map((link) => link.textContent?.trim())

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  localStorage.clear()
  store.set(tokenAtom, null)
  store.set(isMenuOpenAtom, false)
  stubApi()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('novels, the fourth kind of post', () => {
  it('are in the bar, the footer and the side menu, named as their dashboard', async () => {
    await renderLayout('/vi')
    const inBar = await within(bar()).findByRole('link', { name: 'Truyện chữ' })
    expect(inBar.getAttribute('href')).toBe('/vi/novels')
    expect(within(footer()).getByRole('link', { name: 'Truyện chữ' }).getAttribute('href')).toBe('/vi/novels')
    await openSideMenu('Menu chính')
    expect((await within(menu()).findByRole('link', { name: 'Truyện chữ' })).getAttribute('href')).toBe(
      '/vi/novels',
    )
  })
})

describe('the games site and the site’s own games', () => {
  it('names the outside link as another site that opens in a new tab, with its mark', async () => {
    await renderLayout('/vi')
    const site = await within(bar()).findByRole('link', { name: /^Trang game/ })
    expect(site.textContent).toBe('Trang game (mở trong thẻ mới)')
    expect(site.getAttribute('target')).toBe('_blank')
    expect(site.getAttribute('rel')).toContain('noopener')
    // The mark after its visible name: the outside-link arrow.
    expect(site.querySelectorAll('.section-nav__label svg')).toHaveLength(1)
    expect(within(bar()).queryByRole('link', { name: /^Game$/ })).toBeNull()
  })

  it("marks 'Trò chơi' on /vi/games, never the outside link", async () => {
    await renderLayout('/vi/games')
    await screen.findByRole('heading', { name: 'Trang không tồn tại' })
    expect(current(bar())).toEqual([])
    expect(current(footer())).toEqual(['Trò chơi'])
    await openSideMenu('Menu chính')
    await within(menu()).findByRole('link', { name: 'Trò chơi' })
    expect(current(menu())).toEqual(['Trò chơi'])
  })
})

describe('the current section', () => {
  it('is marked on a film page in the bar, the footer and the side menu', async () => {
    await renderLayout('/vi/movie/tinh-yeu')
    await screen.findByRole('heading', { name: 'Movie page' })
    expect(current(bar())).toEqual(['Phim'])
    expect(current(footer())).toEqual(['Phim'])
    await openSideMenu('Menu chính')
    await within(menu()).findByRole('link', { name: 'Phim' })
    expect(current(menu())).toEqual(['Phim'])
  })

  it('follows the page', async () => {
    const { router } = await renderLayout('/vi')
    await screen.findByRole('heading', { name: 'Home page' })
    expect(current(bar())).toEqual(['Trang chủ'])
    await act(() => router.navigate({ href: '/vi/movies' }))
    await waitFor(() => expect(current(bar())).toEqual(['Phim']))
  })
})

describe('the docked side menu', () => {
  it('is drawn with the page: its outline stands until its entries come', async () => {
    await activateLanguage('vi')
    const router = createRouter({
      routeTree: createRootRoute({ component: () => <SideMenu language="vi" docked /> }),
      history: createMemoryHistory({ initialEntries: ['/vi'] }),
    })
    render(
      <QueryClientProvider client={createQueryClient()}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>,
    )
    // Caught as it is first drawn, before its entries (a later part of the app) can arrive.
    const docked = await waitFor(() => {
      const found = document.getElementById('side-menu')
      if (!found) throw new Error('not drawn yet')
      return found
    })
    expect(docked.tagName).toBe('DIV')
    expect(docked.querySelector('.side-menu__skeleton')?.getAttribute('aria-hidden')).toBe('true')
  })
})
