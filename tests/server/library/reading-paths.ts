import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buffer } from 'node:stream/consumers'
import yazl from 'yazl'
import { parseComicInfo } from '../../../server/library/comic-info.ts'
import { toWebVtt } from '../../../server/library/films/subtitles.ts'
import { readGame } from '../../../server/library/game-json.ts'
import { motWords, readMotJson } from '../../../server/library/mot-json.ts'
import { readEpub } from '../../../server/library/novels/epub.ts'
import { readTextNovel } from '../../../server/library/novels/text.ts'
import { postWithinLimits } from '../../../server/library/within-limits.ts'
import { shortDescription } from '../../../src/contract/head/plain-text.ts'

/*
 * Every path by which text of a library file reaches the database or a page, each fed hostile text as
 * it would stand in the file (reading-time.test.ts). Plain Node: a worker thread runs them, so one that
 * never ends can be stopped.
 */

const MB = 1024 * 1024

/** A megabyte of what makes markup readers slow: runs of `<` and entities, deep nesting, what is never closed. */
export const hostileTexts: Record<string, () => string> = {
  'a run of <': () => '<'.repeat(MB),
  'a run of &lt;': () => '&lt;'.repeat(MB / 4),
  'a run of & and entities': () => '&&amp;&#x41;&nbsp;&lol;'.repeat(MB / 24),
  'tags nested a million deep': () => '<b>'.repeat(MB / 3),
  'nested and closed': () => `${'<div><i>'.repeat(MB / 32)}x${'</i></div>'.repeat(MB / 32)}`,
  'tags never closed': () => '<a href="x" '.repeat(MB / 12),
  'scripts never closed': () => '<script><style>'.repeat(MB / 15),
  'an unclosed comment': () => `<!--${'x'.repeat(MB)}`,
  'an unclosed CDATA section': () => `<![CDATA[${'x'.repeat(MB)}`,
  'document tags over and over': () => '<body><nav epub:type="toc"><h1><a href="a.xhtml">'.repeat(MB / 48),
  'doctypes over and over': () => '<!DOCTYPE x [<!ENTITY a "b">'.repeat(MB / 28),
  'white space, then a word': () => `${' \n\t'.repeat(MB / 3)}x`,
}

async function zipOf(entries: Record<string, string>) {
  const zip = new yazl.ZipFile()
  for (const [name, content] of Object.entries(entries)) {
    // Stored: a megabyte of one character compresses like a zip bomb and would be refused as one, unread.
    zip.addBuffer(Buffer.from(content), name, { compress: false })
  }
  zip.end()
  return buffer(zip.outputStream)
}

const dir = mkdtempSync(join(tmpdir(), 'mot-reading-'))
let files = 0
const file = (name: string, content: string | Buffer) => {
  const path = join(dir, `${++files}-${name}`)
  writeFileSync(path, content)
  return path
}

interface BookParts {
  metadata?: string
  nav?: string
  ncx?: string
  chapter?: string
}

/** An EPUB with one chapter, a nav document or an NCX, and what `parts` put in them. */
async function epub({ metadata = '', nav, ncx, chapter = '<p>Một.</p>' }: BookParts) {
  const toc = ncx
    ? '<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>'
    : '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>'
  const opf = `<?xml version="1.0"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Sách</dc:title>${metadata}</metadata>
  <manifest>${toc}<item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/></manifest>
  <spine toc="ncx"><itemref idref="c1"/></spine>
</package>`
  return file(
    'book.epub',
    await zipOf({
      mimetype: 'application/epub+zip',
      'META-INF/container.xml': `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="content.opf"/></rootfiles></container>`,
      'content.opf': opf,
      'nav.xhtml': `<html><body><nav epub:type="toc"><ol><li><a href="c1.xhtml">${nav ?? 'Một'}</a></li></ol></nav></body></html>`,
      'toc.ncx': `<ncx><navMap><navPoint><navLabel><text>${ncx ?? 'Một'}</text></navLabel><content src="c1.xhtml"/></navPoint></navMap></ncx>`,
      'c1.xhtml': `<?xml version="1.0"?><!DOCTYPE html><html><head><title>t</title></head><body>${chapter}</body></html>`,
    }),
  )
}

/** A folder novel with one chapter file. */
function textNovel(extension: string, text: string) {
  const folder = join(dir, `${++files}-Truyện`)
  mkdirSync(folder)
  writeFileSync(join(folder, `01 Mở đầu${extension}`), text)
  return readTextNovel(folder)
}

/** Each path, from the hostile text to what would be stored or shown. */
export const readingPaths: Record<string, (text: string) => Promise<unknown> | unknown> = {
  'EPUB title': async (text) => readEpub(await epub({ metadata: `<dc:title>${text}</dc:title>` })),
  'EPUB creator': async (text) => readEpub(await epub({ metadata: `<dc:creator>${text}</dc:creator>` })),
  'EPUB description': async (text) =>
    readEpub(await epub({ metadata: `<dc:description>${text}</dc:description>` })),
  'EPUB subject': async (text) => readEpub(await epub({ metadata: `<dc:subject>${text}</dc:subject>` })),
  'EPUB nav title': async (text) => readEpub(await epub({ nav: text })),
  'EPUB NCX title': async (text) => readEpub(await epub({ ncx: text })),
  'EPUB chapter': async (text) => readEpub(await epub({ chapter: text })),
  'text novel, .html chapter': (text) => textNovel('.html', text),
  'text novel, .txt chapter': (text) => textNovel('.txt', text),
  'text novel, .md chapter': (text) => textNovel('.md', text),
  'ComicInfo.xml fields': (text) => {
    const fields = ['Series', 'Title', 'Summary', 'Writer', 'Genre', 'Tags']
    return parseComicInfo(`<ComicInfo>${fields.map((f) => `<${f}>${text}</${f}>`).join('')}</ComicInfo>`)
  },
  'mot.json fields': async (text) => {
    const { mot } = await readMotJson(
      file(
        'mot.json',
        JSON.stringify({ title: { vi: text }, description: { en: text }, categories: [text], author: text }),
      ),
    )
    return postWithinLimits({ ...motWords(mot, '', ''), author: mot?.author }, 'comics/x', () => {})
  },
  'game JSON': (text) =>
    readGame(
      file(
        'game.json',
        JSON.stringify({ title: text, description: text, url: `https://games.example/${text}`, cover: text }),
      ),
    ),
  subtitles: (text) => toWebVtt(`1\n00:00:01,000 --> 00:00:02,000\n${text}\n`),
  "a page's description": (text) => shortDescription(text),
}
