import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { buffer } from 'node:stream/consumers'
import yazl from 'yazl'
import { slugOf } from '../../../server/posts/slug.ts'
import { timeReads, withinIdle } from '../read-latency.ts'
import type { AttackRow } from './report.ts'

/** The `&lt;`s of the description: a regex over markup that backtracks took some 50 s on them. */
export const ESCAPED_LTS = 250_000
/** A read within this is no stall, whatever twice the idle p99 says. */
export const READ_FLOOR_MS = 50
/** The longest the attack watches the import for. */
const WATCH_MS = 90_000

/**
 * A minimal valid EPUB 3 whose dc:description is 250,000 × `&lt;`: 1 MB of text that deflates to
 * about 2 kB. The book's title is `title`.
 */
export const hostileEpub = (title = 'Hostile Book') => minimalEpub(title, '&lt;'.repeat(ESCAPED_LTS))

/**
 * A valid EPUB 3 of one short chapter, with this title and description (XML, as written in the OPF);
 * the chapter's body is `body` (XHTML) when given.
 */
export async function minimalEpub(title: string, description: string, body = `<p>${title}.</p>`) {
  const files: Record<string, string> = {
    mimetype: 'application/epub+zip',
    'META-INF/container.xml': `<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`,
    'content.opf': `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="id">urn:uuid:${randomBytes(8).toString('hex')}</dc:identifier>
    <dc:title>${title}</dc:title>
    <dc:language>en</dc:language>
    <dc:description>${description}</dc:description>
  </metadata>
  <manifest><item id="c1" href="one.xhtml" media-type="application/xhtml+xml"/></manifest>
  <spine><itemref idref="c1"/></spine>
</package>`,
    'one.xhtml': `<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>One</title></head><body>${body}</body></html>`,
  }
  const zip = new yazl.ZipFile()
  for (const [name, text] of Object.entries(files)) {
    zip.addBuffer(Buffer.from(text), name, { compress: name !== 'mimetype' })
  }
  zip.end()
  return buffer(zip.outputStream)
}

/** The attacked server's LIBRARY_DIR, inside the run's data folder, made before the server starts. */
export function attackLibrary(dataDir: string) {
  const library = join(dataDir, 'library')
  mkdirSync(library, { recursive: true })
  return library
}

/**
 * Drops the hostile EPUB into the server's LIBRARY_DIR (no account needed: whoever can write there)
 * and reads a public API answer one read after another, at rest first, then from the drop until the
 * book is listed (or WATCH_MS pass). Held when every read is answered and the p99 during the import
 * stays within twice the p99 at rest (or READ_FLOOR_MS).
 */
export async function hostileEpubImport(base: string, library: string) {
  const read = [`${base}/vi/api/v1/home/index/`]
  const title = `Hostile Book ${randomBytes(3).toString('hex')}`
  const listed = `${base}/vi/api/v1/posts/detail/novel/${slugOf(title)}/`
  // Warmed up first (the route, its queries, the answer cache), then read at rest.
  await timeReads(read, () => false, 3000)
  const idle = await timeReads(read, () => false, 5000)
  const epub = await hostileEpub(title)
  // Written aside and moved in, so the watcher sees the whole file at once.
  await mkdir(join(library, 'novels'), { recursive: true })
  await writeFile(join(library, '.hostile.epub'), epub)
  await rename(join(library, '.hostile.epub'), join(library, 'novels', 'hostile.epub'))
  const started = Date.now()
  let imported = false
  const watching = (async () => {
    while (!imported && Date.now() - started < WATCH_MS) {
      imported =
        (await fetch(listed).then(
          (answer) => answer.status,
          () => 0,
        )) === 200
      if (!imported) await new Promise((resolve) => setTimeout(resolve, 500))
    }
  })()
  const busy = await timeReads(read, () => !imported && Date.now() - started < WATCH_MS, 5000)
  await watching
  const { idleP99, busyP99, held } = withinIdle(idle, busy, READ_FLOOR_MS)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  return {
    requests: idle.ms.length + idle.failed + busy.ms.length + busy.failed,
    happened:
      `${(epub.length / 1000).toFixed(1)} kB; read p99 ${busyP99.toFixed(1)} ms during the import ` +
      `(${busy.ms.length} reads, ${busy.failed} failed) against ${idleP99.toFixed(1)} ms at rest; ` +
      `${imported ? `the book listed after ${seconds} s` : `not listed within ${seconds} s (refused, or still read)`}`,
    result: held ? 'pass' : 'fail',
  } satisfies Omit<AttackRow, 'attack' | 'expected'>
}
