import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lastReadOf } from '../../src/entities/reading/positions.ts'
import { readerKeys } from '../../src/features/reader/api.ts'
import {
  type Answer,
  chapter,
  chapterList,
  comic,
  freshStorage,
  notFound,
  ok,
  pages,
  renderReader,
  stubApi,
} from './reader-setup.tsx'

const detailPath = '/posts/detail/comic/kiem-si-may-troi/'
const reader = (index: number) => `/vi/comic/kiem-si-may-troi/${index}`
/** The router keeps addresses without their trailing slash. */
const at = (index: number) => `/vi/comic/kiem-si-may-troi/${index}`

/** The demo comic: chapter n has 8 pages, except those a test gives its own answer. */
function comicApi(answers: Record<string, Answer> = {}) {
  return stubApi((path) => {
    if (path in answers) return answers[path]
    if (path === detailPath) return ok(comic)
    const match = /^\/posts\/chapter\/comic\/slug\/kiem-si-may-troi\/(\d+)$/.exec(path)
    if (match) {
      const index = Number(match[1])
      return index <= 64 ? ok(chapter(comic, index, pages(index, 8))) : notFound('Chapter not found')
    }
    if (path === '/posts/listchapter/comic/13/paged/1/') return chapterList(1, 50, true, 1)
    if (path === '/posts/listchapter/comic/13/paged/2/') return chapterList(51, 64, false, 2)
    return undefined
  })
}

const bar = () => screen.getByRole('navigation', { name: 'Chuyển chương' })
const button = (name: string) => within(bar()).getByRole('button', { name })
/** Whether a bar button acts: a disabled one does not; the previous and next chapter link to it. */
const enabled = (name: string) => {
  const found = button(name)
  return found instanceof HTMLButtonElement ? !found.disabled : found.hasAttribute('href')
}
const pageImages = () => screen.queryAllByRole('img', { name: /^Trang \d+ \/ \d+$/ })
/** Each page box's width over its height, as its style holds it ('0.666667 / 1'). */
const boxRatios = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('.page-list__page')].map((slot) =>
    Number.parseFloat(slot.style.aspectRatio).toFixed(3),
  )
