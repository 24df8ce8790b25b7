import { describe, expect, it } from 'vitest'
import { linkedChapters } from '../../src/features/novel-reader/chapter-links.ts'

describe("a book's links between its chapters", () => {
  it("lead to the chapters' own addresses, whatever the reader's address looks like", () => {
    const html =
      '<p><a href="../2/#b-note">Chương 2</a> <a href="../12/">Chương 12</a> <a href="#here">ở đây</a></p>'
    expect(linkedChapters({ kind: 'html', html }, 'en', 'sach-hay')).toEqual({
      kind: 'html',
      html: '<p><a href="/en/novel/sach-hay/2#b-note">Chương 2</a> <a href="/en/novel/sach-hay/12">Chương 12</a> <a href="#here">ở đây</a></p>',
    })
  })

  it('in every block of a chapter, and leaves pictures and other links alone', () => {
    const blocks = [
      { id: '1', html: '<a href="../3/#x">3</a>' },
      { id: '2', html: '<a href="https://example.org/../3/">out</a>' },
    ]
    expect(linkedChapters({ kind: 'blocks', blocks }, 'vi', 's')).toEqual({
      kind: 'blocks',
      blocks: [
        { id: '1', html: '<a href="/vi/novel/s/3#x">3</a>' },
        { id: '2', html: '<a href="https://example.org/../3/">out</a>' },
      ],
    })
    const pages = { kind: 'pages' as const, pages: [{ src: '/media/1.webp', size: null }] }
    expect(linkedChapters(pages, 'vi', 's')).toBe(pages)
  })
})
