import { execFileSync } from 'node:child_process'
import { once } from 'node:events'
import { copyFileSync, createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import yazl from 'yazl'
import { pdfOf } from './pdf-writer.ts'

/**
 * A real RAR 4 comic page (unrar-js's test archive, a dev dependency, MIT): RAR cannot be written
 * with free tools, so every series' CBR is this one archive.
 */
const realCbr = join(import.meta.dirname, '../../node_modules/unrar-js/test/test.rar')

/** What the import benchmark's library holds (the issue's figures). */
export interface LibrarySize {
  series: number
  chaptersPerSeries: number
  pagesPerChapter: number
  pageWidth: number
  pageHeight: number
  novels: number
  chaptersPerNovel: number
}

/** A page that looks like a scan: soft shapes and grain, a JPEG of a few hundred kB at full size. */
export async function pagePicture(seed: number, width: number, height: number) {
  const small = await sharp({
    create: {
      width: Math.round(width / 20),
      height: Math.round(height / 20),
      channels: 3,
      background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 31) % 256 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer()
  return sharp(small).resize(width, height, { kernel: 'cubic' }).jpeg({ quality: 80 }).toBuffer()
}

export async function writeZip(
  file: string,
  entries: { name: string; data: Buffer | string; store?: boolean }[],
) {
  const zip = new yazl.ZipFile()
  for (const entry of entries) {
    zip.addBuffer(Buffer.from(entry.data), entry.name, { compress: !entry.store })
  }
  zip.end()
  const out = zip.outputStream.pipe(createWriteStream(file))
  await once(out, 'close')
}

const paragraph = (n: number) =>
  `<p>Đoạn ${n}: gió đầu mùa thổi qua phố cũ, những ngọn đèn vàng lần lượt sáng lên bên hiên nhà. ` +
  'Người bán hàng rong gọi nhau về, tiếng xe đạp lách cách trên con dốc quen thuộc.</p>'

/** A small EPUB 3: a cover, a table of contents and its chapters of text. */
export async function writeEpub(file: string, title: string, chapters: number, cover: Buffer) {
  const ids = Array.from({ length: chapters }, (_, i) => `c${i + 1}`)
  const opf = `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:mot:${title}</dc:identifier>
<dc:title>${title}</dc:title><dc:creator>Mọt</dc:creator><dc:language>vi</dc:language></metadata>
<manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="cover" href="cover.jpg" media-type="image/jpeg" properties="cover-image"/>
${ids.map((id) => `<item id="${id}" href="${id}.xhtml" media-type="application/xhtml+xml"/>`).join('\n')}
</manifest><spine>${ids.map((id) => `<itemref idref="${id}"/>`).join('')}</spine></package>`
  const nav = `<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><body>
<nav epub:type="toc"><ol>${ids.map((id, i) => `<li><a href="${id}.xhtml">Chương ${i + 1}</a></li>`).join('')}</ol></nav>
</body></html>`
  const chapter = (i: number) => `<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>${i}</title></head><body>
<h1>Chương ${i}</h1>${Array.from({ length: 40 }, (_, n) => paragraph(n + i)).join('\n')}</body></html>`
  await writeZip(file, [
    { name: 'mimetype', data: 'application/epub+zip', store: true },
    {
      name: 'META-INF/container.xml',
      data: `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/book.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`,
    },
    { name: 'OEBPS/book.opf', data: opf },
    { name: 'OEBPS/nav.xhtml', data: nav },
    { name: 'OEBPS/cover.jpg', data: cover, store: true },
    ...ids.map((id, i) => ({ name: `OEBPS/${id}.xhtml`, data: chapter(i + 1) })),
  ])
}

/** A CB7 of these pages, stored (pictures do not compress), written by libarchive's bsdtar. */
function writeCb7(file: string, pages: { name: string; data: Buffer }[]) {
  const dir = mkdtempSync(`${file}.pages-`)
  try {
    for (const page of pages) writeFileSync(join(dir, page.name), page.data)
    execFileSync('bsdtar', [
      '-c',
      '-f',
      file,
      '--format',
      '7zip',
      '--options',
      '7zip:compression=store',
      '-C',
      dir,
      '.',
    ])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A PDF of these pages, each a JPEG over a whole page, as a scanner's PDF is. */
function writePdf(file: string, pages: { data: Buffer }[], width: number, height: number) {
  const pdfPages = pages.map(({ data }) => ({
    width: width / 4,
    height: height / 4,
    jpeg: { bytes: data, width, height },
  }))
  writeFileSync(file, pdfOf({ pages: pdfPages }))
}

/**
 * Writes the benchmark's library: series of CBZ chapters (pages stored, as scanners make them), one
 * chapter in five a CB7 and one a PDF, a one-page CBR in each series, and EPUB novels. Pages come from
 * a pool of distinct pictures, each chapter its own mix of them.
 */
export async function writeBenchLibrary(root: string, size: LibrarySize) {
  const pool = await Promise.all(
    Array.from({ length: 24 }, (_, i) => pagePicture(i + 1, size.pageWidth, size.pageHeight)),
  )
  let bytes = 0
  const series = Array.from({ length: size.series }, (_, s) => `Bộ truyện ${s + 1}`)
  const novels = Array.from({ length: size.novels }, (_, n) => `Tiểu thuyết ${n + 1}`)
  for (let s = 1; s <= size.series; s++) {
    const dir = join(root, 'comics', series[s - 1]!)
    mkdirSync(dir, { recursive: true })
    for (let c = 1; c <= size.chaptersPerSeries; c++) {
      const pages = Array.from({ length: size.pagesPerChapter }, (_, p) => {
        const data = pool[(s * 7 + c * 3 + p) % pool.length]!
        bytes += data.length
        return { name: `${String(p + 1).padStart(3, '0')}.jpg`, data, store: true }
      })
      const name = join(dir, `Chương ${c}`)
      if (c % 5 === 3) writeCb7(`${name}.cb7`, pages)
      else if (c % 5 === 4) writePdf(`${name}.pdf`, pages, size.pageWidth, size.pageHeight)
      else await writeZip(`${name}.cbz`, pages)
    }
    copyFileSync(realCbr, join(dir, `Chương ${size.chaptersPerSeries + 1}.cbr`))
  }
  mkdirSync(join(root, 'novels'), { recursive: true })
  const cover = await sharp(pool[0]!).resize(600, 840).jpeg().toBuffer()
  for (let n = 1; n <= size.novels; n++) {
    const name = novels[n - 1]!
    await writeEpub(join(root, 'novels', `${name}.epub`), name, size.chaptersPerNovel, cover)
  }
  return {
    pageBytes: bytes,
    series,
    novels,
    /** Comic pages and chapters, the CBRs' one page each included. */
    pages: size.series * (size.chaptersPerSeries * size.pagesPerChapter + 1),
    comicChapters: size.series * (size.chaptersPerSeries + 1),
  }
}