/** The reading settings, where a comic's mode is chosen; closed again after `act`. */
async function inSettings(act: (sheet: HTMLElement) => void) {
  fireEvent.click(button('Cài đặt đọc'))
  const sheet = await screen.findByRole('dialog', { name: 'Cài đặt đọc' })
  act(sheet)
  fireEvent.click(within(sheet).getByRole('button', { name: 'Đóng' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}
const chooseMode = (name: string) =>
  inSettings((sheet) => fireEvent.click(within(sheet).getByRole('button', { name })))
/** The mode the settings show as chosen. */
async function chosenMode() {
  let chosen: string | undefined
  await inSettings((sheet) => {
    chosen = within(sheet)
      .getAllByRole('button', { pressed: true })
      .map((pressed) => pressed.textContent)
      .join()
  })
  return chosen
}
const key = (key: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(document.body, { key, ...init })

beforeEach(() => {
  freshStorage()
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  vi.spyOn(window, 'scrollBy').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  cleanup()
})

describe('the comic reader (spec §2)', () => {
  it("opens by deep link: the title, 'Chương {index}: {title}' and the pages as images", async () => {
    const api = comicApi()
    await renderReader(reader(1))
    expect(await screen.findByRole('heading', { level: 1, name: 'Kiếm sĩ mây trời' })).toBeTruthy()
    expect(screen.getByText('Chương 1: Thanh kiếm rơi')).toBeTruthy()
    // The first pages, and the next few preloaded; the rest wait until they come near.
    expect(pageImages().map((image) => image.getAttribute('src'))).toEqual(pages(1, 8).slice(0, 5))
    expect(pageImages()[0]?.getAttribute('alt')).toBe('Trang 1 / 8')
    // The page on screen is asked for first, the pages ahead after it.
    expect(pageImages().map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      'low',
      'low',
      'low',
      'low',
    ])
    // One call, the chapter by the story's slug, brings the story too (StrictMode's second mount may
    // ask for it again in development; the browser test counts the built app's requests).
    expect([...new Set(api.paths)]).toEqual(['/posts/chapter/comic/slug/kiem-si-may-troi/1'])
  })

  it("disables 'Tập trước' at chapter 1 and 'Tập tiếp theo' at the last chapter", async () => {
    comicApi()
    await renderReader(reader(1))
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    expect(enabled('Tập trước')).toBe(false)
    expect(enabled('Tập tiếp theo')).toBe(true)
    // A link under the button, to the next chapter: a crawler and a new tab follow it.
    expect(button('Tập tiếp theo').getAttribute('href')).toBe(at(2))
    cleanup()

    await renderReader(reader(64))
    await screen.findByText('Chương 64', { selector: '.reader-head__chapter' })
    expect(enabled('Tập trước')).toBe(true)
    expect(button('Tập trước').getAttribute('href')).toBe(at(63))
    expect(enabled('Tập tiếp theo')).toBe(false)
  })

  it('moves to the next and previous chapter in place of the history entry', async () => {
    comicApi()
    const { router } = await renderReader('/vi/comic/kiem-si-may-troi', reader(1))
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    fireEvent.click(button('Tập tiếp theo'))
    await screen.findByText('Chương 2', { selector: '.reader-head__chapter' })
    expect(router.state.location.pathname).toBe(at(2))
    fireEvent.click(button('Tập trước'))
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    // Back leaves the reader for the page it was opened from, not the chapters read on the way.
    act(() => router.history.back())
    await screen.findByText('detail')
  })

  it("says 'Không tìm thấy chương truyện.' for an unknown story or chapter", async () => {
    const api = comicApi({ '/posts/chapter/comic/slug/kiem-si-may-troi/1': notFound('Post not found') })
    await renderReader(reader(1))
    expect(await screen.findByText('Không tìm thấy chương truyện.')).toBeTruthy()
    expect(api.paths).not.toContain(detailPath)
    cleanup()

    comicApi()
    await renderReader(reader(65))
    expect(await screen.findByText('Không tìm thấy chương truyện.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Quay lại truyện' }).getAttribute('href')).toBe(
      '/vi/comic/kiem-si-may-troi',
    )
    // The same 404 page as an unknown address: its code, a search and the home, and its name in the
    // tab rather than the chapter's.
    expect(screen.getByRole('heading', { name: '404' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Không tìm thấy chương truyện.' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Tìm kiếm' }).getAttribute('href')).toBe('/vi/search')
    expect(screen.getByRole('link', { name: 'Quay lại trang chủ' }).getAttribute('href')).toBe('/vi')
    await waitFor(() => expect(document.title).toBe('Không tìm thấy chương truyện · Mọt'))
  })

  it.each([
    ['no content', null],
    ['no pages', []],
    ['blank HTML', '  '],
  ])("says 'Không có nội dung chương này.' for a chapter with %s, and keeps the bar", async (_, content) => {
    comicApi({ '/posts/chapter/comic/slug/kiem-si-may-troi/3': ok(chapter(comic, 3, content)) })
    await renderReader(reader(3))
    expect(await screen.findByText('Không có nội dung chương này.')).toBeTruthy()
    expect(enabled('Tập tiếp theo')).toBe(true)
  })

  it('shows chapter HTML sanitized, without scripts, handlers or javascript: links', async () => {
    const html = '<p onclick="steal()">Xin chào</p><script>steal()</script><a href="javascript:steal()">x</a>'
    comicApi({ '/posts/chapter/comic/slug/kiem-si-may-troi/2': ok(chapter(comic, 2, html)) })
    const { view } = await renderReader(reader(2))
    const text = await screen.findByText('Xin chào')
    expect(text.getAttribute('onclick')).toBeNull()
    expect(view.container.querySelector('script')).toBeNull()
    expect(screen.getByText('x').getAttribute('href')).toBeNull()
  })

  it('keeps only a window of page images in a 300-page chapter, every page keeping its space', async () => {
    comicApi({ '/posts/chapter/comic/slug/kiem-si-may-troi/5': ok(chapter(comic, 5, pages(5, 300))) })
    const { view } = await renderReader(reader(5))
    await screen.findByText('Chương 5', { selector: '.reader-head__chapter' })
    const slots = view.container.querySelectorAll('.page-list__page')
    expect(slots).toHaveLength(300)
    expect(pageImages().length).toBeLessThanOrEqual(8)
    // 800x1200 pages: every box is 2:3 before its image arrives, so nothing jumps.
    expect((slots[299] as HTMLElement).style.aspectRatio).toMatch(/^0\.6666/)
  })

  it("gives every page its own shape before its image arrives, when the chapter gives the pages' sizes", async () => {
    const sizes = [
      { width: 800, height: 1200 },
      { width: 1600, height: 1200 },
      { width: 800, height: 4000 },
    ]
    comicApi({
      '/posts/chapter/comic/slug/kiem-si-may-troi/5': ok({
        ...chapter(comic, 5, pages(5, 3)),
        page_sizes: sizes,
      }),
      '/posts/chapter/comic/slug/kiem-si-may-troi/6': ok({
        ...chapter(comic, 6, pages(6, 3)),
        page_sizes: [],
      }),
    })
    const { view } = await renderReader(reader(5))
    await screen.findByText('Chương 5', { selector: '.reader-head__chapter' })
    // No image has loaded (jsdom loads none): each box already has its page's shape, a spread wide and
    // a webtoon strip tall, and each image carries its own width and height.
    expect(boxRatios(view.container)).toEqual(['0.667', '1.333', '0.200'])
    expect(pageImages().map((image) => [image.getAttribute('width'), image.getAttribute('height')])).toEqual([
      ['800', '1200'],
      ['1600', '1200'],
      ['800', '4000'],
    ])
    cleanup()

    // Sizes that are not one for each page (a chapter stored before they were): 2:3 boxes, as before.
    const other = await renderReader(reader(6))
    await screen.findByText('Chương 6', { selector: '.reader-head__chapter' })
    expect(boxRatios(other.view.container)).toEqual(['0.667', '0.667', '0.667'])
    expect(pageImages()[0]?.hasAttribute('width')).toBe(false)
  })

  it('shows a retry, not the next page, when a page fails to load', async () => {
    comicApi()
    await renderReader(reader(1))
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    fireEvent.error(screen.getByRole('img', { name: 'Trang 2 / 8' }))
    expect(screen.queryByRole('img', { name: 'Trang 2 / 8' })).toBeNull()
    expect(screen.getByText('Không tải được trang này.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Tải lại trang' }))
    expect(screen.getByRole('img', { name: 'Trang 2 / 8' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Trang 3 / 8' })).toBeTruthy()
  })
})

describe('paged modes, keys and taps', () => {
  it('turns pages with the arrow keys, Page Down and Space, then goes on to the next chapter', async () => {
    comicApi()
    const { router } = await renderReader(reader(1))
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    await chooseMode('Trái sang phải')
    await waitFor(() =>
      expect(pageImages().map((image) => image.getAttribute('alt'))).toEqual(['Trang 1 / 8']),
    )
    key('ArrowRight')
    expect(await screen.findByRole('img', { name: 'Trang 2 / 8' })).toBeTruthy()
    key('PageDown')
    key(' ')
    expect(await screen.findByRole('img', { name: 'Trang 4 / 8' })).toBeTruthy()
    key('ArrowLeft')
    expect(await screen.findByRole('img', { name: 'Trang 3 / 8' })).toBeTruthy()
    for (let i = 0; i < 5; i++) key('ArrowRight')
    expect(await screen.findByRole('img', { name: 'Trang 8 / 8' })).toBeTruthy()
    // After the last page, the chapter's end card: the next chapter by its title (fetched ahead).
    key('ArrowRight')
    const end = await screen.findByRole('region', { name: 'Hết chương 1' })
    expect(await within(end).findByRole('button', { name: 'Chương tiếp theo Chương 2' })).toBeTruthy()
    expect(router.state.location.pathname).toMatch(/\/1\/?$/)
    key('ArrowRight')
    await screen.findByText('Chương 2', { selector: '.reader-head__chapter' })
    expect(router.state.location.pathname).toBe(at(2))
    expect(screen.getByRole('img', { name: 'Trang 1 / 8' })).toBeTruthy()
  })

  it('keeps the page on screen until the page turned to is drawn, and says so when that is slow', async () => {
    // The browser's decode() stood in for (jsdom decodes nothing): each page waits until let go.
    const original = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'decode')
    const waiting = new Map<string, () => void>()
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value(this: HTMLImageElement) {
        const src = this.getAttribute('src') ?? ''
        return new Promise<void>((resolve) => waiting.set(src, resolve))
      },
    })
    try {
      comicApi()
      await renderReader(reader(1))
      await screen.findByText('Chương 1: Thanh kiếm rơi')
      await chooseMode('Trái sang phải')
      await waitFor(() =>
        expect(pageImages().map((image) => image.getAttribute('alt'))).toEqual(['Trang 1 / 8']),
      )
      const count = () => document.querySelector('.paged__count')?.textContent
      const turning = () => document.querySelector('.paged__turning')
      // A jump by the slider: the count and the slider follow at once, the first page stays on screen.
      fireEvent.change(screen.getByRole('slider', { name: 'Trang' }), { target: { value: '6' } })
      expect(count()).toBe('6 / 8')
      expect(screen.getByRole('slider', { name: 'Trang' }).getAttribute('aria-valuetext')).toBe('Trang 6 / 8')
      expect(pageImages().map((image) => image.getAttribute('alt'))).toEqual(['Trang 1 / 8'])
      expect(turning()?.getAttribute('role')).toBe('status')
      expect(turning()?.textContent).toBe('')
      // Still waiting a moment later: a spinner says the page is loading.
      await waitFor(() => expect(turning()?.textContent).toBe('Đang tải...'))
      expect(pageImages().map((image) => image.getAttribute('alt'))).toEqual(['Trang 1 / 8'])
      const sixth = pages(1, 8)[5]!
      await waitFor(() => expect(waiting.has(sixth)).toBe(true))
      act(() => waiting.get(sixth)!())
      await waitFor(() =>
        expect(pageImages().map((image) => image.getAttribute('alt'))).toEqual(['Trang 6 / 8']),
      )
      expect(turning()?.textContent).toBe('')
      // A page passed over on the way is not waited for: the stage goes to the last one turned to.
      key('ArrowRight')
      key('ArrowRight')
      expect(count()).toBe('8 / 8')
      const eighth = pages(1, 8)[7]!
      await waitFor(() => expect(waiting.has(eighth)).toBe(true))
      act(() => waiting.get(pages(1, 8)[6]!)?.())
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
      expect(pageImages().map((image) => image.getAttribute('alt'))).toEqual(['Trang 6 / 8'])
      act(() => waiting.get(eighth)!())
      await waitFor(() =>
        expect(pageImages().map((image) => image.getAttribute('alt'))).toEqual(['Trang 8 / 8']),
      )
    } finally {
      if (original) Object.defineProperty(HTMLImageElement.prototype, 'decode', original)
      else delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode
    }
  })

  it('steps back from the first page to the end of the previous chapter', async () => {
    comicApi()
    const { router } = await renderReader(reader(2))
    await screen.findByText('Chương 2', { selector: '.reader-head__chapter' })
    await chooseMode('Trái sang phải')
    key('ArrowLeft')
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    expect(router.state.location.pathname).toBe(at(1))
    expect(screen.getByRole('img', { name: 'Trang 8 / 8' })).toBeTruthy()
  })

  it('leaves the keys to a dialog open over the reader', async () => {
    comicApi()
    await renderReader(reader(1))
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    await chooseMode('Trái sang phải')
    fireEvent.click(button('Danh sách tập'))
    key('ArrowRight')
    expect(screen.getByRole('img', { name: 'Trang 1 / 8' })).toBeTruthy()
  })

  it('reads right to left: the left arrow moves forward', async () => {
    comicApi()
    await renderReader(reader(1))
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    await chooseMode('Phải sang trái')
    key('ArrowLeft')
    expect(await screen.findByRole('img', { name: 'Trang 2 / 8' })).toBeTruthy()
    key('ArrowRight')
    expect(await screen.findByRole('img', { name: 'Trang 1 / 8' })).toBeTruthy()
  })

  it('shows two pages side by side when chosen, the cover alone first, each pair one step', async () => {
    comicApi()
    await renderReader(reader(1))
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    await inSettings((sheet) => {
      fireEvent.click(within(sheet).getByRole('button', { name: 'Trái sang phải' }))
      fireEvent.click(within(sheet).getByRole('radio', { name: 'Hai trang' }))
    })
    const shown = () => pageImages().map((image) => image.getAttribute('alt'))
    expect(shown()).toEqual(['Trang 1 / 8'])
    key('ArrowRight')
    await waitFor(() => expect(shown()).toEqual(['Trang 2 / 8', 'Trang 3 / 8']))
    expect(screen.getByText('2–3 / 8')).toBeTruthy()
    for (let i = 0; i < 3; i++) key('ArrowRight')
    await waitFor(() => expect(shown()).toEqual(['Trang 8 / 8']))
    key('ArrowLeft')
    await waitFor(() => expect(shown()).toEqual(['Trang 6 / 8', 'Trang 7 / 8']))
    // Without the cover alone the pairs shift by one, and the reader stays on the page they were at.
    await inSettings((sheet) =>
      fireEvent.click(within(sheet).getByRole('checkbox', { name: 'Trang bìa đứng riêng' })),
    )
    await waitFor(() => expect(shown()).toEqual(['Trang 5 / 8', 'Trang 6 / 8']))
    // One page again: the first of the pair.
    await inSettings((sheet) => fireEvent.click(within(sheet).getByRole('radio', { name: 'Một trang' })))
    await waitFor(() => expect(shown()).toEqual(['Trang 5 / 8']))
  })

  it("zooms the page with '+' and '-', back to 100 % with '0' or its button; zoomed, a tap does not turn", async () => {
    comicApi()
    const { view } = await renderReader(reader(1))
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    await chooseMode('Trái sang phải')
    const stage = view.container.querySelector('.reader-stage') as HTMLElement
    vi.spyOn(stage, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 600))
    const page = () => screen.getByRole('img', { name: /^Trang/ })
    const drawn = () => (view.container.querySelector('.zoom__content') as HTMLElement).style.transform
    // The gestures' code arrives just after the page: the key is pressed until it answers.
    const zoom = () => view.container.querySelector('.zoom__status')?.textContent
    await waitFor(() => {
      key('+')
      expect(zoom()).toMatch(/^Thu phóng/)
    })
    key('0')
    expect(zoom()).toBe('')
    key('+')
    expect(zoom()).toMatch(/^Thu phóng 125%/)
    expect(drawn()).toMatch(/scale\(1\.25\)/)
    key('+')
    expect(zoom()).toMatch(/^Thu phóng 156%/)
    key('-')
    expect(zoom()).toMatch(/^Thu phóng 125%/)

    // Zoomed, the right third is part of the page: a tap there does not turn it, nor hide the bars.
    fireEvent.click(page(), { clientX: 250 })
    fireEvent.click(page(), { clientX: 150 })
    expect(page().getAttribute('alt')).toBe('Trang 1 / 8')
    expect(bar()).toBeTruthy()

    key('0')
    expect(screen.queryByRole('button', { name: 'Về 100%' })).toBeNull()
    expect(drawn()).toBe('')
    key('+')
    fireEvent.click(screen.getByRole('button', { name: 'Về 100%' }))
    expect(drawn()).toBe('')
    // At 1× the thirds turn again; a turned page opens fitted.
    key('+')
    key('ArrowRight')
    await waitFor(() => expect(page().getAttribute('alt')).toBe('Trang 2 / 8'))
    await waitFor(() => expect(drawn()).toBe(''))
    fireEvent.click(page(), { clientX: 250 })
    await waitFor(() => expect(page().getAttribute('alt')).toBe('Trang 3 / 8'))
  })

  it('moves with the left and right thirds and hides or shows the interface with the centre', async () => {
    comicApi()
    const { view } = await renderReader(reader(1))
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    await chooseMode('Trái sang phải')
    const stage = view.container.querySelector('.reader-stage') as HTMLElement
    vi.spyOn(stage, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 600))
    const page = () => screen.getByRole('img', { name: /^Trang/ })
    fireEvent.click(page(), { clientX: 250 })
    await waitFor(() => expect(page().getAttribute('alt')).toBe('Trang 2 / 8'))
    fireEvent.click(page(), { clientX: 20 })
    await waitFor(() => expect(page().getAttribute('alt')).toBe('Trang 1 / 8'))

    fireEvent.click(page(), { clientX: 150 })
    expect(screen.queryByRole('navigation', { name: 'Chuyển chương' })).toBeNull()
    // The titles stay for screen readers, out of sight.
    expect(view.container.querySelector('.reader-head')).toBeNull()
    expect(screen.getByRole('heading', { level: 1 }).parentElement?.className).toBe('visually-hidden')
    fireEvent.click(page(), { clientX: 150 })
    expect(bar()).toBeTruthy()
    fireEvent.click(button('Ẩn giao diện'))
    fireEvent.click(screen.getByRole('button', { name: 'Hiện giao diện' }))
    expect(bar()).toBeTruthy()
  })

  it('remembers the reading mode per series', async () => {
    comicApi()
    await renderReader(reader(1))
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    expect(await chosenMode()).toBe('Cuộn dọc')
    await chooseMode('Phải sang trái')
    cleanup()

    await renderReader(reader(7))
    await screen.findByText('Chương 7', { selector: '.reader-head__chapter' })
    expect(await chosenMode()).toBe('Phải sang trái')
    expect(pageImages()).toHaveLength(1)
    cleanup()

    stubApi((path) => {
      if (path === '/posts/detail/comic/cau-be-rong-lua/')
        return ok({ ...comic, id: 14, slug: 'cau-be-rong-lua' })
      if (path === '/posts/chapter/comic/slug/cau-be-rong-lua/1') return ok(chapter(comic, 1, pages(1, 8)))
      return undefined
    })
    await renderReader('/vi/comic/cau-be-rong-lua/1')
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    expect(await chosenMode()).toBe('Cuộn dọc')
  })

  it('opens a manga right to left until the reader chooses another mode', async () => {
    const manga = (index: number) => ok({ ...chapter(comic, index, pages(index, 8)), reading_mode: 'rtl' })
    comicApi({
      '/posts/chapter/comic/slug/kiem-si-may-troi/1': manga(1),
      '/posts/chapter/comic/slug/kiem-si-may-troi/2': manga(2),
    })
    await renderReader(reader(1))
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    expect(await chosenMode()).toBe('Phải sang trái')
    key('ArrowLeft')
    expect(await screen.findByRole('img', { name: 'Trang 2 / 8' })).toBeTruthy()
    // The slider runs right to left; the count beside it still reads '2 / 8'.
    expect(screen.getByText('2 / 8').closest('[dir]')?.getAttribute('dir')).toBe('ltr')
    await chooseMode('Cuộn dọc')
    cleanup()

    await renderReader(reader(2))
    await screen.findByText('Chương 2', { selector: '.reader-head__chapter' })
    expect(await chosenMode()).toBe('Cuộn dọc')
  })

  it('opens a chapter again at the page it was left, and records it as the last read', async () => {
    comicApi()
    await renderReader(reader(1))
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    await chooseMode('Trái sang phải')
    key('ArrowRight')
    key('ArrowRight')
    expect(await screen.findByRole('img', { name: 'Trang 3 / 8' })).toBeTruthy()
    expect(lastReadOf(13)).toMatchObject({ index: 1, page: 3 })
    cleanup()

    await renderReader(reader(1))
    expect(await screen.findByRole('img', { name: 'Trang 3 / 8' })).toBeTruthy()
  })

  it('fetches the next chapter near the end of this one, so moving to it is instant', async () => {
    const api = comicApi()
    const { router, queryClient } = await renderReader(reader(1))
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    await chooseMode('Trái sang phải')
    expect(api.chapterCalls()).not.toContain('/posts/chapter/comic/slug/kiem-si-may-troi/2')
    for (let i = 0; i < 5; i++) key('ArrowRight')
    await waitFor(() => expect(api.chapterCalls()).toContain('/posts/chapter/comic/slug/kiem-si-may-troi/2'))
    await waitFor(() =>
      expect(
        queryClient.getQueryState(readerKeys.chapter('vi', 'comic', 'kiem-si-may-troi', 2))?.status,
      ).toBe('success'),
    )
    fireEvent.click(button('Tập tiếp theo'))
    await waitFor(() => expect(router.state.location.pathname).toBe(at(2)))
    // At once, from what was fetched ahead: the chapter is there as soon as its address is.
    expect(screen.queryByText('Đang tải...')).toBeNull()
    expect(screen.getByText('Chương 2')).toBeTruthy()
  })
})

