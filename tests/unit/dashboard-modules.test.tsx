import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { COVER_SHOWN } from '../../src/contract/image-sizes.ts'
import { HORIZONTAL_SLIDE_PX } from '../../src/shared/limits.ts'
import { banner, everyModule, posts, renderDashboard } from './dashboard-setup.tsx'

beforeEach(() => {
  // jsdom has no scrolling; the router scrolls to the top on every page.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const renderedTypes = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-module-type]')].map((element) =>
    element.getAttribute('data-module-type'),
  )

const byType = (container: HTMLElement, type: string) => {
  const element = container.querySelector<HTMLElement>(`[data-module-type="${type}"]`)
  if (!element) throw new Error(`no ${type} module drawn`)
  return element
}

describe('a dashboard (spec §2)', () => {
  it('draws every module type, in the order the server sent them', async () => {
    const { container } = await renderDashboard(everyModule)
    expect(renderedTypes(container)).toEqual(everyModule.map((module) => module.type))
    for (const label of [
      'Trending films today',
      'Explore',
      'Film charts',
      'Best-loved novels',
      'Top-rated novels',
    ])
      expect(screen.getByRole('heading', { name: label })).toBeTruthy()
  })

  it('skips a module of an unknown type and a malformed one, and draws the others', async () => {
    const unknown = { id: 90, type: 'hologram', name: 'future', label: 'From the future', items: [{ x: 1 }] }
    const malformed = { id: 91, type: 'itemgrid', name: 'broken', label: 'Broken', items: 'not a list' }
    const { container } = await renderDashboard([unknown, everyModule[2], malformed, everyModule[6]])
    expect(renderedTypes(container)).toEqual(['itemshorizontal', 'blocklabel'])
    expect(screen.queryByText('From the future')).toBeNull()
    expect(screen.queryByText('Broken')).toBeNull()
  })

  it('leaves out a malformed card and keeps the rest of its list', async () => {
    const list = { ...everyModule[10], items: [{ title: 'no id or slug' }, ...posts('Game', 2)] }
    const { container } = await renderDashboard([list])
    const cards = byType(container, 'itemgrid').querySelectorAll('.post-grid a')
    expect([...cards].map((card) => card.textContent)).toEqual(['Game 1', 'Game 2'])
  })

  it("shows 'No lists' when nothing can be drawn", async () => {
    await renderDashboard([{ id: 1, type: 'hologram', name: 'x', label: 'x', items: [] }])
    expect(screen.getByRole('heading', { name: 'No lists' })).toBeTruthy()
  })

  it('links post cards to their detail pages, with covers from the server widths', async () => {
    const { container } = await renderDashboard([everyModule[2]])
    const card = within(byType(container, 'itemshorizontal')).getByRole('link', { name: 'Film 1' })
    expect(card.getAttribute('href')).toBe('/en/movie/post-1')
    const cover = card.querySelector('img')
    expect(cover?.getAttribute('srcset')).toContain('?w=300 300w')
    expect([cover?.getAttribute('width'), cover?.getAttribute('height')]).toEqual(['200', '280'])
  })

  it('loads the pictures of the first modules at once, up to a banner, and later ones lazily', async () => {
    const { container } = await renderDashboard(everyModule)
    const bannerPicture = byType(container, 'slider').querySelector('img')
    expect(bannerPicture?.getAttribute('loading')).toBe('eager')
    expect(bannerPicture?.getAttribute('fetchpriority')).toBe('high')
    // The banner fills the first screen: the list right after it is below.
    expect(byType(container, 'itemshorizontal').querySelector('img')?.getAttribute('loading')).toBe('lazy')
    const gridCover = byType(container, 'itemgrid').querySelector('img')
    expect(gridCover?.getAttribute('loading')).toBe('lazy')
    expect(gridCover?.getAttribute('width')).toBe('300')
  })

  it('with no banner at the top, loads the covers of the first modules at once', async () => {
    const { container } = await renderDashboard([everyModule[2], everyModule[10]])
    expect(byType(container, 'itemshorizontal').querySelector('img')?.getAttribute('loading')).toBe('eager')
    expect(byType(container, 'itemgrid').querySelector('img')?.getAttribute('loading')).toBe('eager')
  })

  it('asks for covers as wide as each list shows them', async () => {
    const { container } = await renderDashboard(everyModule)
    const sizesOf = (type: string) => byType(container, type).querySelector('img')?.getAttribute('sizes')
    // A grid's card is half a phone's row: a phone gets the width for that, not the card's 300 px.
    expect(sizesOf('itemgrid')).toBe(COVER_SHOWN.card)
    expect(sizesOf('itemslider')).toBe(COVER_SHOWN.card)
    expect(sizesOf('itemshorizontal')).toBe(`${HORIZONTAL_SLIDE_PX}px`)
    expect(sizesOf('itemslist')).toBe(COVER_SHOWN.row)
  })

  it('sends a horizontal list to its view-more page and other lists to the list screen', async () => {
    await renderDashboard(everyModule)
    expect(screen.getByRole('link', { name: 'View more: Trending films today' }).getAttribute('href')).toBe(
      '/en/movie/views_day__desc/lists',
    )
    const more = screen.getByRole('link', { name: 'View more: Most-liked games' }).getAttribute('href') ?? ''
    const url = new URL(more, 'http://localhost')
    expect(url.pathname).toBe('/en/list')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      api: '/posts/lists/game/',
      posttype: 'game',
      sortby: 'like_count__desc',
    })
  })

  it('draws a space of the height the server asks for and a block label as a heading', async () => {
    const { container } = await renderDashboard(everyModule)
    expect(byType(container, 'space').style.height).toBe('16px')
    expect(byType(container, 'blocklabel').tagName).toBe('H2')
  })

  it('opens the chat site in a new tab', async () => {
    const { container } = await renderDashboard(everyModule)
    const chat = byType(container, 'homechat')
    const link = within(chat).getByRole('link', { name: /Open the chat/ })
    expect(link.getAttribute('href')).toBe('https://chat.example.com')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(within(chat).getByRole('heading', { name: 'Chat with fellow fans' })).toBeTruthy()
  })

  it('links the type tabs and the post type shortcuts to the section dashboards', async () => {
    const { container } = await renderDashboard(everyModule)
    const tabs = within(byType(container, 'type_tabs')).getAllByRole('link')
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Films', '/en/movies'],
      ['Comics', '/en/comics'],
    ])
    const shortcut = within(byType(container, 'posttype_slider')).getByRole('link', { name: 'Novels' })
    expect(shortcut.getAttribute('href')).toBe('/en/novels')
    expect(shortcut.querySelector('img')?.getAttribute('src')).toBe('/media/sections/novel.svg')
  })
})

