import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { resumePosition, saveResumePosition } from '../../src/features/player/resume-store.ts'
import { stopAllMedia } from '../../src/shared/media/stop-media.ts'
import { installAll, setMedia, shakaWorld } from './player-fake-shaka.ts'
import { endFilm, renderPlayer, rerenderPage, setUpPlayerTests, startedFilm } from './player-setup.tsx'

vi.mock('shaka-player/dist/shaka-player.compiled-es2021.js', async () => ({
  default: (await import('./player-fake-shaka.ts')).fakeShaka,
}))

const dash = '/media/films/aurora/manifest.mpd'
const hls = '/media/films/aurora/master.m3u8'
const player = () => screen.getByRole('group', { name: 'Trình phát video: Aurora' })
const video = () => player().querySelector('video') as HTMLVideoElement
/** The player that is still in use (StrictMode mounts twice; the first one is thrown away). */
const shakaPlayer = () => shakaWorld.players.filter((each) => !each.destroyed).at(-1)!

setUpPlayerTests()

describe('the film player', () => {
  it('streams the HLS rendition with shaka (polyfills installed) and starts playing', async () => {
    await startedFilm()
    expect(installAll).toHaveBeenCalled()
    expect(shakaPlayer().video).toBe(video())
    expect(shakaPlayer().loads).toEqual([{ uri: hls, startTime: null, mimeType: 'application/x-mpegurl' }])
    expect(video().paused).toBe(false)
    expect(video().hasAttribute('controls')).toBe(false)
    expect(screen.queryByRole('alert')).toBeNull()
    // The Play button that opened it is gone: the player holds the focus, so its keys work at once.
    expect(document.activeElement).toBe(player())
  })

  it('falls back to DASH when HLS fails, and logs why (as information: the film plays)', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => {})
    shakaWorld.failing.add(hls)
    await startedFilm()
    expect(shakaPlayer().loads.map((load) => load.uri)).toEqual([hls, dash])
    expect(shakaPlayer().loads[1]?.mimeType).toBe('application/dash+xml')
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/master.m3u8 \(shaka error 1001\)$/),
      expect.objectContaining({ code: 1001 }),
    )
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("says 'Không thể phát video này.' when no stream plays, logs shaka's error and can try again", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    shakaWorld.failing.add(dash).add(hls)
    await renderPlayer()
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Không thể phát video này.')).toBeTruthy()
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ code: 1001 }))
    expect(screen.queryByRole('button', { name: 'Tạm dừng' })).toBeNull()

    shakaWorld.failing.clear()
    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tạm dừng' })).toBeTruthy())
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says so too when the stream breaks while playing, but not for a hiccup shaka recovers from', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await startedFilm()
    act(() => shakaPlayer().fail(1))
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => shakaPlayer().fail(2))
    expect(within(screen.getByRole('alert')).getByText('Không thể phát video này.')).toBeTruthy()
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ code: 1002 }))
  })

  it('plays and pauses with its button, a click on the picture, space and k', async () => {
    await startedFilm()
    fireEvent.click(screen.getByRole('button', { name: 'Tạm dừng' }))
    expect(video().paused).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Phát' }))
    expect(video().paused).toBe(false)
    fireEvent.click(video())
    expect(video().paused).toBe(true)
    fireEvent.keyDown(player(), { key: ' ' })
    expect(video().paused).toBe(false)
    fireEvent.keyDown(screen.getByRole('button', { name: 'Tạm dừng' }), { key: 'k' })
    expect(video().paused).toBe(true)
  })

  it('seeks 5 seconds with the arrows, and changes the volume and mutes from the keyboard', async () => {
    await startedFilm()
    fireEvent.keyDown(player(), { key: 'ArrowRight' })
    expect(video().currentTime).toBe(5)
    fireEvent.keyDown(player(), { key: 'ArrowRight' })
    expect(video().currentTime).toBe(8)
    fireEvent.keyDown(player(), { key: 'ArrowLeft' })
    expect(video().currentTime).toBe(3)
    fireEvent.keyDown(player(), { key: 'ArrowDown' })
    fireEvent.keyDown(player(), { key: 'ArrowDown' })
    expect(video().volume).toBe(0.8)
    fireEvent.keyDown(player(), { key: 'ArrowUp' })
    expect(video().volume).toBe(0.9)
    fireEvent.keyDown(player(), { key: 'm' })
    expect(video().muted).toBe(true)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bật tiếng' })).toBeTruthy())
    fireEvent.click(screen.getByRole('button', { name: 'Bật tiếng' }))
    expect(video().muted).toBe(false)
  })

  it('offers Auto and each rendition; choosing one turns adaptation off and plays it', async () => {
    await startedFilm()
    const quality = screen.getByRole('combobox', { name: 'Chất lượng' }) as HTMLSelectElement
    expect([...quality.options].map((option) => option.text)).toEqual(['Tự động (360p)', '360p', '180p'])
    fireEvent.change(quality, { target: { value: '180' } })
    expect(shakaPlayer().config.abr.enabled).toBe(false)
    expect(shakaPlayer().selectVariantTrack).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1, height: 180 }),
      true,
    )
    fireEvent.change(quality, { target: { value: 'auto' } })
    expect(shakaPlayer().config.abr.enabled).toBe(true)
  })

  it('keeps offering a rendition shaka sets aside for a while, and plays it when chosen', async () => {
    await startedFilm()
    const used = shakaPlayer()
    // Frames dropped at 360p on a slow device: shaka sets that rendition aside and plays 180p.
    act(() => used.ban(0))
    const quality = screen.getByRole('combobox', { name: 'Chất lượng' }) as HTMLSelectElement
    expect([...quality.options].map((option) => option.text)).toEqual(['Tự động (180p)', '360p', '180p'])
    fireEvent.change(quality, { target: { value: '360' } })
    expect(used.config.abr.enabled).toBe(false)
    expect(used.selectVariantTrack).toHaveBeenCalledWith(
      expect.objectContaining({ id: 0, height: 360 }),
      true,
    )
    expect(quality.value).toBe('360')
  })

  it('shows the rendition chosen at once, even when it is the one being fetched', async () => {
    await startedFilm()
    const quality = screen.getByRole('combobox', { name: 'Chất lượng' })
    fireEvent.change(quality, { target: { value: '360' } })
    // What is already buffered may be of another rendition: the buffer is cleared either way.
    expect(shakaPlayer().selectVariantTrack).toHaveBeenCalledWith(expect.objectContaining({ id: 0 }), true)
  })

  it('has no quality choice for a film with a single rendition', async () => {
    shakaWorld.tracks = [{ id: 0, height: 360, bandwidth: 400_000, active: true }]
    await startedFilm()
    expect(screen.queryByRole('combobox', { name: 'Chất lượng' })).toBeNull()
  })

  it('offers a dubbed film’s sound tracks by language, and plays the one chosen', async () => {
    shakaWorld.audio = [
      { language: 'vi', label: '', active: true },
      { language: 'en', label: '', active: false },
    ]
    await startedFilm()
    const audio = screen.getByRole('combobox', { name: 'Âm thanh' }) as HTMLSelectElement
    expect([...audio.options].map((option) => option.text)).toEqual(['Tiếng Việt', 'Tiếng Anh'])
    expect(audio.value).toBe('vi')
    fireEvent.change(audio, { target: { value: 'en' } })
    expect(shakaPlayer().selectAudioTrack).toHaveBeenCalledWith(expect.objectContaining({ language: 'en' }))
    await waitFor(() => expect(audio.value).toBe('en'))
  })

  it('has no sound track choice for a film with one', async () => {
    shakaWorld.audio = [{ language: 'vi', label: '', active: true }]
    await startedFilm()
    expect(screen.queryByRole('combobox', { name: 'Âm thanh' })).toBeNull()
  })

  it('changes the playback speed between 0.5× and 2×', async () => {
    await startedFilm()
    const speed = screen.getByRole('combobox', { name: 'Tốc độ phát' }) as HTMLSelectElement
    expect([...speed.options].map((option) => option.text)).toEqual([
      '0.5×',
      '0.75×',
      '1×',
      '1.25×',
      '1.5×',
      '1.75×',
      '2×',
    ])
    expect(speed.value).toBe('1')
    fireEvent.change(speed, { target: { value: '1.5' } })
    expect(video().playbackRate).toBe(1.5)
    await waitFor(() => expect(speed.value).toBe('1.5'))
  })

  it('goes fullscreen on the player itself (button and f), and offers picture-in-picture where there is one', async () => {
    const requestFullscreen = vi.fn(() => Promise.resolve())
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true })
    Object.defineProperty(document, 'pictureInPictureEnabled', { value: true, configurable: true })
    HTMLElement.prototype.requestFullscreen = requestFullscreen
    HTMLVideoElement.prototype.requestPictureInPicture = vi.fn(() =>
      Promise.resolve({} as PictureInPictureWindow),
    )
    try {
      await startedFilm()
      fireEvent.click(screen.getByRole('button', { name: 'Toàn màn hình' }))
      fireEvent.keyDown(player(), { key: 'f' })
      expect(requestFullscreen).toHaveBeenCalledTimes(2)
      expect(requestFullscreen.mock.contexts[0]).toBe(player())
      fireEvent.click(screen.getByRole('button', { name: 'Hình trong hình' }))
      expect(video().requestPictureInPicture).toHaveBeenCalled()
    } finally {
      Reflect.deleteProperty(document, 'fullscreenEnabled')
      Reflect.deleteProperty(document, 'pictureInPictureEnabled')
    }
  })

  it('has no picture-in-picture button where the browser has none', async () => {
    await startedFilm()
    expect(screen.queryByRole('button', { name: 'Hình trong hình' })).toBeNull()
  })
})

