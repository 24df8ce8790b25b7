import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { type ComponentProps, StrictMode, useEffect, useReducer } from 'react'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { reloadAutoplayNext } from '../../src/features/player/autoplay-setting.ts'
import { reloadCaptions } from '../../src/features/player/captions.ts'
import { FilmPlayer } from '../../src/features/player/components/FilmPlayer.tsx'
import { activateLanguage } from '../../src/shared/i18n/activate.ts'
import { resetShakaWorld, setMedia } from './player-fake-shaka.ts'

export const demoSources = [
  { link: '/media/films/aurora/master.m3u8', type: 'hls', label: 'HLS' },
  { link: '/media/films/aurora/manifest.mpd', type: 'dash', label: 'DASH' },
]

/** jsdom has no media playback: play and pause change the element's state and fire their events. */
export function stubPlayback() {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    setMedia(this, { paused: false, ended: false })
    this.dispatchEvent(new Event('play'))
    this.dispatchEvent(new Event('playing'))
    return Promise.resolve()
  })
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (this.paused) return
    setMedia(this, { paused: true })
    this.dispatchEvent(new Event('pause'))
  })
}

/** The film reaches its last frame. */
export function endFilm(video: HTMLVideoElement) {
  act(() => {
    setMedia(video, { currentTime: 8, paused: true, ended: true })
    video.dispatchEvent(new Event('pause'))
    video.dispatchEvent(new Event('ended'))
  })
}

type Props = Partial<ComponentProps<typeof FilmPlayer>>

/** Renders the page around the player again, as a page does when its data refreshes. */
export let rerenderPage = () => {}

/** The page around the player: it hands over a new list of the same sources on every render. */
function Page({ props }: { props: Props }) {
  const [, bump] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    rerenderPage = bump
  }, [])
  const sources = (props.sources ?? demoSources).map((source) => ({ ...source }))
  return <FilmPlayer title="Aurora" poster="/media/aurora.webp" {...props} sources={sources} />
}

/** The player alone, as the movie page mounts it after Play, in Vietnamese and StrictMode. */
export async function renderPlayer(props: Props = {}) {
  await activateLanguage('vi')
  const root = createRootRoute({ component: () => <Page props={props} /> })
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/vi/movie/aurora'] }),
  })
  await router.load()
  const view = render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  )
  return { ...view, router }
}

/** The player rendered and started: its Play button has become Pause. */
export async function startedFilm(props: Props = {}) {
  const view = await renderPlayer(props)
  await waitFor(() => expect(screen.getByRole('button', { name: 'Tạm dừng' })).toBeTruthy())
  return view
}

/** Each test starts in a fresh shaka world with playback stubbed, and leaves nothing stored. */
export function setUpPlayerTests() {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    resetShakaWorld()
    stubPlayback()
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
    localStorage.clear()
    reloadAutoplayNext()
    reloadCaptions()
  })
}