describe('the banner (module slider)', () => {
  const slider = everyModule[1]!
  const currentDot = () =>
    screen
      .getAllByRole('button', { name: /^Banner \d/ })
      .findIndex((dot) => dot.getAttribute('aria-current') === 'true')

  it('moves to the next banner after 3 s, and holds still while the pointer is over it', async () => {
    vi.useFakeTimers()
    const { container } = await renderDashboard([slider])
    expect(currentDot()).toBe(0)
    act(() => vi.advanceTimersByTime(2999))
    expect(currentDot()).toBe(0)
    act(() => vi.advanceTimersByTime(1))
    expect(currentDot()).toBe(1)

    const carousel = byType(container, 'slider').querySelector('.banner')!
    fireEvent.mouseEnter(carousel)
    act(() => vi.advanceTimersByTime(10_000))
    expect(currentDot()).toBe(1)
    fireEvent.mouseLeave(carousel)
    act(() => vi.advanceTimersByTime(3000))
    expect(currentDot()).toBe(2)
    act(() => vi.advanceTimersByTime(3000))
    expect(currentDot()).toBe(0)
  })

  it('slides in 600 ms and only the shown banner can take focus', async () => {
    const { container } = await renderDashboard([slider])
    const track = container.querySelector<HTMLElement>('.banner__track')!
    expect(track.style.transitionDuration).toBe('600ms')
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }))
    expect(track.style.transform).toBe('translateX(-100%)')
    const slides = [...container.querySelectorAll('.banner__slide')]
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true])
  })

  it('does not move by itself for people who ask for reduced motion', async () => {
    // jsdom has no media queries: this browser answers that the person prefers reduced motion.
    const reduced = (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: reduced })
    onTestFinished(() => {
      Reflect.deleteProperty(window, 'matchMedia')
    })
    vi.useFakeTimers()
    await renderDashboard([slider])
    act(() => vi.advanceTimersByTime(10_000))
    expect(currentDot()).toBe(0)
    expect(screen.queryByRole('button', { name: 'Pause banners' })).toBeNull()
  })

  it('opens an absolute banner link in a new tab and keeps an in-app one in the app', async () => {
    await renderDashboard([slider])
    const games = screen.getByRole('link', { name: /Play now on Mọt Games/ })
    expect(games.getAttribute('href')).toBe('https://games.example.com')
    expect(games.getAttribute('target')).toBe('_blank')
    expect(games.getAttribute('rel')).toContain('noopener')
    const film = screen.getByRole('link', { name: /Love in Da Lat/, hidden: true })
    expect(film.getAttribute('href')).toBe('/en/movie/love-in-da-lat')
    expect(film.hasAttribute('target')).toBe(false)
  })

  it('uses the mobile image below 768 px', async () => {
    const { container } = await renderDashboard([{ ...slider, items: [banner(7, 'One', '/movie/one/')] }])
    const source = container.querySelector('picture source')
    expect(source?.getAttribute('media')).toBe('(max-width: 767px)')
    expect(source?.getAttribute('srcset')).toContain('/media/banners/7-mobile.svg?w=600')
  })
})

describe('a horizontal list', () => {
  /** jsdom lays nothing out: the test says which cards are in view, as the browser's observer would. */
  function watchIntersections() {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets: Element[] = []
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback, targets: this.targets })
        }
        observe(target: Element) {
          this.targets.push(target)
        }
        disconnect() {
          this.targets.length = 0
        }
      },
    )
    onTestFinished(() => {
      vi.unstubAllGlobals()
    })
    return (target: Element, intersectionRatio: number) => {
      const observer = observers.find((o) => o.targets.includes(target))
      if (!observer) throw new Error('nothing watches this card')
      act(() =>
        observer.callback(
          [{ target, intersectionRatio, isIntersecting: intersectionRatio > 0 } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      )
    }
  }

  it('hides an arrow while the card at its end is wholly in view', async () => {
    const show = watchIntersections()
    const trending = everyModule.find((module) => module.type === 'itemshorizontal')!
    const { container } = await renderDashboard([trending])
    const slides = container.querySelectorAll('.scroller__slide')
    const previous = screen.getByRole('button', { name: 'Show previous' }) as HTMLButtonElement
    const next = screen.getByRole('button', { name: 'Show next' }) as HTMLButtonElement
    expect([previous.disabled, next.disabled]).toEqual([true, false])

    show(slides[0]!, 0.4)
    expect(previous.disabled).toBe(false)
    show(slides[slides.length - 1]!, 1)
    expect(next.disabled).toBe(true)
    show(slides[slides.length - 1]!, 0.5)
    show(slides[0]!, 1)
    expect([previous.disabled, next.disabled]).toEqual([true, false])
  })
})
