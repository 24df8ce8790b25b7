import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FILM_CAPTIONS_KEY } from '../../src/shared/storage-keys.ts'
import { shakaWorld } from './player-fake-shaka.ts'
import { setUpPlayerTests, startedFilm } from './player-setup.tsx'

vi.mock('shaka-player/dist/shaka-player.compiled-es2021.js', async () => ({
  default: (await import('./player-fake-shaka.ts')).fakeShaka,
}))

const mp4 = [{ link: '/media/library/films/ben-do/abc/video.mp4', type: 'mp4', label: 'MP4' }]
const subtitles = [
  { language: 'vi', label: 'Tiếng Việt', link: '/media/library/films/ben-do/abc/vi-1.vtt' },
  { language: 'en', label: 'English', link: '/media/library/films/ben-do/abc/en-2.vtt' },
]
const shakaPlayer = () => shakaWorld.players.filter((each) => !each.destroyed).at(-1)!
const captions = () => screen.getByRole('combobox', { name: 'Phụ đề' }) as HTMLSelectElement

setUpPlayerTests()

describe('film captions', () => {
  it('plays an MP4 source progressively, by its type', async () => {
    await startedFilm({ sources: mp4 })
    expect(shakaPlayer().loads).toEqual([{ uri: mp4[0]!.link, startTime: null, mimeType: 'video/mp4' }])
  })

  it('offers no captions choice for an episode without captions', async () => {
    await startedFilm({ sources: mp4 })
    expect(screen.queryByRole('combobox', { name: 'Phụ đề' })).toBeNull()
  })

  it('adds the captions as text tracks and offers off / Tiếng Việt / Tiếng Anh, off at first', async () => {
    await startedFilm({ sources: mp4, subtitles })
    await waitFor(() => expect(captions().options).toHaveLength(3))
    expect([...captions().options].map((o) => o.textContent)).toEqual(['Tắt', 'Tiếng Việt', 'Tiếng Anh'])
    expect(shakaPlayer().textTracks).toEqual([
      { id: 0, language: 'vi', label: 'Tiếng Việt', uri: subtitles[0]!.link },
      { id: 1, language: 'en', label: 'English', uri: subtitles[1]!.link },
    ])
    expect(captions().value).toBe('off')
    expect(shakaPlayer().shownText).toBeNull()
  })

  it('shows the chosen captions and remembers the choice for the next film', async () => {
    await startedFilm({ sources: mp4, subtitles })
    await waitFor(() => expect(captions().options).toHaveLength(3))
    fireEvent.change(captions(), { target: { value: 'en' } })
    await waitFor(() => expect(shakaPlayer().shownText).toMatchObject({ language: 'en' }))
    expect(JSON.parse(localStorage.getItem(FILM_CAPTIONS_KEY)!)).toBe('en')
    fireEvent.change(captions(), { target: { value: 'off' } })
    await waitFor(() => expect(shakaPlayer().shownText).toBeNull())
  })

  it('starts with the remembered captions, and reads a bad stored value as off', async () => {
    localStorage.setItem(FILM_CAPTIONS_KEY, JSON.stringify('vi'))
    await startedFilm({ sources: mp4, subtitles })
    await waitFor(() => expect(shakaPlayer().shownText).toMatchObject({ language: 'vi' }))
    expect(captions().value).toBe('vi')
    cleanup()
    localStorage.setItem(FILM_CAPTIONS_KEY, JSON.stringify('<script>'))
    await startedFilm({ sources: mp4, subtitles })
    await waitFor(() => expect(captions().options).toHaveLength(3))
    expect(captions().value).toBe('off')
  })

  it('leaves out captions that fail to load, and says why in the log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    shakaWorld.failing.add(subtitles[1]!.link)
    await startedFilm({ sources: mp4, subtitles })
    await waitFor(() => expect(captions().options).toHaveLength(2))
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('en captions could not be loaded'),
      expect.anything(),
    )
  })
})
