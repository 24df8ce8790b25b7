import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { normaliseNovelStyle } from '../../src/features/novel-reader/novel-style.ts'
import { NOVEL_STYLE_KEY } from '../../src/shared/storage-keys.ts'
import {
  type Answer,
  chapter,
  freshStorage,
  notFound,
  novel,
  ok,
  renderReader,
  stubApi,
} from './reader-setup.tsx'

const detailPath = '/posts/detail/novel/bi-an-can-phong-so-7/'
const blocks = {
  blocks: [
    { id: 'a', data: { text: 'Khách sạn Hoa Phượng có mười hai phòng.' } },
    { id: 'b', data: { text: '<p>Vy nhớ mặt <em>tất cả</em> khách.</p><img src="x" onerror="steal()">' } },
  ],
}

function novelApi(answers: Record<string, Answer> = {}) {
  return stubApi((path) => {
    if (path in answers) return answers[path]
    if (path === detailPath) return ok(novel)
    const match = /^\/posts\/chapter\/novel\/slug\/bi-an-can-phong-so-7\/(\d+)$/.exec(path)
    if (match)
      return Number(match[1]) <= 3
        ? ok(chapter(novel, Number(match[1]), blocks))
        : notFound('Chapter not found')
    return undefined
  })
}

const text = () => document.querySelector('.chapter-text') as HTMLElement
/** The settings come with their first opening: the sheet is there once its code is. */
const openFilter = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Bộ lọc' }))
  return screen.findByRole('dialog', { name: 'Cài đặt đọc' })
}
const group = (sheet: HTMLElement, name: string) => within(sheet).getByRole('group', { name })

beforeEach(() => {
  freshStorage()
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  cleanup()
})

describe('the novel reader (spec §2)', () => {
  it("shows the title, 'Chapter {index}: {title}' and the blocks of text, sanitized", async () => {
    novelApi({ [detailPath]: { ...ok(novel), delay: 80 } })
    await renderReader('/en/novel/bi-an-can-phong-so-7/1')
    expect(await screen.findByRole('heading', { level: 1, name: 'Bí ẩn căn phòng số 7' })).toBeTruthy()
    expect(screen.getByText('Chapter 1: Thanh kiếm rơi')).toBeTruthy()
    expect(screen.getByText('Khách sạn Hoa Phượng có mười hai phòng.')).toBeTruthy()
    expect(screen.getByText('tất cả').tagName).toBe('EM')
    // The block's image had no real address and a handler: neither reaches the page.
    expect(text().querySelector('[onerror]')).toBeNull()
    // The bar has the display settings, which comics do not.
    expect(screen.getByRole('button', { name: 'Reading settings' })).toBeTruthy()
  })

  it('shows the loading spinner until the chapter arrives', async () => {
    novelApi({
      '/posts/chapter/novel/slug/bi-an-can-phong-so-7/2': { ...ok(chapter(novel, 2, blocks)), delay: 150 },
    })
    await renderReader('/en/novel/bi-an-can-phong-so-7/2')
    expect(screen.getByRole('status').textContent).toBe('Loading...')
    expect(await screen.findByText('Chapter 2', { selector: '.reader-head__chapter' })).toBeTruthy()
  })

  it("says 'Story information not found.' for an unknown story, from the chapter's answer alone", async () => {
    const api = novelApi({ '/posts/chapter/novel/slug/bi-an-can-phong-so-7/1': notFound('Post not found') })
    await renderReader('/en/novel/bi-an-can-phong-so-7/1')
    expect(await screen.findByText('Story information not found.')).toBeTruthy()
    expect(api.paths).not.toContain(detailPath)
  })

  it.each([
    ['a chapter that does not exist', 9, undefined],
    ['a chapter without content', 2, ok(chapter(novel, 2, { blocks: [] }))],
  ])("says 'Chapter content not found.' for %s", async (_, index, answer) => {
    novelApi(answer ? { [`/posts/chapter/novel/slug/bi-an-can-phong-so-7/${index}`]: answer } : {})
    await renderReader(`/en/novel/bi-an-can-phong-so-7/${index}`)
    expect(await screen.findByText('Chapter content not found.')).toBeTruthy()
  })

  it('shows one HTML string, and page images, as a chapter', async () => {
    novelApi({
      '/posts/chapter/novel/slug/bi-an-can-phong-so-7/1': ok(
        chapter(novel, 1, '<h2>Mở đầu</h2><p>Một đêm mưa.</p>'),
      ),
      '/posts/chapter/novel/slug/bi-an-can-phong-so-7/2': ok(
        chapter(novel, 2, ['/media/novels/1.svg', '/media/novels/2.svg']),
      ),
    })
    await renderReader('/vi/novel/bi-an-can-phong-so-7/1')
    expect(await screen.findByRole('heading', { level: 2, name: 'Mở đầu' })).toBeTruthy()
    cleanup()
    await renderReader('/vi/novel/bi-an-can-phong-so-7/2')
    expect(await screen.findByRole('img', { name: 'Trang 2 / 2' })).toBeTruthy()
  })

  it('says the reading settings change text chapters when the chapter is made of pictures', async () => {
    novelApi({
      '/posts/chapter/novel/slug/bi-an-can-phong-so-7/1': ok(chapter(novel, 1, '<p>Một đêm mưa.</p>')),
      '/posts/chapter/novel/slug/bi-an-can-phong-so-7/2': ok(chapter(novel, 2, ['/media/novels/1.svg'])),
    })
    await renderReader('/vi/novel/bi-an-can-phong-so-7/2')
    await screen.findByRole('img', { name: 'Trang 1 / 1' })
    const pictures = await openFilter()
    expect(within(pictures).getByRole('note').textContent).toMatch(
      /^Các cài đặt này thay đổi chương viết bằng chữ/,
    )
    cleanup()
    await renderReader('/vi/novel/bi-an-can-phong-so-7/1')
    await screen.findByText('Một đêm mưa.')
    expect(within(await openFilter()).queryByRole('note')).toBeNull()
  })
})

