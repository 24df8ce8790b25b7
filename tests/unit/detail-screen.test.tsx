import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COVER_SHOWN } from '../../src/contract/image-sizes.ts'
import { flushPositions, savePosition } from '../../src/entities/reading/positions.ts'
import { type Answer, chapterPage, detail, ok, renderDetail, stubApi } from './detail-setup.tsx'

const comicPath = '/vi/comic/kiem-si-may-troi'

/** The comic's API: its detail (with `overrides`) and its first chapter page. */
function comicApi(overrides: Record<string, unknown> = {}, extra?: (path: string) => Answer | undefined) {
  return stubApi((path) => {
    if (path === '/posts/detail/comic/kiem-si-may-troi/') return ok(detail(overrides))
    if (path === '/posts/listchapter/comic/13/paged/1/') return chapterPage(1, 50, true, 1)
    if (path.startsWith('/posts/action/views/')) return ok({ views: 1 })
    return extra?.(path)
  })
}

const featured = () => screen.getByRole('region', { name: 'Kiếm sĩ mây trời' })
const info = () => screen.getByRole('region', { name: 'Thông tin' })
/** The value shown beside a label in a list of facts. */
const fact = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  cleanup()
})

describe('the featured block (spec §2)', () => {
  it('shows the cover, title, tags, chapter count, likes and the rating out of 10 to 1 decimal', async () => {
    comicApi()
    await renderDetail(comicPath)
    expect(screen.getByRole('heading', { level: 1, name: 'Kiếm sĩ mây trời' })).toBeTruthy()
    const cover = within(featured()).getByRole('img', { name: 'Kiếm sĩ mây trời' })
    // The page's largest picture: asked for first, at the width it is shown.
    expect(cover.getAttribute('fetchpriority')).toBe('high')
    expect(cover.getAttribute('sizes')).toBe(COVER_SHOWN.featured)
    const tags = within(featured()).getByRole('list', { name: 'Thẻ' })
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Hành động', 'Phiêu lưu'])
    expect(fact(featured(), 'Số chương').textContent).toBe('64')
    expect(fact(featured(), 'Lượt thích').textContent).toBe('46')
    expect(fact(featured(), 'Đánh giá').textContent).toBe('8,7/10')
    expect(document.title).toBe('Kiếm sĩ mây trời · Mọt')
  })

  it("links 'Đọc truyện' to the first chapter's reader and 'Chương mới' to the last", async () => {
    comicApi()
    await renderDetail(comicPath)
    const read = within(featured()).getByRole('link', { name: 'Đọc truyện' })
    expect(read.getAttribute('href')).toBe('/vi/comic/kiem-si-may-troi/1')
    // Nothing read yet: starting is the main action.
    expect(read.className).toBe('button')
    const latest = within(featured()).getByRole('link', { name: 'Chương mới' })
    expect(latest.getAttribute('href')).toBe('/vi/comic/kiem-si-may-troi/64')
  })

  it('offers to continue at the chapter last read', async () => {
    savePosition(13, 7, { page: 3 })
    flushPositions()
    comicApi()
    await renderDetail(comicPath)
    const resume = within(featured()).getByRole('link', { name: 'Đọc tiếp chương 7' })
    expect(resume.getAttribute('href')).toBe('/vi/comic/kiem-si-may-troi/7')
    // One main action: going on; starting over and the newest chapter step back.
    expect(resume.className).toBe('button')
    expect(within(featured()).getByRole('link', { name: 'Đọc truyện' }).className).toContain(
      'button--secondary',
    )
    expect(within(featured()).getByRole('link', { name: 'Chương mới' }).className).toContain(
      'button--secondary',
    )
  })

  it("shows only 'Chương mới' when there is a last chapter but no first", async () => {
    comicApi({ first_chapter: null })
    await renderDetail(comicPath)
    expect(within(featured()).queryByRole('link', { name: 'Đọc truyện' })).toBeNull()
    expect(within(featured()).getByRole('link', { name: 'Chương mới' })).toBeTruthy()
  })

  it("shows 'Đang phát hành' when there is neither a first nor a last chapter", async () => {
    comicApi({ first_chapter: null, last_chapter: null, episode_total: 0 })
    await renderDetail(comicPath)
    expect(within(featured()).getByRole('button', { name: 'Đang phát hành' })).toHaveProperty(
      'disabled',
      true,
    )
    expect(within(featured()).queryByRole('link', { name: /Đọc truyện|Chương mới/ })).toBeNull()
    expect(within(featured()).queryByText('Đang tải...')).toBeNull()
  })

  it("a novel's buttons open the novel reader", async () => {
    stubApi((path) =>
      path === '/posts/detail/novel/kiem-khach/'
        ? ok(detail({ id: 27, slug: 'kiem-khach', title: 'Kiếm khách', posttype: 'novel', episode_total: 1 }))
        : undefined,
    )
    await renderDetail('/vi/novel/kiem-khach')
    const read = screen.getByRole('link', { name: 'Đọc truyện' })
    expect(read.getAttribute('href')).toBe('/vi/novel/kiem-khach/1')
  })
})

