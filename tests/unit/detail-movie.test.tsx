import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { recordView } from '../../src/entities/library/library-changes.ts'
import { getLibrary, updateLibrary } from '../../src/entities/library/library-store.ts'
import { markRead, reloadReadMarks } from '../../src/entities/reading/read-marks.ts'
import { filmResumeKey, saveResumePosition } from '../../src/features/player/resume-store.ts'
import { detail, ok, renderDetail, stubApi } from './detail-setup.tsx'

// This browser can keep films offline, as Chromium can: the download button shows where it may.
vi.mock('../../src/features/downloads/films/use-film-support.ts', () => ({
  useFilmStorageSupport: () => true,
}))

const episodes = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: 200 + i,
    index: i + 1,
    novel_index: null,
    title: `Tập ${i + 1}`,
  }))

const film = (overrides: Record<string, unknown>) =>
  detail({
    id: 1,
    slug: 'tinh-yeu-o-da-lat',
    title: 'Tình yêu ở Đà Lạt',
    posttype: 'movie',
    episode_total: 3,
    has_video: true,
    first_chapter: { index: 1, title: 'Tập 1' },
    last_chapter: { index: 3, title: 'Tập 3' },
    directors: [{ id: 1, title: 'Trần Thu Hà', slug: 'tran-thu-ha' }],
    ...overrides,
  })

/** The film as the history keeps it. */
const filmCard = { ...film({}), posttype: 'movie' as const }

const episode = (index: number, source: unknown[]) => ({
  id: 200 + index,
  index,
  novel_index: null,
  title: `Tập ${index}`,
  source,
  content: null,
  comic: { id: 1, slug: 'tinh-yeu-o-da-lat', title: 'Tình yêu ở Đà Lạt', posttype: 'movie' },
  chapter_total: 3,
  prev_index: index > 1 ? index - 1 : null,
  next_index: index < 3 ? index + 1 : null,
})
const hls = (name: string) => [
  { link: `/media/films/${name}/master.m3u8`, type: 'hls', label: 'HLS' },
  { link: `/media/films/${name}/manifest.mpd`, type: 'dash', label: 'DASH' },
]

function filmApi(overrides: Record<string, unknown> = {}) {
  const data = film(overrides)
  return stubApi((path) => {
    if (path === `/posts/detail/movie/${data.slug}/`) return ok(data)
    if (path === '/posts/listchapter/movie/1/paged/1/') {
      return ok(episodes(Number(data.episode_total)), { is_next: false, paged: 1, page: 1 })
    }
    const match = /^\/posts\/chapter\/movie\/1\/(\d+)$/.exec(path)
    if (match) return ok(episode(Number(match[1]), data.has_video ? hls(`clip-${match[1]}`) : []))
    return undefined
  })
}

const stage = () => screen.getByRole('region', { name: 'Trình phát' })
const episodeList = () => screen.getByRole('region', { name: 'Tập :' })
const chip = (n: number) => within(episodeList()).getByRole('link', { name: String(n) })
const player = () => stage().querySelector('video')
/** The episode on stage: the player is there and names the episode under it. */
const playing = (title: string) => {
  expect(player()).toBeTruthy()
  expect(stage().querySelector('.movie-stage__caption')?.textContent).toBe(title)
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  // jsdom has no media playback: what the player does with the stream is its own tests' business.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  cleanup()
  localStorage.clear()
  reloadReadMarks()
  updateLibrary(() => ({ viewedHistory: [], savedPosts: [], likedPosts: [] }))
})