describe("the filter sheet ('Bộ lọc')", () => {
  it("keeps the spec's word on its button, with a cog and a description, and is titled 'Cài đặt đọc'", async () => {
    novelApi()
    await renderReader('/vi/novel/bi-an-can-phong-so-7/1')
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    const button = screen.getByRole('button', { name: 'Bộ lọc' })
    expect(button.getAttribute('aria-haspopup')).toBe('dialog')
    const description = document.getElementById(button.getAttribute('aria-describedby') ?? '')
    expect(description?.textContent).toBe('Cài đặt đọc')
    expect(await openFilter()).toBeTruthy()
  })

  it('starts from serif, 18, white on #1a1a1a, with every colour named in Vietnamese', async () => {
    novelApi()
    await renderReader('/vi/novel/bi-an-can-phong-so-7/1')
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    // The serif stack of the reader's styles (its faces are read in the browser test).
    expect(text().style.fontFamily).toBe('var(--font-serif)')
    expect(text().style.fontSize).toBe('18px')
    // How far through the chapter, and the time left at a usual pace until the reader's is learnt.
    expect((await screen.findByText(/^0% · còn \d+ phút$/)).className).toBe('reading-progress')
    expect(text().style.color).toBe('white')
    expect(text().style.background).toContain('rgb(26, 26, 26)')

    const sheet = await openFilter()
    expect(within(group(sheet, 'Phông chữ')).getByRole('radio', { name: 'Có chân (serif)' })).toHaveProperty(
      'checked',
      true,
    )
    expect(within(sheet).getByRole('slider', { name: 'Cỡ chữ' })).toHaveProperty('value', '18')
    const textColours = within(group(sheet, 'Màu chữ')).getAllByRole('radio')
    expect(textColours.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Trắng',
      'Đen',
      'Đỏ',
      'Xanh lá',
      'Xanh dương',
      'Vàng',
      'Xanh lơ',
      'Hồng',
      'Xám',
      'Bạc',
      'Nâu',
      'Xanh lá đậm',
      'Ô liu',
      'Tím',
      'Xanh mòng két',
      'Cam',
      'Đen nhạt',
      'Xám nhạt',
      'Nâu sepia',
      'Nâu sẫm',
    ])
    expect(within(group(sheet, 'Màu chữ')).getByRole('radio', { name: 'Trắng' })).toHaveProperty(
      'checked',
      true,
    )
    expect(within(group(sheet, 'Màu nền')).getByRole('radio', { name: 'Đen nhạt' })).toHaveProperty(
      'checked',
      true,
    )
    // The spec's default colours are the dark theme.
    expect(within(group(sheet, 'Giao diện')).getByRole('radio', { name: 'Tối' })).toHaveProperty(
      'checked',
      true,
    )
  })

  it('offers the themes, margins and paragraph spacing readers know, applied with Áp dụng and kept', async () => {
    novelApi()
    await renderReader('/vi/novel/bi-an-can-phong-so-7/1')
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    const sheet = await openFilter()
    fireEvent.click(within(group(sheet, 'Giao diện')).getByRole('radio', { name: 'Sepia' }))
    // A theme is its two colours, which the colour choices then show.
    expect(within(group(sheet, 'Màu nền')).getByRole('radio', { name: 'Nâu sepia' })).toHaveProperty(
      'checked',
      true,
    )
    expect(within(group(sheet, 'Màu chữ')).getByRole('radio', { name: 'Nâu sẫm' })).toHaveProperty(
      'checked',
      true,
    )
    fireEvent.change(within(sheet).getByRole('slider', { name: 'Lề' }), { target: { value: '40' } })
    fireEvent.change(within(sheet).getByRole('slider', { name: 'Khoảng cách đoạn' }), {
      target: { value: '1.5' },
    })
    fireEvent.click(within(sheet).getByRole('button', { name: 'Áp dụng' }))
    await waitFor(() => expect(text().style.background).toContain('rgb(244, 236, 216)'))
    expect(text().style.color).toBe('rgb(91, 70, 54)')
    expect(text().style.paddingInline).toBe('40px')
    expect(text().style.getPropertyValue('--paragraph-spacing')).toBe('1.5em')
    expect(JSON.parse(localStorage.getItem('novelStyle') ?? '{}')).toMatchObject({
      color: '#5b4636',
      background: '#f4ecd8',
      margin: 40,
      paragraphSpacing: 1.5,
    })
    // Colours of no theme: no theme is chosen.
    const again = await openFilter()
    fireEvent.click(within(group(again, 'Màu chữ')).getByRole('radio', { name: 'Đỏ' }))
    expect(within(group(again, 'Giao diện')).queryByRole('radio', { checked: true })).toBeNull()
  })

  it("changes nothing before 'Áp dụng', and throws the draft away on closing", async () => {
    novelApi()
    await renderReader('/vi/novel/bi-an-can-phong-so-7/1')
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    let sheet = await openFilter()
    fireEvent.click(within(group(sheet, 'Phông chữ')).getByRole('radio', { name: 'Không chân (sans-serif)' }))
    fireEvent.change(within(sheet).getByRole('slider', { name: 'Cỡ chữ' }), { target: { value: '24' } })
    expect(text().style.fontSize).toBe('18px')
    fireEvent.click(within(sheet).getByRole('button', { name: 'Đóng' }))
    expect(text().style.fontSize).toBe('18px')
    sheet = await openFilter()
    expect(within(sheet).getByRole('slider', { name: 'Cỡ chữ' })).toHaveProperty('value', '18')
    expect(within(group(sheet, 'Phông chữ')).getByRole('radio', { name: 'Có chân (serif)' })).toHaveProperty(
      'checked',
      true,
    )
  })

  it("applies with 'Áp dụng' and keeps the settings for the next session", async () => {
    novelApi()
    await renderReader('/vi/novel/bi-an-can-phong-so-7/1')
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    const sheet = await openFilter()
    fireEvent.change(within(sheet).getByRole('slider', { name: 'Cỡ chữ' }), { target: { value: '24' } })
    fireEvent.click(within(group(sheet, 'Màu chữ')).getByRole('radio', { name: 'Đen' }))
    fireEvent.click(within(group(sheet, 'Màu nền')).getByRole('radio', { name: 'Vàng' }))
    fireEvent.click(within(group(sheet, 'Căn lề')).getByRole('radio', { name: 'Căn đều' }))
    fireEvent.click(within(sheet).getByRole('button', { name: 'Áp dụng' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(text().style.fontSize).toBe('24px'))
    expect(text().style.color).toBe('black')
    expect(text().style.background).toBe('yellow')
    expect(text().style.textAlign).toBe('justify')
    cleanup()

    // A new session (a fresh store) reads what was kept.
    await renderReader('/vi/novel/bi-an-can-phong-so-7/2')
    await screen.findByText('Chương 2', { selector: '.reader-head__chapter' })
    expect(text().style.fontSize).toBe('24px')
    expect(text().style.background).toBe('yellow')
  })

  it('keeps the font size between 12 and 100, whatever is set or stored', async () => {
    expect(normaliseNovelStyle({ fontSize: 5 }).fontSize).toBe(12)
    expect(normaliseNovelStyle({ fontSize: 500 }).fontSize).toBe(100)
    expect(normaliseNovelStyle({ fontSize: 'big', color: 'transparent' })).toMatchObject({
      fontSize: 18,
      color: 'white',
    })

    localStorage.setItem(NOVEL_STYLE_KEY, JSON.stringify({ fontSize: 250, fontFamily: 'monospace' }))
    novelApi()
    await renderReader('/vi/novel/bi-an-can-phong-so-7/1')
    await screen.findByText('Chương 1: Thanh kiếm rơi')
    expect(text().style.fontSize).toBe('100px')
    expect(text().style.fontFamily).toBe('var(--font-monospace)')
    const slider = within(await openFilter()).getByRole('slider', { name: 'Cỡ chữ' })
    expect([slider.getAttribute('min'), slider.getAttribute('max')]).toEqual(['12', '100'])
  })
})
