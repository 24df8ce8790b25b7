import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { START_TIMEOUT_MS } from '../../src/features/player/playback-watch.ts'
import { stopAllMedia } from '../../src/shared/media/stop-media.ts'
import { setMedia, shakaWorld } from './player-fake-shaka.ts'
import { demoSources, setUpPlayerTests, startedFilm } from './player-setup.tsx'

vi.mock('shaka-player/dist/shaka-player.compiled-es2021.js', async () => ({
  default: (await import('./player-fake-shaka.ts')).fakeShaka,
}))

const hls = '/media/films/aurora/master.m3u8'
const mp4 = '/media/films/aurora/video.mp4'
const video = () =>
  screen.getByRole('group', { name: 'Trình phát video: Aurora' }).querySelector('video') as HTMLVideoElement
/** The player that is still in use (StrictMode mounts twice; the first one is thrown away). */
const shakaPlayer = () => shakaWorld.players.filter((each) => !each.destroyed).at(-1)!
const loadsOf = () => shakaPlayer().loads.map((load) => load.uri)

/** The video element fails by itself, as an aborted Media Source or a decoder that gives up does. */
function breakMedia() {
  act(() => {
    setMedia(video(), { error: { code: 3, message: 'PIPELINE_ERROR_DECODE' } })
    video().dispatchEvent(new Event('error'))
  })
}

const message = () => within(screen.getByRole('alert')).getByText('Không thể phát video này.')

setUpPlayerTests()
afterEach(() => {
  vi.useRealTimers()
})

describe('a film that loaded but does not play', () => {
  it("says 'Không thể phát video này.' on the video element's error, and plays again after 'Thử lại'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await startedFilm()
    breakMedia()
    expect(message()).toBeTruthy()
    expect(video().paused).toBe(true)
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/hls stream loaded but does not play/),
      'media error 3: PIPELINE_ERROR_DECODE',
    )

    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Thử lại' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tạm dừng' })).toBeTruthy())
    expect(screen.queryByRole('alert')).toBeNull()
    expect(loadsOf()).toEqual([hls])
  })

  it('says so when a stream has no length once its metadata is in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await startedFilm()
    act(() => {
      setMedia(video(), { duration: 0 })
      video().dispatchEvent(new Event('loadedmetadata'))
    })
    expect(message()).toBeTruthy()
  })

  it('says so when playing was asked for and the film did not move within the time allowed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await startedFilm()
    act(() => vi.advanceTimersByTime(START_TIMEOUT_MS - 100))
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => vi.advanceTimersByTime(100))
    expect(message()).toBeTruthy()
    expect(log).toHaveBeenCalledWith(expect.any(String), 'no-start')
  })

  it('is not broken when it moves in time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await startedFilm()
    act(() => {
      setMedia(video(), { currentTime: 0.5 })
      video().dispatchEvent(new Event('timeupdate'))
      vi.advanceTimersByTime(START_TIMEOUT_MS * 2)
    })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('plays the progressive MP4 instead, when the film has one, and fails only if that fails too', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await startedFilm({ sources: [...demoSources, { link: mp4, type: 'mp4', label: 'MP4' }] })
    expect(loadsOf()).toEqual([hls])
    breakMedia()
    await waitFor(() => expect(loadsOf()).toEqual([mp4]))
    expect(shakaPlayer().loads[0]?.mimeType).toBe('video/mp4')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tạm dừng' })).toBeTruthy())
    expect(screen.queryByRole('alert')).toBeNull()

    // Played again after a change of page, it is the copy that plays: the streams failed already.
    act(() => stopAllMedia())
    fireEvent.click(screen.getByRole('button', { name: 'Phát' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tạm dừng' })).toBeTruthy())
    expect(loadsOf()).toEqual([mp4])

    breakMedia()
    expect(message()).toBeTruthy()
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/mp4 stream loaded but does not play/),
      expect.anything(),
    )

    // Trying again starts from the streams once more.
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Thử lại' }))
    await waitFor(() => expect(loadsOf()).toEqual([hls]))
  })
})

describe('a film whose stream never finishes loading', () => {
  it('gives up on the streams after a while and plays the progressive MP4, with no error said', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    shakaWorld.stalling.add(hls)
    const { renderPlayer } = await import('./player-setup.tsx')
    await renderPlayer({ sources: [...demoSources, { link: mp4, type: 'mp4', label: 'MP4' }] })
    await waitFor(() => expect(loadsOf()).toEqual([hls]))
    act(() => vi.advanceTimersByTime(2 * START_TIMEOUT_MS))
    // The DASH stream would stall on the same Media Source: it is passed over.
    await waitFor(() => expect(loadsOf()).toEqual([hls, mp4]))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tạm dừng' })).toBeTruthy())
    expect(screen.queryByRole('alert')).toBeNull()
    expect(errors).not.toHaveBeenCalled()
    expect(info).toHaveBeenCalledWith(
      expect.stringMatching(/hls stream could not be played/),
      expect.anything(),
    )
  })
})

describe('a film whose stream is broken as soon as it loads', () => {
  it('says so at once and does not start it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { FakePlayer } = await import('./player-fake-shaka.ts')
    const load = FakePlayer.prototype.load
    vi.spyOn(FakePlayer.prototype, 'load').mockImplementation(async function (
      this: InstanceType<typeof FakePlayer>,
      ...args
    ) {
      await load.apply(this, args)
      if (this.video) setMedia(this.video, { duration: Number.NaN })
    })
    const play = vi.mocked(HTMLMediaElement.prototype.play)
    const { renderPlayer } = await import('./player-setup.tsx')
    await renderPlayer()
    await waitFor(() => expect(message()).toBeTruthy())
    expect(play).not.toHaveBeenCalled()
  })
})
