import { describe, expect, it } from 'vitest'
import { activeLanguage, audioLanguages, chooseAudio } from '../../src/features/player/audio.ts'
import type { ShakaPlayer } from '../../src/features/player/load-shaka.ts'

// A film dubbed in Vietnamese and English, as shaka lists its sound tracks (one per rendition group).
const tracks = [
  { language: 'vi', active: true, label: 'Tiếng Việt' },
  { language: 'en', active: false, label: 'English' },
  { language: 'en', active: false, label: 'English (AD)' },
  { language: 'und', active: false, label: '' },
]

describe("a film's sound tracks", () => {
  it('offers each language once, in the order the stream lists them, and names the one playing', () => {
    expect(audioLanguages(tracks)).toEqual(['vi', 'en'])
    expect(activeLanguage(tracks)).toBe('vi')
    expect(audioLanguages([])).toEqual([])
  })

  it('plays the first sound track in the chosen language', () => {
    const chosen: unknown[] = []
    const player = {
      getAudioTracks: () => tracks,
      selectAudioTrack: (track: unknown) => chosen.push(track),
    } as unknown as ShakaPlayer
    chooseAudio(player, 'en')
    chooseAudio(player, 'fr')
    chooseAudio(null, 'en')
    expect(chosen).toEqual([tracks[1]])
  })
})
