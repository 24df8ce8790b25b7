import { readFileSync, rmSync } from 'node:fs'
import iconv from 'iconv-lite'
import { afterAll, describe, expect, it } from 'vitest'
import { openZip } from '../../../server/library/archive.ts'
import { decodeMarkup, decodeText } from '../../../server/library/encoding.ts'
import { readEpub } from '../../../server/library/novels/epub.ts'
import { Refusal } from '../../../server/library/refusal.ts'
import { tempDir, writeTemp, zipOf } from '../book-files.ts'
import { corpusFile } from './corpus-files.ts'

const corpus = corpusFile

const dir = tempDir('mot-encodings-')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The corpus' caption files: the same verse in UTF-8, UTF-8 with BOM, UTF-16 LE, Windows-1258 and WebVTT. */
const kieuVerse = 'Trăm năm trong cõi người ta'

/** Vietnamese as Windows-1258 writes it: the base letters precomposed, each tone a combining mark after. */
const windows1258 = (text: string) =>
  iconv.encode(
    text.normalize('NFD').replace(/(\P{M})(\p{M}+)/gu, (_all, base: string, marks: string) => {
      const tones = marks.match(/[\u0300\u0301\u0303\u0309\u0323]/g)?.join('') ?? ''
      return (base + marks.replace(/[\u0300\u0301\u0303\u0309\u0323]/g, '')).normalize('NFC') + tones
    }),
    'windows-1258',
  )

describe('text and caption files in any encoding', () => {
  it('reads every caption of the corpus, whatever its encoding, as the same NFC text', () => {
    const folder = 'films/Ánh Nắng Qua Lá'
    for (const name of ['Tập 1.srt', 'Tập 2.srt', 'Tập 3.srt', 'Tập 4.srt', 'Tập 5.vtt']) {
      const text = decodeText(readFileSync(corpus(`${folder}/${name}`)))
      expect(text, name).toContain(kieuVerse)
      expect(text.normalize('NFC'), name).toBe(text)
    }
  })

  it('reads a chapter in each legacy Vietnamese encoding, and UTF-16 of either byte order without a mark', () => {
    const chapter = readFileSync(corpus('novels/Truyện Kiều/01 Kiều thăm mộ Đạm Tiên.txt'), 'utf8').normalize(
      'NFC',
    )
    expect(decodeText(windows1258(chapter))).toBe(chapter)
    expect(decodeText(iconv.encode(chapter, 'viscii'))).toBe(chapter)
    expect(decodeText(iconv.encode(chapter, 'tcvn'))).toBe(chapter)
    expect(decodeText(iconv.encode(chapter, 'utf-16le'))).toBe(chapter)
    expect(decodeText(iconv.encode(chapter, 'utf-16be'))).toBe(chapter)
    // A short line too, as a caption has.
    expect(decodeText(windows1258('Xin chào, người lạ'))).toBe('Xin chào, người lạ')
  })

  it('reads other languages in their own code pages, and refuses bytes that are no text', () => {
    const russian =
      'Все счастливые семьи похожи друг на друга, каждая несчастливая семья несчастлива по-своему.'
    const japanese = '吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。'
    const french = 'Longtemps, je me suis couché de bonne heure. Parfois, à peine ma bougie éteinte…'
    expect(decodeText(iconv.encode(russian, 'windows-1251'))).toBe(russian)
    expect(decodeText(iconv.encode(japanese, 'shift_jis'))).toBe(japanese)
    expect(decodeText(iconv.encode(french, 'windows-1252'))).toBe(french)
    const noText = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x00, 0x44, 0x00, 0x00])
    expect(() => decodeText(noText)).toThrow(Refusal)
  })

  it('reads markup by its byte order mark, its first bytes, or the encoding it declares', () => {
    const xml = (encoding: string) => `<?xml version="1.0" encoding="${encoding}"?><p>${kieuVerse}</p>`
    expect(
      decodeMarkup(Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(xml('UTF-16'), 'utf-16le')])),
    ).toBe(xml('UTF-16'))
    expect(decodeMarkup(iconv.encode(xml('UTF-16'), 'utf-16be'))).toBe(xml('UTF-16'))
    expect(decodeMarkup(windows1258(xml('windows-1258')))).toBe(xml('windows-1258'))
    const meta = `<html><head><meta charset="windows-1251"></head><body>Привет</body></html>`
    expect(decodeMarkup(iconv.encode(meta, 'windows-1251'))).toBe(meta)
  })
})

