import { describe, expect, it } from 'vitest'
import { chapterName } from '../../src/contract/chapter-name.ts'

describe('a chapter’s own name', () => {
  it('is none when its title only says its number, as a file or an unnamed chapter is titled', () => {
    for (const title of [
      'Chương 3',
      'chương 12',
      'Chapter 3',
      'Ch. 7',
      'Tập 03',
      'Episode 2',
      'Ep.5',
      '#4',
      '12',
      '  Chương 3 ',
      'Chương 10.5',
    ])
      expect(chapterName(title), title).toBeUndefined()
    // NFD, as a Mac names its files ('Chương' with the marks apart).
    expect(chapterName('Chương 3'.normalize('NFD'))).toBeUndefined()
    expect(chapterName('')).toBeUndefined()
    expect(chapterName(null)).toBeUndefined()
  })

  it('is the title when it names the chapter, number and all', () => {
    expect(chapterName('Con dốc sương mù')).toBe('Con dốc sương mù')
    expect(chapterName('Chương 3: Trở về')).toBe('Chương 3: Trở về')
    expect(chapterName('Tập 2 – Mưa')).toBe('Tập 2 – Mưa')
    expect(chapterName(' Kiều gặp Kim Trọng ')).toBe('Kiều gặp Kim Trọng')
  })
})
