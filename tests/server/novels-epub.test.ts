import { rmSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { bookLimits, readEpub } from '../../server/library/novels/epub.ts'
import { expectRefusal, renameInZip, tempDir, writeTemp, zipOf } from './book-files.ts'

const dir = tempDir('mot-epub-')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

let count = 0
const epubFile = async (entries: Record<string, string | Buffer>) =>
  writeTemp(dir, `book-${++count}.epub`, await zipOf(entries))

const container = (opf = 'OEBPS/content.opf') => `<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="${opf}" media-type="application/oebps-package+xml"/></rootfiles>
</container>`

const xhtml = (title: string, body: string) => `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
<head><title>${title}</title><link rel="stylesheet" href="../style.css"/></head>
<body>${body}</body></html>`

const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex')

const opf3 = (extraMetadata = '') => `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="id">urn:uuid:1</dc:identifier>
    <dc:title>Bến Cảng Mèo Đêm &amp; bạn</dc:title>
    <dc:creator>Lê Minh</dc:creator>
    <dc:description>&lt;p&gt;Một con mèo &lt;b&gt;đêm&lt;/b&gt;.&lt;/p&gt;</dc:description>
    <dc:language>vi</dc:language>
    <dc:subject>Phiêu lưu</dc:subject>
    <dc:subject>Mèo</dc:subject>
    ${extraMetadata}
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="cover" href="images/cover.jpg" media-type="image/jpeg" properties="cover-image"/>
    <item id="pic" href="images/b%E1%BA%BFn.png" media-type="image/png"/>
    <item id="coverpage" href="text/cover.xhtml" media-type="application/xhtml+xml"/>
    <item id="c1" href="text/one.xhtml" media-type="application/xhtml+xml"/>
    <item id="c2" href="text/two.xhtml" media-type="application/xhtml+xml"/>
  </manifest>
  <spine><itemref idref="coverpage"/><itemref idref="c2"/><itemref idref="c1"/></spine>
</package>`

const nav = `<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><body>
<nav epub:type="landmarks"><ol><li><a href="text/one.xhtml">Wrong title</a></li></ol></nav>
<nav epub:type="toc"><ol>
  <li><a href="text/two.xhtml">Chương 1: <em>Mở đầu</em></a></li>
  <li><a href="text/one.xhtml#start">Chương 2 &amp; cuối</a></li>
</ol></nav></body></html>`

const epub3 = (
  chapterOne = '<p>Hai.</p><p><img src="../images/b%E1%BA%BFn.png" alt="bến"/></p>',
  metadata = '',
) => ({
  mimetype: 'application/epub+zip',
  'META-INF/container.xml': container(),
  'OEBPS/content.opf': opf3(metadata),
  'OEBPS/nav.xhtml': nav,
  'OEBPS/images/cover.jpg': jpeg,
  'OEBPS/images/bến.png': png,
  'OEBPS/text/cover.xhtml': xhtml('Cover', '<div><img src="../images/cover.jpg" alt=""/></div>'),
  'OEBPS/text/two.xhtml': xhtml('Two', '<h1>Mở đầu</h1><p>Một.</p>'),
  'OEBPS/text/one.xhtml': xhtml('One', chapterOne),
})

describe('readEpub', () => {
  it('reads an EPUB 3: OPF metadata, cover, spine order titled by the nav, images as placeholders', async () => {
    const book = await readEpub(await epubFile(epub3()))
    expect(book).toMatchObject({
      title: 'Bến Cảng Mèo Đêm & bạn',
      author: 'Lê Minh',
      // An inline element is no word break: 'đêm' and its full stop stay together.
      description: 'Một con mèo đêm.',
      language: 'vi',
      subjects: ['Phiêu lưu', 'Mèo'],
      cover: { type: 'image/jpeg' },
    })
    expect(book.cover?.bytes.equals(jpeg)).toBe(true)
    // The cover page is the cover, not chapter 1; the spine's order wins over the files' names.
    expect(book.chapters.map(({ index, title }) => ({ index, title }))).toEqual([
      { index: 1, title: 'Chương 1: Mở đầu' },
      { index: 2, title: 'Chương 2 & cuối' },
    ])
    expect(book.chapters[0]?.html).toBe('<h1>Mở đầu</h1><p>Một.</p>')
    expect(book.chapters[1]?.html).toBe(
      '<p>Hai.</p><p><img src="book-image:OEBPS/images/bến.png" alt="bến" /></p>',
    )
    expect(book.images).toHaveLength(1)
    expect(book.images[0]).toMatchObject({ name: 'OEBPS/images/bến.png', type: 'image/png' })
    expect(book.images[0]?.bytes.equals(png)).toBe(true)
  })

  it('reads an EPUB 2: NCX titles, the cover meta, every creator, non-linear items left out', async () => {
    const opf = `<?xml version="1.0"?>
<package xmlns="http://www.idpf.org/2007/opf" version="2.0">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf">
    <dc:title>Old Book</dc:title>
    <dc:creator opf:role="aut">A. Writer</dc:creator>
    <dc:creator opf:role="aut">B. Writer</dc:creator>
    <dc:language>en</dc:language>
    <meta name="cover" content="front"/>
  </metadata>
  <manifest>
    <item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
    <item id="front" href="front.png" media-type="image/png"/>
    <item id="notes" href="notes.html" media-type="application/xhtml+xml"/>
    <item id="a" href="a.html" media-type="application/xhtml+xml"/>
    <item id="b" href="b.html" media-type="application/xhtml+xml"/>
  </manifest>
  <spine toc="ncx"><itemref idref="a"/><itemref idref="notes" linear="no"/><itemref idref="b"/></spine>
</package>`
    const ncx = `<?xml version="1.0"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><navMap>
  <navPoint id="p1"><navLabel><text>Part One</text></navLabel><content src="a.html"/>
    <navPoint id="p1a"><navLabel><text>Inner</text></navLabel><content src="a.html#x"/></navPoint>
  </navPoint>
</navMap></ncx>`
    const book = await readEpub(
      await epubFile({
        mimetype: 'application/epub+zip',
        'META-INF/container.xml': container('content.opf'),
        'content.opf': opf,
        'toc.ncx': ncx,
        'front.png': png,
        'notes.html': xhtml('Notes', '<p>Notes</p>'),
        'a.html': xhtml('A', '<p>First</p>'),
        'b.html': xhtml('B', '<h2>Second <i>part</i></h2><p>More</p>'),
      }),
    )
    expect(book).toMatchObject({
      title: 'Old Book',
      author: 'A. Writer, B. Writer',
      language: 'en',
      description: null,
      subjects: [],
    })
    expect(book.cover?.bytes.equals(png)).toBe(true)
    expect(book.chapters.map(({ title, html }) => ({ title, html }))).toEqual([
      { title: 'Part One', html: '<p>First</p>' },
      // Not in the table of contents: titled by its first heading.
      { title: 'Second part', html: '<h2>Second <i>part</i></h2><p>More</p>' },
    ])
  })

  it('removes scripts, event handlers, styles and external references from chapters', async () => {
    const hostile = `<script>alert(1)</script><style>p{}</style><iframe src="https://evil.example/"></iframe>
<p onclick="steal()">Text <img src="http://evil.example/track.gif" alt="t"/><img src="x.png" onerror="alert(2)"/>
<img src="../images/b%E1%BA%BFn.png" onerror="alert(3)"/><img src="data:image/png;base64,AAAA"/>
<a href="javascript:alert(4)">js</a> <a href="two.xhtml">inside</a> <a href="https://example.org/">web</a></p>
<object data="http://evil.example/x.swf"></object><svg><image href="http://evil.example/x.png"/></svg>`
    const book = await readEpub(await epubFile(epub3(hostile)))
    const html = book.chapters[1]?.html ?? ''
    expect(html).toBe(
      '<p>Text \n<img src="book-image:OEBPS/images/bến.png" />\n' +
        // A link inside the book leads to its chapter (here the first), as the reader addresses it.
        '<a>js</a> <a href="../1/">inside</a> <a href="https://example.org/" rel="noopener noreferrer" target="_blank">web</a></p>\n' +
        // A drawing stays, without what it would fetch from outside.
        '<svg><image></image></svg>',
    )
    expect(html).not.toMatch(/script|onerror|onclick|evil|data:|stylesheet|<title/i)
    expect(book.images.map((image) => image.name)).toEqual(['OEBPS/images/bến.png'])
  })

  it('never expands XML entities: a billion laughs in the OPF or a chapter stays unread', async () => {
    const laughs = `<!DOCTYPE package [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
  <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
  <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
  <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
  <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
  <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>`
    const entries = epub3(`<p>&lol9;</p>`, '<dc:title>&lol9;</dc:title>')
    entries['OEBPS/content.opf'] = entries['OEBPS/content.opf'].replace('<package', `${laughs}\n<package`)
    entries['OEBPS/text/one.xhtml'] = entries['OEBPS/text/one.xhtml'].replace(
      '<!DOCTYPE html>',
      laughs.replace('package', 'html'),
    )
    const book = await readEpub(await epubFile(entries))
    expect(book.title).toBe('Bến Cảng Mèo Đêm & bạn')
    expect(JSON.stringify(book)).not.toContain('lollol')
    expect(book.chapters[1]?.html).toBe('<p>&amp;lol9;</p>')
  })

  describe('refuses, with its reason', () => {
    it('a corrupt or truncated archive', async () => {
      await expectRefusal(
        readEpub(writeTemp(dir, 'noise.epub', Buffer.from('not a zip at all'))),
        'corrupt-archive',
      )
      const whole = await zipOf(epub3())
      const error = await expectRefusal(
        readEpub(writeTemp(dir, 'cut.epub', whole.subarray(0, whole.length - 40))),
        'corrupt-archive',
      )
      expect(error.message).toMatch(/corrupt or truncated/)
    })

    it('an entry bigger than its declared size, or whose compressed data is broken', async () => {
      const name = 'OEBPS/text/two.xhtml'
      const lying = await zipOf(epub3())
      // The central directory's uncompressed size, 24 bytes into the header whose name starts 46 bytes in.
      lying.writeUInt32LE(10, lying.lastIndexOf(name) - 46 + 24)
      expect(
        (await expectRefusal(readEpub(writeTemp(dir, 'lying.epub', lying)), 'zip-bomb')).message,
      ).toMatch(/larger than it says/)
      const broken = await zipOf(epub3())
      // Deflate block type 11 does not exist: right after the local header's name (no extra field).
      broken.fill(
        0xff,
        broken.indexOf(name) + Buffer.byteLength(name),
        broken.indexOf(name) + Buffer.byteLength(name) + 4,
      )
      const corrupt = await expectRefusal(readEpub(writeTemp(dir, 'broken.epub', broken)), 'corrupt-archive')
      // The report's words; zlib's own go to the operator's log.
      expect(corrupt.message).toMatch(/corrupt or truncated/)
      expect(corrupt.details).toMatch(/invalid block type/)
    })

    it('nothing for a file that is not there: that is not the book’s fault', async () => {
      await expect(readEpub(`${dir}/missing.epub`)).rejects.toMatchObject({ code: 'ENOENT' })
    })

    it('a book without a package document', async () => {
      const { 'META-INF/container.xml': _, ...noContainer } = epub3()
      await expectRefusal(readEpub(await epubFile(noContainer)), 'no-package')
      const error = await expectRefusal(
        readEpub(await epubFile({ ...epub3(), 'META-INF/container.xml': container('missing.opf') })),
        'no-package',
      )
      expect(error.message).toMatch(/package document/)
    })

    it('a book with no readable chapter', async () => {
      const entries = epub3()
      entries['OEBPS/content.opf'] = entries['OEBPS/content.opf'].replace(
        /<spine>.*<\/spine>/,
        '<spine><itemref idref="coverpage"/><itemref idref="gone"/></spine>',
      )
      await expectRefusal(readEpub(await epubFile(entries)), 'no-chapter')
    })

    it.each([
      ['a parent folder', 'OEBPS/xx/evil.txt', 'OEBPS/../evil.txt'],
      ['an absolute path', 'xOEBPS/evil.txt', '/OEBPS/evil.txt'],
      ['a drive letter', 'CC/evil.txt', 'C:/evil.txt'],
      ['a backslash', 'OEBPS/x/evil.txt', 'OEBPS\\x\\evil.txt'],
    ])('an entry name with %s', async (_, safe, unsafe) => {
      const zip = renameInZip(await zipOf({ ...epub3(), [safe]: 'pwned' }), safe, unsafe)
      const error = await expectRefusal(
        readEpub(writeTemp(dir, `unsafe-${++count}.epub`, zip)),
        'unsafe-entry-name',
      )
      expect(error.message).toContain('escapes the folder')
    })

    it('a zip bomb: an entry that inflates too far, too many entries, too many bytes', async () => {
      const bomb = await epubFile({ ...epub3(), 'OEBPS/zeros.bin': Buffer.alloc(20 * 1024 * 1024) })
      expect((await expectRefusal(readEpub(bomb), 'zip-bomb')).message).toMatch(
        /zeros\.bin is compressed over 100 times/,
      )
      const book = await epubFile(epub3())
      expect(
        (await expectRefusal(readEpub(book, { ...bookLimits, entries: 5 }), 'zip-bomb')).message,
      ).toMatch(/entries \(at most 5\)/)
      expect(
        (await expectRefusal(readEpub(book, { ...bookLimits, totalBytes: 1000 }), 'zip-bomb')).message,
      ).toMatch(/unpacks to over 1000 bytes/)
    })
  })
})