describe('the info block (spec §2)', () => {
  it('shows the release date, categories linking to their pages, and the author, not a film’s credits', async () => {
    comicApi()
    await renderDetail(comicPath)
    expect(fact(info(), 'Ngày phát hành').textContent).toBe('2019')
    const categories = within(fact(info(), 'Thể loại')).getAllByRole('link')
    expect(categories.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Hành động', '/vi/comic/category/hanh-dong'],
      ['Phiêu lưu', '/vi/comic/category/phieu-luu'],
    ])
    expect(fact(info(), 'Tác giả').textContent).toBe('Nguyễn Hải Đăng')
    expect(within(info()).queryByText('Đạo diễn', { selector: 'dt' })).toBeNull()
    expect(within(info()).queryByText('Diễn viên', { selector: 'dt' })).toBeNull()
  })

  it("shows what the comic's own metadata says: series, publisher, languages by name, age rating, characters, web page", async () => {
    comicApi({
      facts: {
        series: 'Kiếm sĩ',
        series_position: '2',
        publisher: 'NXB Kim Đồng',
        languages: ['ja', 'vi'],
        age_rating: 'Teen',
        web: 'https://example.com/kiem-si',
        characters: ['Lam', 'Mây'],
        subjects: [],
      },
    })
    await renderDetail(comicPath)
    // Their words load on their own, after the other facts.
    await within(info()).findByText('Bộ', { selector: 'dt' }, { timeout: 5000 })
    expect(fact(info(), 'Bộ').textContent).toBe('Kiếm sĩ #2')
    expect(fact(info(), 'Nhà xuất bản').textContent).toBe('NXB Kim Đồng')
    expect(fact(info(), 'Ngôn ngữ').textContent).toBe('Tiếng Nhật, Tiếng Việt')
    expect(fact(info(), 'Độ tuổi').textContent).toBe('Teen')
    expect(fact(info(), 'Nhân vật').textContent).toBe('Lam, Mây')
    const web = within(fact(info(), 'Trang web')).getByRole('link')
    expect([web.textContent, web.getAttribute('href'), web.getAttribute('rel')]).toEqual([
      'example.com',
      'https://example.com/kiem-si',
      'noopener noreferrer nofollow ugc',
    ])
    // A fact the metadata does not give has no line.
    expect(within(info()).queryByText('Chủ đề', { selector: 'dt' })).toBeNull()
  })

  it('marks a comic rated 16+ with a badge said in words, in place of what its metadata called it', async () => {
    comicApi({ age_rating: 16, facts: { age_rating: 'Teen', languages: [], characters: [], subjects: [] } })
    await renderDetail(comicPath)
    await within(info()).findByText('Độ tuổi', { selector: 'dt' }, { timeout: 5000 })
    const rating = fact(info(), 'Độ tuổi')
    expect(rating.querySelector('.detail-rating')?.textContent).toBe('16+')
    expect(rating.querySelector('.detail-rating')?.getAttribute('aria-hidden')).toBe('true')
    expect(within(rating).getByText('Dành cho người từ 16 tuổi trở lên')).toBeTruthy()
    expect(within(info()).getAllByText('Độ tuổi', { selector: 'dt' })).toHaveLength(1)
  })

  it('shows no rating for a post for all ages', async () => {
    comicApi({ age_rating: 0 })
    await renderDetail(comicPath)
    await within(info()).findByText('Tác giả', { selector: 'dt' })
    expect(within(info()).queryByText('Độ tuổi', { selector: 'dt' })).toBeNull()
  })

  it("says 'N/A' for a comic without an author", async () => {
    comicApi({ author: null })
    await renderDetail(comicPath)
    expect(fact(info(), 'Tác giả').textContent).toBe('N/A')
  })

  it("offers 'Xem thêm' only when the description is longer than 3 lines, and 'Thu gọn' folds it back", async () => {
    // jsdom lays nothing out: a clamped paragraph says how tall its text is, and how tall it shows.
    const tall = (text: string | null) => ((text ?? '').length > 100 ? 120 : 60)
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return tall(this.textContent)
    })
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('is-clamped') ? 72 : tall(this.textContent)
    })
    comicApi({ description: 'Một câu chuyện rất dài. '.repeat(10) })
    await renderDetail(comicPath)
    const more = within(info()).getByRole('button', { name: 'Xem thêm' })
    const text = document.getElementById(more.getAttribute('aria-controls') ?? '')
    expect(text?.classList.contains('is-clamped')).toBe(true)
    expect(more.getAttribute('aria-expanded')).toBe('false')

    fireEvent.click(more)
    const less = within(info()).getByRole('button', { name: 'Thu gọn' })
    expect(less.getAttribute('aria-expanded')).toBe('true')
    expect(text?.classList.contains('is-clamped')).toBe(false)
    fireEvent.click(less)
    expect(within(info()).getByRole('button', { name: 'Xem thêm' })).toBeTruthy()
    expect(text?.classList.contains('is-clamped')).toBe(true)
  })

  it('shows a short description whole, with no toggle', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(48)
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(48)
    comicApi()
    await renderDetail(comicPath)
    expect(within(info()).getByText(/Cậu bé chăn trâu Lam/)).toBeTruthy()
    expect(within(info()).queryByRole('button', { name: /Xem thêm|Thu gọn/ })).toBeNull()
  })
})

