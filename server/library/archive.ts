import type { Readable } from 'node:stream'
import { orderBy } from 'natural-orderby'
import yauzl, { type Entry, type ZipFile } from 'yauzl'
import { decodeMarkup } from './encoding.ts'
import { libraryLimits } from './limits.ts'
import { Refusal } from './refusal.ts'

/** What one archive may hold before it is refused as a zip bomb, not a comic. */
export const archiveLimits = {
  entries: 5_000,
  /** The largest page, uncompressed. */
  entryBytes: 64 * 1024 * 1024,
  /** All pages together, uncompressed. */
  totalBytes: 2 * 1024 * 1024 * 1024,
  /** Uncompressed over compressed, for entries big enough to matter; images hardly compress. */
  ratio: 100,
  ratioFromBytes: 1024 * 1024,
}
export type ArchiveLimits = typeof archiveLimits

const pageName = /\.(jpe?g|png|webp|gif|avif|heic|heif)$/i

/** Files other tools leave behind (`__MACOSX`, `._*`, `Thumbs.db`) and hidden ones: never pages. */
export const isLitter = (path: string) =>
  path.split('/').some((part) => part === '__MACOSX' || part.startsWith('.') || part === 'Thumbs.db')

export const isPageName = (name: string) => pageName.test(name) && !isLitter(name)

/** `cover.jpg` or `folder.jpg` (any picture) inside an archive, as taggers add it: the cover, not a page. */
export const isCoverEntry = (name: string) =>
  isPageName(name) && /^(cover|folder)\.[^.]+$/i.test(name.slice(name.lastIndexOf('/') + 1))

/** An archive's pages in reading order (natural: 2 before 10, sub-folders included) and its cover entry. */
export function pagesOf(names: string[]) {
  const pages = orderBy(
    names.filter((name) => isPageName(name) && !isCoverEntry(name)),
    [(name) => name],
    ['asc'],
  )
  // The cover nearest the archive's root, when there are several.
  const covers = orderBy(names.filter(isCoverEntry), [(name) => name.split('/').length, (name) => name])
  return { pages, cover: covers[0] ?? null }
}

/** yauzl checks every name; the report says what it found in its own words, yauzl's go to the log. */
function refusalFor(error: Error): Refusal {
  const m = error.message
  if (/^(invalid relative path|absolute path|invalid characters in fileName)/.test(m)) {
    return new Refusal(
      `an entry's name escapes the folder (${m.slice(m.indexOf(':') + 2)})`,
      'unsafe-entry-name',
    )
  }
  // yauzl's (and this file's) words for an entry that unpacks to more than its header says.
  if (/too many bytes/.test(m)) return new Refusal('zip bomb: an entry is larger than it says', 'zip-bomb')
  if (/encrypt/i.test(m)) {
    return new Refusal('a password-protected archive: the library cannot open it', 'corrupt-archive', m)
  }
  if (/not enough bytes|unexpected end|invalid|corrupt|signature|truncated|distance|symbols/i.test(m)) {
    return new Refusal('corrupt or truncated archive', 'corrupt-archive', m)
  }
  return new Refusal('not an archive the library can open', 'corrupt-archive', m)
}

/** A file that cannot be opened at all (gone, unreadable) is not the archive's fault: its error stays. */
const opened = (path: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, strictFileNames: true }, (error, zip) =>
      error ? reject('syscall' in error ? error : refusalFor(error)) : resolve(zip),
    ),
  )

/** A zip listed from its central directory, nothing extracted yet. */
export interface Zip {
  /** Its files (folders left out), named as in the archive. */
  names: string[]
  has(name: string): boolean
  /** An entry's size unpacked, as the directory says (0 for a name it does not hold). */
  size(name: string): number
  /** Every entry's name, size and CRC-32 from the directory: the content's fingerprint, read for free. */
  signature: string
  /** One entry's bytes, refused while streaming once it passes the per-entry cap. */
  read(name: string): Promise<Buffer>
  /** One entry as a stream, for entries too big to hold (a backup's videos); yauzl stops at its size. */
  stream(name: string): Promise<Readable>
  close(): void
}

/**
 * Opens a ZIP (a CBZ, an EPUB) without extracting it, refusing escaping names and zip bombs from the
 * central directory's own figures; reads stream and are cut off at the caps, so a lying header costs
 * no memory.
 */
