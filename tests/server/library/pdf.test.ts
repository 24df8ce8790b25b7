import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pdfOf } from '../../../scripts/lib/pdf-writer.ts'
import { chaptersOf, pdfLimits, readPdf } from '../../../server/library/pdf.ts'
import { realPdf } from './archive-fixtures.ts'

const work = mkdtempSync(join(tmpdir(), 'mot-pdf-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
let n = 0
const fileOf = (bytes: Buffer) => {
  const file = join(work, `${++n}.pdf`)
  writeFileSync(file, bytes)
  return file
}

describe('reading a PDF', () => {
  it('reads a real PDF: its pages and its outline’s first level as chapters', async () => {
    const book = await readPdf(realPdf)
    expect(book.pages).toBe(17)
    expect(book.chapters).toEqual([
      { title: '1. Introduction', from: 1, to: 1 },
      { title: '2. Unified system', from: 2, to: 16 },
      { title: '3. Contributors', from: 17, to: 17 },
    ])
  })

  it('refuses more pages than a comic has, a page drawn over the pixel limit, and a slow reading', async () => {
    const three = fileOf(pdfOf({ pages: 3 }))
    await expect(readPdf(three, { ...pdfLimits, pages: 2 })).rejects.toThrow('a PDF of 3 pages (at most 2)')
    // 100 × 5,000 points, drawn 1,200 wide: 60,000 high, 72 million pixels.
    const strip = fileOf(
      pdfOf({
        pages: [
          { width: 300, height: 420 },
          { width: 100, height: 5000 },
        ],
      }),
    )
    await expect(readPdf(strip)).rejects.toThrow(
      'page 2 is over the pixel limit (72000000 pixels drawn, at most 50000000)',
    )
    await expect(readPdf(three, { ...pdfLimits, seconds: 0.001 })).rejects.toThrow(
      'took longer than 0.001 s to read (at most 0.001 s a PDF)',
    )
  })

  it('makes chapters of an outline out of order, or with two items on one page', () => {
    const items = [
      { title: 'B', page: 5 },
      { title: 'B again', page: 5 },
      { title: 'before B', page: 3 },
      { title: 'C', page: 8 },
      { title: 'past the end', page: 99 },
    ]
    expect(chaptersOf(items, 10)).toEqual([
      { title: 'B', from: 1, to: 7 },
      { title: 'C', from: 8, to: 10 },
    ])
    expect(chaptersOf([], 4)).toEqual([{ title: null, from: 1, to: 4 }])
  })
})
