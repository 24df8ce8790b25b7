import { describe, expect, it } from 'vitest'
import { episodeName, subtitleOf } from '../../../server/library/films/names.ts'
import { toWebVtt } from '../../../server/library/films/subtitles.ts'

describe('episodeName', () => {
  it.each([
    ['Tập 2.mp4', 2, null],
    ['tap 3 - Về nhà.mkv', 3, 'Về nhà'],
    ['E02.mkv', 2, null],
    ['Ep.7.Hẹn.hò.webm', 7, 'Hẹn hò'],
    ['S01E02 Người lạ.mp4', 2, 'Người lạ'],
    ['Phim.S02E11.1080p.mkv', 11, '1080p'],
    ['02 Tên tập.mp4', 2, 'Tên tập'],
    ['Episode 10.mov', 10, null],
    ['Phim lẻ.mp4', null, 'Phim lẻ'],
    ['Mùa hè.mp4', null, 'Mùa hè'],
  ])('%s → episode %s, %s', (name, number, title) => {
    expect(episodeName(name)).toEqual({ number, title })
  })

  it('keeps Vietnamese names composed whatever form the disk gave them', () => {
    expect(episodeName('Tập 1 Sông.mp4'.normalize('NFD'))).toEqual({ number: 1, title: 'Sông' })
  })
})

describe('subtitleOf', () => {
  const stems = new Set(['Tập 1', 'The.End'])
  it.each([
    ['Tập 1.srt', { stem: 'Tập 1', language: null }],
    ['Tập 1.vi.srt', { stem: 'Tập 1', language: 'vi' }],
    ['Tập 1.EN.vtt', { stem: 'Tập 1', language: 'en' }],
    ['The.End.vtt', { stem: 'The.End', language: null }],
    ['Tập 2.srt', null],
    ['Tập 1.txt', null],
  ])('%s', (name, expected) => {
    expect(subtitleOf(name, stems)).toEqual(expected)
  })
})

describe('toWebVtt', () => {
  it('turns SubRip into WebVTT: header, dotted times, no cue numbers, tags kept', () => {
    const srt =
      '\uFEFF1\r\n00:00:01,5 --> 00:00:02,250\r\n<i>Một</i>\r\n\r\n2\r\n1:02:03,000 --> 1:02:04,000\r\nHai\r\n'
    expect(toWebVtt(srt)).toBe(
      'WEBVTT\n\n00:00:01.500 --> 00:00:02.250\n<i>Một</i>\n\n01:02:03.000 --> 01:02:04.000\nHai\n',
    )
  })

  it('keeps a number that is a cue text, not a cue number', () => {
    expect(toWebVtt('1\n00:00:01,000 --> 00:00:02,000\n42\n')).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n42\n',
    )
  })

  it('passes WebVTT through and refuses text with no cue', () => {
    expect(toWebVtt('WEBVTT\r\n\r\n00:01.000 --> 00:02.000\r\nA\r\n')).toBe(
      'WEBVTT\n\n00:01.000 --> 00:02.000\nA\n',
    )
    expect(toWebVtt('WEBVTT\n')).toBeNull()
    expect(toWebVtt('hello')).toBeNull()
  })
})