describe('related posts (spec §2)', () => {
  it("shows the server's label, the cards, and a view-more link to the list of the post's first category", async () => {
    comicApi()
    await renderDetail(comicPath)
    const related = screen.getByRole('region', { name: 'Có thể bạn sẽ thích' })
    const cardLink = within(related).getByRole('link', { name: 'Robot bán bánh mì' })
    expect(cardLink.getAttribute('href')).toBe('/vi/comic/robot-ban-banh-mi')
    const more = within(related).getByRole('link', { name: 'Xem thêm' })
    const target = new URL(more.getAttribute('href') ?? '', 'http://localhost')
    expect(target.pathname).toBe('/vi/list')
    expect(Object.fromEntries(target.searchParams)).toEqual({
      api: '/posts/lists/comic/',
      category: 'hanh-dong',
    })
  })

  it("says 'Không có danh sách nào' and 'Danh sách này hiện không có nội dung.' when there are none", async () => {
    comicApi({ related_post: { label: 'Có thể bạn sẽ thích', button: null, items: [] } })
    await renderDetail(comicPath)
    const related = screen.getByRole('region', { name: 'Không có danh sách nào' })
    expect(within(related).getByText('Danh sách này hiện không có nội dung.')).toBeTruthy()
    expect(within(related).queryByRole('link')).toBeNull()
  })
})

describe('not found (spec §2, §8)', () => {
  it.each([
    ['comic', 'Không tìm thấy truyện'],
    ['novel', 'Không tìm thấy truyện'],
    ['game', 'Không tìm thấy game'],
    ['movie', 'Không tìm thấy phim'],
  ])("an unknown %s slug says '%s'", async (posttype, text) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const api = stubApi(() => undefined)
    await renderDetail(`/vi/${posttype}/khong-co`)
    await waitFor(() => expect(screen.getByRole('heading', { name: text })).toBeTruthy())
    expect(api.calls.map((call) => call.path)).toEqual([`/posts/detail/${posttype}/khong-co/`])
    // The same 404 page as an unknown address: its code, a search and the home.
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Tìm kiếm' }).getAttribute('href')).toBe('/vi/search')
    expect(screen.getByRole('link', { name: 'Quay lại trang chủ' }).getAttribute('href')).toBe('/vi')
    expect(document.title).toBe(`${text} · Mọt`)
  })
})

describe('how a post was rated (issue 49)', () => {
  it('shows the mean, the count and a row a number of stars, 10 first, read by their stars', async () => {
    comicApi({}, (path) => {
      if (path === '/posts/ratings/comic/13/')
        return ok({ counts: [1, 0, 0, 0, 0, 0, 0, 2, 5, 12], rating_count: 20, rating_avg: 9.05 })
      if (path.startsWith('/posts/reviews/comic/13/')) return ok([], { is_next: false, paged: 1, page: 1 })
      return undefined
    })
    await renderDetail(comicPath)
    const table = await screen.findByRole('table', { name: 'Số lượt đánh giá theo số sao' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${10 - i}★${10 - i} sao`),
    )
    expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual([
      '12',
      '5',
      '2',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '1',
    ])
    // The largest count's bar is the whole width; the others in proportion.
    const bar = (row: HTMLElement) => (row.querySelector('.rating-bars__bar') as HTMLElement).style.inlineSize
    expect(bar(rows[0]!)).toBe('100%')
    expect(Number.parseFloat(bar(rows[1]!))).toBeCloseTo((5 / 12) * 100, 2)
    expect(screen.getByText('9,1/10')).toBeTruthy()
    expect(screen.getByText('20 lượt đánh giá')).toBeTruthy()
  })

  it('shows nothing of it before anyone rates', async () => {
    const { calls } = comicApi({}, (path) => {
      if (path === '/posts/ratings/comic/13/')
        return ok({ counts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], rating_count: 0, rating_avg: 0 })
      if (path.startsWith('/posts/reviews/comic/13/')) return ok([], { is_next: false, paged: 1, page: 1 })
      return undefined
    })
    await renderDetail(comicPath)
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/posts/ratings/comic/13/'))
    await screen.findByText('Chưa có nhận xét nào.')
    expect(screen.queryByRole('table')).toBeNull()
  })
})
