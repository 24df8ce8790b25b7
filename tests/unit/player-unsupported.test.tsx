import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { resetShakaWorld, shakaWorld } from './player-fake-shaka.ts'
import { renderPlayer, stubPlayback } from './player-setup.tsx'

vi.mock('shaka-player/dist/shaka-player.compiled-es2021.js', async () => ({
  default: (await import('./player-fake-shaka.ts')).fakeShaka,
}))

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

// Its own file: the player library is loaded (and checked) once per page, as in a browser.
it('says the video cannot be played, and why, in a browser that cannot stream', async () => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  const log = vi.spyOn(console, 'error').mockImplementation(() => {})
  resetShakaWorld()
  stubPlayback()
  shakaWorld.supported = false
  await renderPlayer()
  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('Không thể phát video này.')).toBeTruthy()
  expect(
    within(alert).getByText(
      'Trình duyệt này không phát được video trực tuyến. Hãy dùng phiên bản mới của Chrome, Edge, Firefox hoặc Safari.',
    ),
  ).toBeTruthy()
  expect(within(alert).queryByRole('button')).toBeNull()
  expect(shakaWorld.players).toHaveLength(0)
  expect(log).toHaveBeenCalledWith(
    expect.any(String),
    expect.objectContaining({ name: 'UnsupportedBrowserError' }),
  )
  expect(screen.queryByRole('button', { name: 'Phát' })).toBeNull()
})