describe('a film (spec §2)', () => {
  it('names its director and links each actor to their page', async () => {
    filmApi({
      actors: [
        { id: 2, title: 'Lý Bảo Ngọc', slug: 'ly-bao-ngoc' },
        { id: 3, title: 'Đỗ Gia Huy', slug: 'do-gia-huy' },
      ],
    })
    await renderDetail('/vi/movie/tinh-yeu-o-da-lat')
    const info = await screen.findByRole('region', { name: 'Thông tin' })
    const fact = (label: string) => within(info).getByText(label, { selector: 'dt' }).nextElementSibling!
    await waitFor(() => expect(fact('Đạo diễn').textContent).toBe('Trần Thu Hà'))
    const actors = within(fact('Diễn viên') as HTMLElement).getAllByRole('link')
    expect(actors.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Lý Bảo Ngọc', '/vi/actor/ly-bao-ngoc'],
      ['Đỗ Gia Huy', '/vi/actor/do-gia-huy'],
    ])
    // A film has no author line.
    expect(within(info).queryByText('Tác giả', { selector: 'dt' })).toBeNull()
  })

  it("says 'Không có video' on the banner when no episode has a source", async () => {
    filmApi({ slug: 'mat-bao', title: 'Mắt bão', has_video: false })
    await renderDetail('/vi/movie/mat-bao')
    expect(within(stage()).getByText('Không có video')).toBeTruthy()
    expect(within(stage()).queryByRole('button')).toBeNull()
  })

  it('plays the first episode inline in place of the banner', async () => {
    const api = filmApi()
    await renderDetail('/vi/movie/tinh-yeu-o-da-lat')
    await waitFor(() => expect(chip(1).getAttribute('aria-current')).toBe('true'))
    expect(
      within(screen.getByRole('region', { name: 'Tình yêu ở Đà Lạt' }))
        .getByRole('link', { name: 'Xem phim' })
        .getAttribute('href'),
    ).toBe('/vi/movie/tinh-yeu-o-da-lat?ep=1')
    // A film's words: it is watched, its newest part is an episode, and rated as a film.
    expect(
      within(screen.getByRole('region', { name: 'Tình yêu ở Đà Lạt' })).getByRole('link', {
        name: 'Tập mới',
      }),
    ).toBeTruthy()
    fireEvent.click(within(stage()).getByRole('button', { name: /Phát/ }))
    await waitFor(() => playing('Tập 1'))
    // The banner made way for the player.
    expect(stage().querySelector('.movie-banner')).toBeNull()
    expect(api.calls.map((call) => call.path)).toContain('/posts/chapter/movie/1/1')
  })

  it("goes on with the episode left part-way: 'Xem tiếp tập N' with its progress, and Play plays it", async () => {
    recordView(filmCard, 2)
    saveResumePosition(filmResumeKey(1, 2), 600, 2400)
    filmApi()
    await renderDetail('/vi/movie/tinh-yeu-o-da-lat')
    const featured = screen.getByRole('region', { name: 'Tình yêu ở Đà Lạt' })
    const resume = await within(featured).findByRole('link', { name: 'Xem tiếp tập 2, đang xem, 25%' })
    expect(resume.getAttribute('href')).toBe('/vi/movie/tinh-yeu-o-da-lat?ep=2')
    expect(resume.className).toBe('button')
    expect(within(featured).getByRole('link', { name: 'Xem phim' }).className).toContain('button--secondary')
    fireEvent.click(within(stage()).getByRole('button', { name: /Phát/ }))
    await waitFor(() => playing('Tập 2'))
  })

  it('goes on with the next episode once one was watched, and offers the start once all were', async () => {
    recordView(filmCard, 1)
    markRead(1, 1, 1)
    filmApi()
    await renderDetail('/vi/movie/tinh-yeu-o-da-lat')
    const featured = screen.getByRole('region', { name: 'Tình yêu ở Đà Lạt' })
    const next = await within(featured).findByRole('link', { name: 'Xem tiếp tập 2' })
    expect(next.getAttribute('href')).toBe('/vi/movie/tinh-yeu-o-da-lat?ep=2')
    cleanup()

    recordView(filmCard, 3)
    markRead(1, 2, 3)
    filmApi()
    await renderDetail('/vi/movie/tinh-yeu-o-da-lat')
    const watch = within(screen.getByRole('region', { name: 'Tình yêu ở Đà Lạt' })).getByRole('link', {
      name: 'Xem phim',
    })
    expect(watch.className).toBe('button')
    expect(screen.queryByRole('link', { name: /Xem tiếp tập/ })).toBeNull()
  })

  it('shows how far an episode left part-way was watched, in its name', async () => {
    saveResumePosition(filmResumeKey(1, 2), 600, 2400)
    filmApi()
    await renderDetail('/vi/movie/tinh-yeu-o-da-lat')
    await waitFor(() =>
      expect(within(episodeList()).getByRole('link', { name: '2, đang xem, 25%' })).toBeTruthy(),
    )
    expect(chip(3)).toBeTruthy()
  })

  it('an episode picked from the list goes into the address and plays', async () => {
    const api = filmApi()
    const { router } = await renderDetail('/vi/movie/tinh-yeu-o-da-lat')
    await waitFor(() => expect(chip(3)).toBeTruthy())
    expect(chip(3).getAttribute('href')).toBe('/vi/movie/tinh-yeu-o-da-lat?ep=3')
    fireEvent.click(chip(3))
    await waitFor(() => playing('Tập 3'))
    expect(router.state.location.search).toEqual({ ep: 3 })
    expect(chip(3).getAttribute('aria-current')).toBe('true')
    expect(chip(1).getAttribute('aria-current')).toBeNull()
    expect(api.calls.map((call) => call.path)).toContain('/posts/chapter/movie/1/3')
    // The history keeps the episode played; played to its end, the list names it watched.
    expect(getLibrary().viewedHistory[0]?.chapter).toBe(3)
    fireEvent.ended(player()!)
    await waitFor(() =>
      expect(
        within(episodeList()).getByRole('link', { name: '3, đã xem' }).getAttribute('aria-current'),
      ).toBe('true'),
    )
  })

  it('keeps the episode of the address after a reload, and ignores one that is not a number', async () => {
    filmApi()
    await renderDetail('/vi/movie/tinh-yeu-o-da-lat?ep=2')
    await waitFor(() => expect(chip(2).getAttribute('aria-current')).toBe('true'))
    fireEvent.click(within(stage()).getByRole('button', { name: /Phát/ }))
    await waitFor(() => playing('Tập 2'))
    cleanup()

    filmApi()
    await renderDetail('/vi/movie/tinh-yeu-o-da-lat?ep=abc')
    // No episode in the address: the one the viewer goes on with (2, played above), not the first.
    await waitFor(() => expect(chip(2).getAttribute('aria-current')).toBe('true'))
  })

  it("says 'Không có video' when the chosen episode has no source", async () => {
    const api = stubApi((path) => {
      if (path === '/posts/detail/movie/tinh-yeu-o-da-lat/') return ok(film({}))
      if (path === '/posts/listchapter/movie/1/paged/1/')
        return ok(episodes(3), { is_next: false, paged: 1, page: 1 })
      if (path === '/posts/chapter/movie/1/1') return ok(episode(1, []))
      return undefined
    })
    await renderDetail('/vi/movie/tinh-yeu-o-da-lat')
    fireEvent.click(within(stage()).getByRole('button', { name: /Phát/ }))
    await waitFor(() => expect(within(stage()).getByText('Không có video')).toBeTruthy())
    expect(player()).toBeNull()
    expect(api.calls.map((call) => call.path)).toContain('/posts/chapter/movie/1/1')
  })

  it("says 'Đang xử lý' when the chosen episode is still being packaged", async () => {
    stubApi((path) => {
      if (path === '/posts/detail/movie/tinh-yeu-o-da-lat/') return ok(film({}))
      if (path === '/posts/listchapter/movie/1/paged/1/')
        return ok(episodes(3), { is_next: false, paged: 1, page: 1 })
      if (path === '/posts/chapter/movie/1/1') return ok({ ...episode(1, []), processing: true })
      return undefined
    })
    await renderDetail('/vi/movie/tinh-yeu-o-da-lat')
    fireEvent.click(within(stage()).getByRole('button', { name: /Phát/ }))
    await waitFor(() => expect(within(stage()).getByText(/^Đang xử lý/)).toBeTruthy())
    expect(player()).toBeNull()
  })

  it('offers a streamed episode for offline viewing, not one that plays a single MP4 file', async () => {
    const mp4 = [{ link: '/media/library/films/x/abc/video.mp4', type: 'mp4', label: 'MP4' }]
    stubApi((path) => {
      if (path === '/posts/detail/movie/tinh-yeu-o-da-lat/') return ok(film({}))
      if (path === '/posts/listchapter/movie/1/paged/1/')
        return ok(episodes(3), { is_next: false, paged: 1, page: 1 })
      if (path === '/posts/chapter/movie/1/1') return ok(episode(1, hls('clip-1')))
      if (path === '/posts/chapter/movie/1/2') return ok(episode(2, mp4))
      return undefined
    })
    await renderDetail('/vi/movie/tinh-yeu-o-da-lat')
    // Offered before Play: an episode can be kept for later without starting it.
    await waitFor(() =>
      expect(within(stage()).getByRole('button', { name: /Tải xuống để xem ngoại tuyến/ })).toBeTruthy(),
    )
    expect(player()).toBeNull()
    fireEvent.click(within(stage()).getByRole('button', { name: /Phát/ }))
    await waitFor(() => expect(player()).toBeTruthy())
    expect(screen.getAllByRole('button', { name: /Tải xuống để xem ngoại tuyến/ })).toHaveLength(1)
    fireEvent.click(chip(2))
    await waitFor(() => expect(player()).toBeTruthy())
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Tải xuống để xem ngoại tuyến/ })).toBeNull(),
    )
  })

  it('shows no episode list for a single episode', async () => {
    filmApi({ episode_total: 1, last_chapter: { index: 1, title: 'Trọn bộ' } })
    await renderDetail('/vi/movie/tinh-yeu-o-da-lat')
    expect(screen.getByRole('heading', { level: 1, name: 'Tình yêu ở Đà Lạt' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Tập :' })).toBeNull()
    expect(within(stage()).getByRole('button', { name: /Phát/ })).toBeTruthy()
  })
})

describe('a game (spec §2)', () => {
  it("opens the game's address in a new tab, and has no chapters", async () => {
    stubApi((path) =>
      path === '/posts/detail/game/o-an-quan/'
        ? ok(
            detail({
              id: 38,
              slug: 'o-an-quan',
              title: 'Ô ăn quan',
              posttype: 'game',
              episode_total: 0,
              first_chapter: null,
              last_chapter: null,
              play_url: 'https://games.example.com/play/o-an-quan',
            }),
          )
        : undefined,
    )
    await renderDetail('/vi/game/o-an-quan')
    const featured = screen.getByRole('region', { name: 'Ô ăn quan' })
    const play = within(featured).getByRole('link', { name: /Chơi ngay/ })
    expect(play.getAttribute('href')).toBe('https://games.example.com/play/o-an-quan')
    expect(play.getAttribute('target')).toBe('_blank')
    expect(play.getAttribute('rel')).toContain('noopener')
    expect(within(featured).queryByText('Số chương')).toBeNull()
    expect(within(featured).queryByRole('button', { name: 'Đang phát hành' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Tập :' })).toBeNull()
  })
})
