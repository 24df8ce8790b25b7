import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setAutoplayNext } from '../../src/features/player/autoplay-setting.ts'
import { NEXT_EPISODE_COUNTDOWN_S } from '../../src/features/player/player-limits.ts'
import { FILM_PLAYBACK_KEY } from '../../src/features/player/player-storage-keys.ts'
import { setMedia } from './player-fake-shaka.ts'
import { endFilm, setUpPlayerTests, startedFilm } from './player-setup.tsx'

vi.mock('shaka-player/dist/shaka-player.compiled-es2021.js', async () => ({
  default: (await import('./player-fake-shaka.ts')).fakeShaka,
}))

const player = () => screen.getByRole('group', { name: 'Trình phát video: Aurora' })
const video = () => player().querySelector('video') as HTMLVideoElement
const nextEpisode = { href: '/vi/movie/aurora?ep=2', title: 'Tập 2' }

setUpPlayerTests()
afterEach(() => {
  vi.useRealTimers()
})

/** The seconds of the countdown go by (the timers are faked from the film's end on). */
async function secondsPass(seconds: number) {
  for (let i = 0; i < seconds; i++) await act(() => vi.advanceTimersByTimeAsync(1000))
}

describe('at the end of an episode', () => {
  it('counts down to the next one, said once politely, and plays it', async () => {
    const { router } = await startedFilm({ nextEpisode })
    // The player has the focus: the end screen takes it over.
    player().focus()
    vi.useFakeTimers()
    endFilm(video())
    expect(screen.getByRole('timer').textContent).toBe(`Tập tiếp theo sau ${NEXT_EPISODE_COUNTDOWN_S} giây`)
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Phát ngay' }))
    await secondsPass(1)
    expect(screen.getByRole('status').textContent).toBe('Tập tiếp theo: Tập 2, sau 5 giây')
    expect(screen.getByRole('timer').textContent).toBe('Tập tiếp theo sau 4 giây')
    await secondsPass(NEXT_EPISODE_COUNTDOWN_S - 1)
    vi.useRealTimers()
    await waitFor(() => expect(router.state.location.href).toMatch(/^\/vi\/movie\/aurora\/?\?ep=2$/))
  })

  it('stops counting when cancelled (button or Escape), and offers the next one as before', async () => {
    const { router } = await startedFilm({ nextEpisode })
    player().focus()
    vi.useFakeTimers()
    endFilm(video())
    await secondsPass(2)
    fireEvent.click(screen.getByRole('button', { name: 'Huỷ' }))
    expect(screen.queryByRole('timer')).toBeNull()
    const next = screen.getByRole('link', { name: 'Tập tiếp theo: Tập 2' })
    expect(document.activeElement).toBe(next)
    expect(screen.getByRole('status').textContent).toBe('Đã huỷ tự động phát')
    await secondsPass(NEXT_EPISODE_COUNTDOWN_S + 2)
    expect(router.state.location.href).toBe('/vi/movie/aurora')

    // Watched again to its end: the countdown starts anew, and Escape cancels it.
    fireEvent.click(screen.getByRole('button', { name: 'Xem lại' }))
    endFilm(video())
    expect(screen.getByRole('timer')).toBeTruthy()
    fireEvent.keyDown(screen.getByRole('link', { name: 'Phát ngay' }), { key: 'Escape' })
    expect(screen.queryByRole('timer')).toBeNull()
    await secondsPass(NEXT_EPISODE_COUNTDOWN_S + 2)
    expect(router.state.location.href).toBe('/vi/movie/aurora')
  })

  it('does not count down when turned off in the settings', async () => {
    setAutoplayNext(false)
    const { router } = await startedFilm({ nextEpisode })
    vi.useFakeTimers()
    endFilm(video())
    expect(screen.queryByRole('timer')).toBeNull()
    expect(screen.getByRole('link', { name: 'Tập tiếp theo: Tập 2' })).toBeTruthy()
    await secondsPass(NEXT_EPISODE_COUNTDOWN_S + 2)
    expect(router.state.location.href).toBe('/vi/movie/aurora')
  })

  it('has no countdown after the last episode', async () => {
    await startedFilm()
    endFilm(video())
    expect(screen.queryByRole('timer')).toBeNull()
    expect(screen.getByRole('button', { name: 'Xem lại' })).toBeTruthy()
  })
})

describe('speed, volume and mute', () => {
  it('start as the viewer left them on the last episode', async () => {
    localStorage.setItem(FILM_PLAYBACK_KEY, JSON.stringify({ speed: 1.5, volume: 0.4, muted: true }))
    await startedFilm()
    expect(video().playbackRate).toBe(1.5)
    expect(video().defaultPlaybackRate).toBe(1.5)
    expect(video().volume).toBe(0.4)
    expect(video().muted).toBe(true)
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Tốc độ phát' }) as HTMLSelectElement).value).toBe('1.5'),
    )
  })

  it('are kept as the viewer changes them, for the next episode', async () => {
    await startedFilm()
    fireEvent.change(screen.getByRole('combobox', { name: 'Tốc độ phát' }), { target: { value: '1.25' } })
    fireEvent.keyDown(player(), { key: 'ArrowDown' })
    fireEvent.keyDown(player(), { key: 'm' })
    // jsdom changes the element without saying so; a browser says so with this event.
    video().dispatchEvent(new Event('volumechange'))
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(FILM_PLAYBACK_KEY) ?? '{}')).toEqual({
        speed: 1.25,
        volume: 0.9,
        muted: true,
      }),
    )
  })
})

describe('skip intro', () => {
  it('is offered while the intro plays, and goes on to its end', async () => {
    await startedFilm({ intro: { start: 1, end: 5 } })
    const at = (currentTime: number) =>
      act(() => {
        setMedia(video(), { currentTime })
        video().dispatchEvent(new Event('timeupdate'))
      })
    at(0.5)
    expect(screen.queryByRole('button', { name: 'Bỏ qua giới thiệu' })).toBeNull()
    at(1.2)
    const skip = screen.getByRole('button', { name: 'Bỏ qua giới thiệu' })
    skip.focus()
    fireEvent.click(skip)
    expect(video().currentTime).toBe(5)
    act(() => {
      video().dispatchEvent(new Event('timeupdate'))
    })
    expect(screen.queryByRole('button', { name: 'Bỏ qua giới thiệu' })).toBeNull()
    // The keyboard viewer is left in the player, whose keys still work.
    expect(document.activeElement).toBe(player())
  })
})