const sample = corpus('novels/accessible_epub_3.epub')

/** A real book of the corpus with each markup file (XHTML, package document, NCX) re-encoded by `encode`. */
async function sampleAs(name: string, encode: (file: string, text: string) => Buffer | null) {
  const zip = await openZip(sample)
  const entries: Record<string, Buffer> = { mimetype: Buffer.from('application/epub+zip') }
  try {
    for (const file of zip.names) {
      if (file === 'mimetype') continue
      const bytes = await zip.read(file)
      const encoded = /\.(xhtml|opf|ncx|xml)$/.test(file) ? encode(file, bytes.toString('utf8')) : null
      entries[file] = encoded ?? bytes
    }
  } finally {
    zip.close()
  }
  return writeTemp(dir, name, await zipOf(entries))
}

/** The text with its XML declaration naming `encoding` (one is added where there was none). */
const declaring = (text: string, encoding: string) =>
  /^<\?xml[^>]*\?>/.test(text)
    ? text.replace(/^<\?xml[^>]*\?>/, `<?xml version="1.0" encoding="${encoding}"?>`)
    : `<?xml version="1.0" encoding="${encoding}"?>\n${text}`

describe('EPUBs whose markup is not UTF-8', () => {
  it('reads a book in UTF-16, with or without a byte order mark, as the same book in UTF-8', async () => {
    const original = await readEpub(sample)
    expect(original.chapters.length).toBeGreaterThan(10)
    const withMark = await sampleAs('utf16le.epub', (_file, text) =>
      Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(declaring(text, 'UTF-16'), 'utf-16le')]),
    )
    const withoutMark = await sampleAs('utf16be.epub', (_file, text) =>
      iconv.encode(declaring(text, 'UTF-16'), 'utf-16be'),
    )
    for (const file of [withMark, withoutMark]) {
      const book = await readEpub(file)
      expect(book.title).toBe(original.title)
      expect(book.author).toBe(original.author)
      expect(book.refused).toEqual(original.refused)
      expect(book.chapters.map((c) => c.title)).toEqual(original.chapters.map((c) => c.title))
      expect(book.chapters.map((c) => c.html)).toEqual(original.chapters.map((c) => c.html))
    }
  })

  it('reads each chapter in its own encoding; one it cannot read is left out alone', async () => {
    const original = await readEpub(sample)
    const mixed = await sampleAs('mixed.epub', (file, text) => {
      if (file.endsWith('ch01s02.xhtml')) return iconv.encode(declaring(text, 'UTF-16'), 'utf-16le')
      // Typographic quotes and dashes are in Windows-1252, declared so.
      if (file.endsWith('ch03s02.xhtml')) return iconv.encode(declaring(text, 'windows-1252'), 'windows-1252')
      // No text at all, whatever it says.
      if (file.endsWith('ch03s06.xhtml')) return Buffer.from([0x3c, 0x3f, 0x00, 0x01, 0xff, 0x00, 0x00, 0xfe])
      return null
    })
    const book = await readEpub(mixed)
    const left = original.chapters.findIndex((c) => c.title === 'A Blank Slate: Canvas')
    const kept = original.chapters.filter((_c, at) => at !== left)
    expect(kept).toHaveLength(original.chapters.length - 1)
    // Links between chapters name them by number: those past the one left out are one less, and a
    // link to it is none. The rest of every chapter is as in the book read whole.
    const unlinked = (html: string) => html.replace(/<a\b[^>]*>/g, '<a>')
    expect(book.chapters.map((c) => unlinked(c.html))).toEqual(kept.map((c) => unlinked(c.html)))
    expect(book.refused).toEqual([
      { document: 'EPUB/ch03s06.xhtml', reason: expect.stringMatching(/encoding could not be recognised/) },
    ])
  })
})