describe('resuming and ending', () => {
  it('starts where the film was left, says so, and can start over', async () => {
    saveResumePosition(hls, 4, 8)
    await startedFilm()
    expect(shakaPlayer().loads[0]?.startTime).toBe(4)
    expect(video().currentTime).toBe(4)
    const notice = screen.getByText('Xem tiếp từ 0:04').closest('p') as HTMLElement
    // Even when the rest of the film ran out meanwhile, starting over plays it from the beginning.
    endFilm(video())
    fireEvent.click(within(notice).getByRole('button', { name: 'Xem từ đầu' }))
    expect(video().currentTime).toBe(0)
    expect(video().paused).toBe(false)
  })

  it('remembers the position when paused, under the resume key given', async () => {
    await startedFilm({ resumeKey: 'movie-1-episode-2' })
    video().currentTime = 5.5
    fireEvent.click(screen.getByRole('button', { name: 'Tạm dừng' }))
    expect(JSON.parse(localStorage.getItem('filmPositions') ?? '{}')['movie-1-episode-2'].t).toBe(5.5)
  })

  it('tells the page the film is watched when it is stopped in its credits, once', async () => {
    const onWatched = vi.fn()
    await startedFilm({ onWatched })
    act(() => {
      setMedia(video(), { currentTime: 50, duration: 100, readyState: 4 })
      video().dispatchEvent(new Event('pause'))
    })
    expect(onWatched).not.toHaveBeenCalled()
    act(() => {
      setMedia(video(), { currentTime: 97, duration: 100, readyState: 4 })
      video().dispatchEvent(new Event('pause'))
      video().dispatchEvent(new Event('pause'))
    })
    expect(onWatched).toHaveBeenCalledTimes(1)
  })

  it('offers the next episode and a replay at the end, and tells the page', async () => {
    const onWatched = vi.fn()
    await startedFilm({ onWatched, nextEpisode: { href: '/vi/movie/aurora?ep=2', title: 'Tập 2' } })
    saveResumePosition(hls, 5, 8)
    endFilm(video())
    expect(onWatched).toHaveBeenCalledTimes(1)
    // The next episode starts by itself after a countdown (next-episode test); its link plays it now.
    const next = screen.getByRole('link', { name: 'Phát ngay' })
    expect(next.getAttribute('href')).toBe('/vi/movie/aurora?ep=2')
    expect(document.activeElement).toBe(next)
    // Watched to the end: next time it starts from the beginning (kept as 0, for the other devices).
    expect(resumePosition(hls)).toBeUndefined()
    expect(JSON.parse(localStorage.getItem('filmPositions') ?? '{}')[hls]).toMatchObject({ t: 0 })
    fireEvent.click(screen.getByRole('button', { name: 'Xem lại' }))
    expect(video().currentTime).toBe(0)
    expect(video().paused).toBe(false)
  })
})

