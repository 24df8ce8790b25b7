import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { tokenAtom } from '../../src/shared/auth-atoms.ts'
import { STOP_MEDIA_EVENT } from '../../src/shared/media/stop-media.ts'
import { store } from '../../src/shared/store.ts'
import { banner, homeIndex, navbar, openSideMenu, renderLayout, stubApi } from './layout-setup.tsx'

const sections = () => screen.getByRole('navigation', { name: 'Điều hướng chính' })

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  localStorage.clear()
  store.set(tokenAtom, null)
  stubApi()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('language rules (spec §2)', () => {
  it('opens / at the Vietnamese home when no language is stored', async () => {
    const { router } = await renderLayout('/')
    expect(router.state.location.pathname).toBe('/vi')
    expect(document.documentElement.lang).toBe('vi')
  })

  it('opens / at the stored language', async () => {
    localStorage.setItem('language', 'en')
    const { router } = await renderLayout('/')
    expect(router.state.location.pathname).toBe('/en')
    expect(document.documentElement.lang).toBe('en')
    expect(await openSideMenu('Main menu')).toBeTruthy()
  })

  it('sends an unsupported language to /vi, whatever page was asked for', async () => {
    const { router } = await renderLayout('/xx')
    expect(router.state.location.pathname).toBe('/vi')
    cleanup()
    const deep = await renderLayout('/fr/movie/tinh-yeu')
    expect(deep.router.state.location.pathname).toBe('/vi')
  })

  it('shows the 404 page for an unknown page inside a language, within the layout', async () => {
    await renderLayout('/vi/khong-co-trang-nay')
    expect(await screen.findByRole('heading', { name: 'Trang không tồn tại' })).toBeTruthy()
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Mọt' })).toBeTruthy()
    expect(document.title).toBe('Trang không tồn tại · Mọt')
  })
})

describe('the header (spec §2)', () => {
  it('has no back button on the home, a menu button, the logo and the search link', async () => {
    await renderLayout('/vi')
    expect(await screen.findByRole('button', { name: 'Mở menu' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Quay lại' })).toBeNull()
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Mọt' }).getAttribute('href')).toBe(
      '/vi',
    )
    expect(screen.getByRole('link', { name: 'Tìm kiếm' }).getAttribute('href')).toBe('/vi/search')
  })

  it('goes up to the section from a page opened directly', async () => {
    const { router } = await renderLayout('/vi/movie/tinh-yeu')
    fireEvent.click(await screen.findByRole('button', { name: 'Quay lại' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/vi/movies'))
  })

  it('goes back in history when there is some', async () => {
    const { router } = await renderLayout('/vi')
    await act(() =>
      router.navigate({ to: '/$lang/movie/$slug', params: { lang: 'vi', slug: 'tinh-yeu' } } as never),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Quay lại' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/vi'))
  })
})

describe('the bottom bar (spec §2)', () => {
  it('marks the item of the current page', async () => {
    await renderLayout('/vi/movie/tinh-yeu')
    const movie = await within(sections()).findByRole('link', { name: 'Phim' })
    expect(movie.getAttribute('aria-current')).toBe('page')
    expect(
      within(sections()).getByRole('link', { name: 'Trang chủ' }).getAttribute('aria-current'),
    ).toBeNull()
  })

  it('opens the games site from the banner and the chat site from the menu, in new tabs', async () => {
    await renderLayout('/vi')
    const games = await within(sections()).findByRole('link', { name: /^Trang game/ })
    await waitFor(() => expect(games.getAttribute('href')).toBe('https://games.example.org/'))
    expect(games.getAttribute('target')).toBe('_blank')
    const chat = within(sections()).getByRole('link', { name: /^Trò chuyện/ })
    expect(chat.getAttribute('href')).toBe('https://chat.example.org')
    expect(chat.getAttribute('target')).toBe('_blank')
  })

  it("opens the site's own games, and offers no chat, where the site names no such sites", async () => {
    const withoutSites = {
      ...homeIndex,
      data: {
        navbar: navbar.filter((entry) => entry.name !== 'chat'),
        modules: [{ id: 1, type: 'slider', name: 'home-banner', items: [banner('/movie/tinh-yeu/')] }],
      },
    }
    stubApi((url) => (url.pathname.endsWith('/home/index/') ? { body: withoutSites } : undefined))
    await renderLayout('/vi')
    const games = await within(sections()).findByRole('link', { name: 'Trò chơi' })
    expect(games.getAttribute('href')).toBe('/vi/games')
    expect(games.hasAttribute('target')).toBe(false)
    expect(within(sections()).queryByRole('link', { name: /Trò chuyện|Trang game/ })).toBeNull()
  })
})

describe('the footer (spec §2)', () => {
  it('links the sections and says what the site is', async () => {
    await renderLayout('/vi')
    const footer = await screen.findByRole('contentinfo')
    for (const name of ['Trang chủ', 'Phim', 'Trò chơi', 'Truyện tranh', 'Truyện chữ'])
      expect(within(footer).getByRole('link', { name })).toBeTruthy()
    expect(within(footer).getByText(/trang xem phim trực tuyến miễn phí/)).toBeTruthy()
  })

  it('is not on list pages', async () => {
    await renderLayout('/vi/list')
    expect(await screen.findByRole('heading', { name: 'List page' })).toBeTruthy()
    expect(screen.queryByRole('contentinfo')).toBeNull()
  })
})

describe('a change of page', () => {
  it('stops what plays and tells the players to stop', async () => {
    const { router } = await renderLayout('/vi/movie/tinh-yeu')
    const video = document.createElement('video')
    Object.defineProperty(video, 'paused', { value: false })
    video.pause = vi.fn()
    document.body.append(video)
    const stopped = vi.fn()
    window.addEventListener(STOP_MEDIA_EVENT, stopped)
    await act(() => router.navigate({ href: '/vi/movies' }))
    expect(video.pause).toHaveBeenCalled()
    expect(stopped).toHaveBeenCalledTimes(1)
    window.removeEventListener(STOP_MEDIA_EVENT, stopped)
    video.remove()
  })

  it("names the page in the tab: 'Mọt' on the home, '{page} · Mọt' elsewhere", async () => {
    const { router } = await renderLayout('/vi/movies')
    await screen.findByRole('heading', { name: 'Movies page' })
    expect(document.title).toBe('Phim · Mọt')
    await act(() => router.navigate({ href: '/vi' }))
    await screen.findByRole('heading', { name: 'Home page' })
    expect(document.title).toBe('Mọt')
  })
})
