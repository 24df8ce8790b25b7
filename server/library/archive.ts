import type { Readable } from 'node:stream'
import { orderBy } from 'natural-orderby'
import yauzl, { type Entry, type ZipFile } from 'yauzl'
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

const pageName = /\.(jpe?g|png|webp|gif|avif)$/i

/** Files other tools leave behind (`__MACOSX`, `._*`, `Thumbs.db`) and hidden ones: never pages. */
export const isLitter = (path: string) =>
  path.split('/').some((part) => part === '__MACOSX' || part.startsWith('.') || part === 'Thumbs.db')

export const isPageName = (name: string) => pageName.test(name) && !isLitter(name)

/** yauzl checks every name; its words become the report's. */
function reasonFor(error: Error): string {
  const m = error.message
  if (/^(invalid relative path|absolute path|invalid characters in fileName)/.test(m)) {
    return `an entry's name escapes the folder (${m.slice(m.indexOf(':') + 2)})`
  }
  // yauzl's (and this file's) words for an entry that unpacks to more than its header says.
  if (/too many bytes/.test(m)) return 'zip bomb: an entry is larger than it says'
  if (/not enough bytes|unexpected end|invalid|corrupt|signature|truncated|distance|symbols/i.test(m)) {
    return `corrupt or truncated archive (${m})`
  }
  return `unreadable archive (${m})`
}

const opened = (path: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, strictFileNames: true }, (error, zip) =>
      error ? reject(new Refusal(reasonFor(error))) : resolve(zip),
    ),
  )

export interface Archive {
  /** Image entries in reading order (natural: 2 before 10), sub-folders included. */
  pages: string[]
  /** ComicInfo.xml's text, when the archive has one. */
  comicInfo: string | null
  /** Every entry's name, size and CRC-32 from the directory: the content's fingerprint, read for free. */
  signature: string
  /** One entry's bytes, refused while streaming once it passes the per-entry cap. */
  read(name: string): Promise<Buffer>
  close(): void
}

/**
 * Lists a CBZ/ZIP without extracting it, refusing escaping names and zip bombs from the central
 * directory's own figures; reads stream and are cut off at the caps, so a lying header costs no memory.
 */
export async function openArchive(path: string, limits: ArchiveLimits = archiveLimits): Promise<Archive> {
  const zip = await opened(path)
  try {
    const entries = await listEntries(zip, limits)
    const byName = new Map(entries.map((e) => [e.fileName, e]))
    const pages = orderBy(entries.map((e) => e.fileName).filter(isPageName), [(name) => name], ['asc'])
    // Metadata is a few kilobytes; a bigger file is not worth reading, and the names still work.
    const info = entries.find(
      (e) =>
        /(^|\/)ComicInfo\.xml$/i.test(e.fileName) &&
        !isLitter(e.fileName) &&
        e.uncompressedSize < 1024 * 1024,
    )
    const comicInfo = info ? (await readEntry(zip, info, 1024 * 1024)).toString('utf8') : null
    return {
      pages,
      comicInfo,
      signature: entries.map((e) => `${e.fileName}:${e.uncompressedSize}:${e.crc32}`).join('\n'),
      read: (name) => readEntry(zip, byName.get(name)!, limits.entryBytes),
      close: () => zip.close(),
    }
  } catch (error) {
    zip.close()
    throw error
  }
}

function listEntries(zip: ZipFile, limits: ArchiveLimits) {
  if (zip.entryCount > limits.entries) {
    return Promise.reject(new Refusal(`zip bomb: ${zip.entryCount} entries (at most ${limits.entries})`))
  }
  return new Promise<Entry[]>((resolve, reject) => {
    const entries: Entry[] = []
    let total = 0
    const refuse = (reason: string) => {
      zip.removeAllListeners()
      // Nothing more is read, but a late error must not go unheard and end the process.
      zip.on('error', () => {})
      reject(new Refusal(reason))
    }
    zip.on('entry', (entry: Entry) => {
      if (!entry.fileName.endsWith('/')) {
        const size = entry.uncompressedSize
        total += size
        if (size > limits.entryBytes) return refuse(`zip bomb: ${entry.fileName} unpacks to ${size} bytes`)
        if (total > limits.totalBytes)
          return refuse(`zip bomb: the archive unpacks to over ${limits.totalBytes} bytes`)
        if (size >= limits.ratioFromBytes && size > limits.ratio * Math.max(1, entry.compressedSize)) {
          return refuse(`zip bomb: ${entry.fileName} is compressed over ${limits.ratio} times`)
        }
        entries.push(entry)
      }
      zip.readEntry()
    })
    zip.on('end', () => resolve(entries))
    zip.on('error', (error: Error) => refuse(reasonFor(error)))
    zip.readEntry()
  })
}

function readEntry(zip: ZipFile, entry: Entry, cap: number) {
  return new Promise<Buffer>((resolve, reject) => {
    zip.openReadStream(entry, (error, stream?: Readable) => {
      if (error || !stream) return reject(new Refusal(reasonFor(error ?? new Error('no stream'))))
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
      stream.on('error', (e: Error) => reject(new Refusal(`${entry.fileName}: ${reasonFor(e)}`)))
      stream.on('end', () => resolve(Buffer.concat(chunks)))
    })
  })
}