describe('leaving', () => {
  it('a change of page stops the film and releases the stream, keeping its position', async () => {
    await startedFilm()
    const used = shakaPlayer()
    video().currentTime = 6
    act(() => stopAllMedia())
    expect(video().paused).toBe(true)
    await waitFor(() => expect(used.destroyed).toBe(true))
    expect(JSON.parse(localStorage.getItem('filmPositions') ?? '{}')[hls].t).toBe(6)
    // Playing again loads the stream anew, from where it stopped.
    fireEvent.click(screen.getByRole('button', { name: 'Phát' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tạm dừng' })).toBeTruthy())
    expect(shakaPlayer().loads[0]?.startTime).toBe(6)
  })

  it('keeps the chosen quality when the stream is loaded again after a stop', async () => {
    await startedFilm()
    fireEvent.change(screen.getByRole('combobox', { name: 'Chất lượng' }), { target: { value: '180' } })
    const first = shakaPlayer()
    act(() => stopAllMedia())
    await waitFor(() => expect(first.destroyed).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'Phát' }))
    await waitFor(() => expect(shakaPlayer()).not.toBe(first))
    await waitFor(() =>
      expect(shakaPlayer().selectVariantTrack).toHaveBeenCalledWith(
        expect.objectContaining({ height: 180 }),
        true,
      ),
    )
    expect(shakaPlayer().config.abr.enabled).toBe(false)
  })

  it('destroys the shaka player when it goes away', async () => {
    const view = await startedFilm()
    const used = shakaPlayer()
    view.unmount()
    await waitFor(() => expect(used.destroyed).toBe(true))
    expect(shakaWorld.players.every((each) => each.destroyed)).toBe(true)
  })

  it('does not restart the film when the page renders the same sources again', async () => {
    await startedFilm()
    const used = shakaPlayer()
    act(() => rerenderPage())
    act(() => rerenderPage())
    expect(shakaWorld.players.filter((each) => !each.destroyed)).toEqual([used])
    expect(used.loads).toHaveLength(1)
  })
})
