import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readTextNovel } from '../../server/library/novels/text.ts'
import { expectRefusal, tempDir, writeTemp } from './book-files.ts'

const root = tempDir('mot-novel-')
afterAll(() => rmSync(root, { recursive: true, force: true }))

function novel(name: string, files: Record<string, string | Buffer>) {
  const folder = join(root, name)
  mkdirSync(folder)
  for (const [file, content] of Object.entries(files)) writeTemp(folder, file, content)
  return folder
}

const utf16 = (text: string, bigEndian = false) => {
  const le = Buffer.from(`\ufeff${text}`, 'utf16le')
  return bigEndian ? le.swap16() : le
}

describe('readTextNovel', () => {
  it('names chapters from their files in natural order, keeping the diacritics', async () => {
    const book = await readTextNovel(
      novel('Bến Cảng Mèo Đêm', {
        '10 Kết thúc.txt': 'Mười.',
        '2. Đêm thứ hai.txt': 'Hai.',
        '01 Mở đầu.txt': 'Một.',
        '03.md': 'Ba.',
        'cover.jpg': 'not a chapter',
        'mot.json': '{}',
        '.DS_Store': 'x',
      }),
    )
    expect(book.title).toBe('Bến Cảng Mèo Đêm')
    expect(book.chapters.map(({ index, number, title, file }) => ({ index, number, title, file }))).toEqual([
      { index: 1, number: 1, title: 'Mở đầu', file: '01 Mở đầu.txt' },
      { index: 2, number: 2, title: 'Đêm thứ hai', file: '2. Đêm thứ hai.txt' },
      { index: 3, number: 3, title: null, file: '03.md' },
      { index: 4, number: 10, title: 'Kết thúc', file: '10 Kết thúc.txt' },
    ])
    expect(book.refused).toEqual([])
  })

  it('decodes UTF-8, and UTF-8 or UTF-16 with a byte order mark', async () => {
    const text = 'Tiếng Việt có dấu.'
    const book = await readTextNovel(
      novel('Encodings', {
        '1 utf8.txt': text,
        '2 utf8 bom.txt': `\ufeff${text}`,
        '3 utf16le.txt': utf16(text),
        '4 utf16be.md': utf16(text, true),
      }),
    )
    expect(book.chapters.map((chapter) => chapter.html)).toEqual(Array(4).fill(`<p>${text}</p>`))
  })

  it('reads a file in a legacy encoding or in UTF-16 without a mark; refuses one in none, and imports the rest', async () => {
    const book = await readTextNovel(
      novel('Mixed', {
        '1 ok.txt': 'Được.',
        // "Tiếng Việt" in Windows-1258, which is not UTF-8: the tones are marks of their own.
        '2 cp1258.txt': Buffer.from([0x54, 0x69, 0xea, 0xec, 0x6e, 0x67, 0x20, 0x56, 0x69, 0xea, 0xf2, 0x74]),
        '3 utf16 no bom.txt': Buffer.from('Chữ', 'utf16le'),
        '4 binary.txt': Buffer.from([0x00, 0x01, 0x02, 0xff, 0x00, 0x9f, 0x03]),
      }),
    )
    expect(book.chapters.map(({ file, html }) => ({ file, html }))).toEqual([
      { file: '1 ok.txt', html: '<p>Được.</p>' },
      { file: '2 cp1258.txt', html: '<p>Tiếng Việt</p>' },
      { file: '3 utf16 no bom.txt', html: '<p>Chữ</p>' },
    ])
    expect(book.refused).toEqual([
      {
        file: '4 binary.txt',
        reason: 'unknown-encoding',
        message: 'its text encoding could not be recognised: save it as UTF-8',
      },
    ])
  })

  it('refuses a file too large to be a chapter', async () => {
    const book = await readTextNovel(
      novel('Large', { '1 ok.txt': 'Được.', '2 huge.txt': Buffer.alloc(17 * 1024 * 1024, 0x61) }),
    )
    expect(book.refused).toEqual([
      { file: '2 huge.txt', reason: 'too-large', message: expect.stringMatching(/more than/) },
    ])
  })

  it('turns text into paragraphs, escaping what looks like markup', async () => {
    const book = await readTextNovel(
      novel('Text', {
        '1 lines.txt': 'Dòng một.\r\nDòng <script>hai</script> & ba.\r\n',
        '2 blocks.txt': 'Khổ một,\ndòng hai.\n\n\nKhổ hai.',
      }),
    )
    expect(book.chapters.map((chapter) => chapter.html)).toEqual([
      '<p>Dòng một.</p>\n<p>Dòng &lt;script&gt;hai&lt;/script&gt; &amp; ba.</p>',
      '<p>Khổ một,<br />dòng hai.</p>\n<p>Khổ hai.</p>',
    ])
  })

  it('renders Markdown and sanitises it and HTML chapters', async () => {
    const book = await readTextNovel(
      novel('Marked', {
        '1 md.md':
          '# Chương 1\n\nCó *nghiêng* và [web](https://example.org).\n\n<script>alert(1)</script><img src="http://evil.example/t.gif" onerror="alert(2)">',
        '2 page.html':
          '<html><head><title>Bỏ</title><script>alert(3)</script></head><body><p onclick="x()">Thân <a href="javascript:x()">bài</a></p></body></html>',
      }),
    )
    expect(book.chapters.map((chapter) => chapter.html)).toEqual([
      '<h1>Chương 1</h1>\n<p>Có <em>nghiêng</em> và <a href="https://example.org" rel="noopener noreferrer" target="_blank">web</a>.</p>',
      '<p>Thân <a>bài</a></p>',
    ])
  })

  it('refuses a folder with no readable chapter', async () => {
    await expectRefusal(
      readTextNovel(
        novel('Empty', {
          'cover.jpg': 'x',
          '1 blank.txt': '\n\n',
          '2 bad.txt': Buffer.from([0xff, 0x00, 0xc3]),
        }),
      ),
      'no-chapter',
    )
  })
})