export async function openZip(path: string, limits: ArchiveLimits = archiveLimits): Promise<Zip> {
  const zip = await opened(path)
  try {
    const entries = await listEntries(zip, limits)
    const byName = new Map(entries.map((e) => [e.fileName, e]))
    return {
      names: entries.map((e) => e.fileName),
      has: (name) => byName.has(name),
      size: (name) => byName.get(name)?.uncompressedSize ?? 0,
      signature: entries.map((e) => `${e.fileName}:${e.uncompressedSize}:${e.crc32}`).join('\n'),
      read: (name) => {
        const entry = byName.get(name)
        if (!entry) return Promise.reject(new Refusal(`${name} is not in the archive`, 'corrupt-archive'))
        return readEntry(zip, entry, limits.entryBytes)
      },
      stream: (name) =>
        new Promise((resolve, reject) => {
          const entry = byName.get(name)
          if (!entry) return reject(new Refusal(`${name} is not in the archive`, 'corrupt-archive'))
          zip.openReadStream(entry, (error, stream?: Readable) =>
            error || !stream ? reject(refusalFor(error ?? new Error('no stream'))) : resolve(stream),
          )
        }),
      close: () => zip.close(),
    }
  } catch (error) {
    zip.close()
    throw error
  }
}

export interface Archive extends Zip {
  /** Image entries in reading order (natural: 2 before 10), sub-folders included. */
  pages: string[]
  /** Its `cover.jpg` or `folder.jpg`, when it has one. */
  cover: string | null
  /** ComicInfo.xml's text, when the archive has one. */
  comicInfo: string | null
}

/** A comic's archive: its pages in reading order and its ComicInfo.xml. */
export async function openArchive(path: string, limits: ArchiveLimits = archiveLimits): Promise<Archive> {
  const zip = await openZip(path, limits)
  try {
    const { pages, cover } = pagesOf(zip.names)
    // Metadata is a few kilobytes; a bigger file is not worth reading, and the names still work.
    const info = zip.names.find(
      (name) =>
        /(^|\/)ComicInfo\.xml$/i.test(name) &&
        !isLitter(name) &&
        zip.size(name) <= libraryLimits.metadataBytes,
    )
    // Written by whichever tagger, in whichever encoding it chose (UTF-16 by some).
    const comicInfo = info ? decodeMarkup(await zip.read(info)) : null
    return { ...zip, pages, cover, comicInfo }
  } catch (error) {
    zip.close()
    throw error
  }
}

function listEntries(zip: ZipFile, limits: ArchiveLimits) {
  if (zip.entryCount > limits.entries) {
    return Promise.reject(
      new Refusal(`zip bomb: ${zip.entryCount} entries (at most ${limits.entries})`, 'zip-bomb'),
    )
  }
  return new Promise<Entry[]>((resolve, reject) => {
    const entries: Entry[] = []
    let total = 0
    const refuse = (refusal: Refusal) => {
      zip.removeAllListeners()
      // Nothing more is read, but a late error must not go unheard and end the process.
      zip.on('error', () => {})
      reject(refusal)
    }
    const bomb = (reason: string) => refuse(new Refusal(`zip bomb: ${reason}`, 'zip-bomb'))
    zip.on('entry', (entry: Entry) => {
      if (!entry.fileName.endsWith('/')) {
        const size = entry.uncompressedSize
        total += size
        if (size > limits.entryBytes) return bomb(`${entry.fileName} unpacks to ${size} bytes`)
        if (total > limits.totalBytes) return bomb(`the archive unpacks to over ${limits.totalBytes} bytes`)
        if (size >= limits.ratioFromBytes && size > limits.ratio * Math.max(1, entry.compressedSize)) {
          return bomb(`${entry.fileName} is compressed over ${limits.ratio} times`)
        }
        entries.push(entry)
      }
      zip.readEntry()
    })
    zip.on('end', () => resolve(entries))
    zip.on('error', (error: Error) => refuse(refusalFor(error)))
    zip.readEntry()
  })
}

function readEntry(zip: ZipFile, entry: Entry, cap: number) {
  return new Promise<Buffer>((resolve, reject) => {
    zip.openReadStream(entry, (error, stream?: Readable) => {
      if (error || !stream) return reject(refusalFor(error ?? new Error('no stream')))
      const chunks: Buffer[] = []
      let size = 0
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length
        // yauzl stops at the declared size already; this holds even if a header were believed.
        if (size > cap) {
          stream.destroy(new Error('too many bytes in the stream'))
          return
        }
        chunks.push(chunk)
      })
      stream.on('error', (e: Error) => {
        const refusal = refusalFor(e)
        reject(new Refusal(`${entry.fileName}: ${refusal.message}`, refusal.kind, refusal.details))
      })
      stream.on('end', () => resolve(Buffer.concat(chunks)))
    })
  })
}
