import { afterEach, describe, expect, it } from 'vitest'
import { RESUME_ENTRIES_MAX } from '../../src/features/player/player-limits.ts'
import {
  forgetResumePosition,
  resumeFraction,
  resumePosition,
  saveResumePosition,
} from '../../src/features/player/resume-store.ts'
import { FILM_POSITIONS_KEY } from '../../src/shared/storage-keys.ts'

const film = '/media/films/aurora/master.m3u8'

afterEach(() => localStorage.clear())

describe('where a film was left', () => {
  it('is remembered per film and survives a reload (it lives in localStorage)', () => {
    saveResumePosition(film, 42.37, 600)
    saveResumePosition('/media/films/prism/master.m3u8', 90, 600)
    expect(resumePosition(film)).toBe(42.4)
    expect(resumePosition('/media/films/prism/master.m3u8')).toBe(90)
    expect(resumePosition('/media/films/pulse/master.m3u8')).toBeUndefined()
    expect(JSON.parse(localStorage.getItem(FILM_POSITIONS_KEY) ?? '{}')[film].t).toBe(42.4)
  })

  it('is not kept for the first seconds, nor once the film is nearly over', () => {
    saveResumePosition(film, 42, 600)
    saveResumePosition(film, 2, 600)
    expect(resumePosition(film)).toBeUndefined()
    saveResumePosition(film, 42, 600)
    saveResumePosition(film, 590, 600)
    expect(resumePosition(film)).toBeUndefined()
  })

  it('ignores a film whose length is not known yet', () => {
    saveResumePosition(film, 42, Number.NaN)
    saveResumePosition(film, 42, 0)
    expect(resumePosition(film)).toBeUndefined()
  })

  it('starts over when the film ends, kept as a newer place at 0 for the member’s other devices', () => {
    saveResumePosition(film, 42, 600, 1000)
    forgetResumePosition(film, 2000)
    expect(resumePosition(film)).toBeUndefined()
    expect(resumeFraction(film)).toBeUndefined()
    expect(JSON.parse(localStorage.getItem(FILM_POSITIONS_KEY) ?? '{}')[film]).toEqual({
      t: 0,
      d: 600,
      at: 2000,
    })
    // Watched to the credits, the same; a film never begun keeps nothing.
    saveResumePosition(film, 300, 600, 3000)
    saveResumePosition(film, 590, 600, 4000)
    expect(JSON.parse(localStorage.getItem(FILM_POSITIONS_KEY) ?? '{}')[film]).toEqual({
      t: 0,
      d: 600,
      at: 4000,
    })
    forgetResumePosition('/media/films/pulse/master.m3u8')
    expect(JSON.parse(localStorage.getItem(FILM_POSITIONS_KEY) ?? '{}')).not.toHaveProperty(
      '/media/films/pulse/master.m3u8',
    )
  })

  it('keeps the films watched most recently when there are too many', () => {
    for (let i = 0; i <= RESUME_ENTRIES_MAX; i++) saveResumePosition(`/film/${i}`, 10, 600, 1000 + i)
    expect(resumePosition('/film/0')).toBeUndefined()
    expect(resumePosition('/film/1')).toBe(10)
    expect(resumePosition(`/film/${RESUME_ENTRIES_MAX}`)).toBe(10)
  })

  it('starts over when what is stored cannot be read', () => {
    localStorage.setItem(FILM_POSITIONS_KEY, '{not json')
    expect(resumePosition(film)).toBeUndefined()
    localStorage.setItem(FILM_POSITIONS_KEY, JSON.stringify({ [film]: { t: 'soon' } }))
    expect(resumePosition(film)).toBeUndefined()
    saveResumePosition(film, 42, 600)
    expect(resumePosition(film)).toBe(42)
  })
})