describe('the chapter drawer', () => {
  it("lists the chapters in 'Danh sách tập', marks the current one and moves to another", async () => {
    comicApi()
    const { router } = await renderReader(reader(57))
    await screen.findByText('Chương 57', { selector: '.reader-head__chapter' })
    fireEvent.click(button('Danh sách tập'))
    const drawer = await screen.findByRole('dialog', { name: 'Danh sách tập' })
    // The page holding chapter 57: 51 to 64.
    await waitFor(() => expect(within(drawer).getAllByRole('link')).toHaveLength(14))
    const current = within(drawer).getByRole('link', { current: 'page' })
    expect(current.textContent).toContain('57')
    fireEvent.click(within(drawer).getByRole('button', { name: 'Trang trước' }))
    await waitFor(() => expect(within(drawer).getAllByRole('link')).toHaveLength(50))
    fireEvent.click(within(drawer).getByRole('link', { name: /^5 Chương 5$/ }))
    await screen.findByText('Chương 5', { selector: '.reader-head__chapter' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(router.state.location.pathname).toBe(at(5))
  })
})

describe('reader addresses', () => {
  it.each(['abc', '0', '01', '2.5'])(
    'are only chapter numbers: /comic/{slug}/%s is not a reader',
    async (index) => {
      comicApi()
      const { router } = await renderReader(`/vi/comic/kiem-si-may-troi/${index}`)
      expect(router.state.matches.some((match) => match.routeId.includes('chapterIndex'))).toBe(false)
    },
  )

  it('leave /{lang}/comic/{sort}/lists to the view-more list', async () => {
    comicApi()
    const { router } = await renderReader('/vi/comic/all/lists')
    expect(router.state.matches.at(-1)?.routeId).toContain('lists')
  })
})
