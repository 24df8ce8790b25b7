import { posix } from 'node:path'
import { buffer } from 'node:stream/consumers'
import yauzl from 'yauzl'
import { BookRefusal } from './refusal.ts'

/** What one book archive may hold; beyond any of these it is refused as a zip bomb. */
export interface ZipLimits {
  entries: number
  totalBytes: number
  /** Uncompressed over compressed size, for entries larger than `ratioFloorBytes`. */
  ratio: number
  ratioFloorBytes: number
}

export const BOOK_ZIP_LIMITS: ZipLimits = {
  entries: 10_000,
  totalBytes: 512 * 1024 * 1024,
  ratio: 100,
  ratioFloorBytes: 1024 * 1024,
}

export interface BookZip {
  has(name: string): boolean
  /** An entry's bytes; its size was checked against the limits before, and yauzl checks it again while reading. */
  read(name: string): Promise<Buffer>
  close(): void
}

const unsafeName = /^(invalid characters in fileName|absolute path|invalid relative path)/

/** A zip error as a refusal of the book; a file that cannot be opened at all (gone, unreadable) is not the book's fault and stays as it is. */
function refusalOf(error: unknown): Error {
  if (error instanceof BookRefusal) return error
  if (error instanceof Error && 'syscall' in error) return error
  const message = error instanceof Error ? error.message : String(error)
  if (unsafeName.test(message))
    return new BookRefusal('unsafe-entry-name', `entry name escapes the book: ${message}`)
  return new BookRefusal('corrupt-archive', `corrupt or truncated archive: ${message}`)
}

const openZip = (path: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    // strictFileNames: a backslash is refused, not silently turned into a folder separator.
    yauzl.open(path, { lazyEntries: true, autoClose: false, strictFileNames: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  )

/** Reads the archive's directory only, refusing unsafe names and bombs before a single entry is inflated. */
function listEntries(zip: yauzl.ZipFile, limits: ZipLimits) {
  return new Promise<Map<string, yauzl.Entry>>((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>()
    let total = 0
    zip.on('error', reject)
    zip.on('end', () => resolve(entries))
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entries.size >= limits.entries) {
        return reject(new BookRefusal('zip-bomb', `more than ${limits.entries} entries`))
      }
      total += entry.uncompressedSize
      if (total > limits.totalBytes) {
        return reject(new BookRefusal('zip-bomb', `more than ${limits.totalBytes} bytes uncompressed`))
      }
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1)
      if (entry.uncompressedSize > limits.ratioFloorBytes && ratio > limits.ratio) {
        return reject(new BookRefusal('zip-bomb', `${entry.fileName} inflates ${Math.round(ratio)} times`))
      }
      if (!entry.fileName.endsWith('/')) entries.set(posix.normalize(entry.fileName), entry)
      zip.readEntry()
    })
    zip.readEntry()
  })
}

export async function openBookZip(path: string, limits: ZipLimits = BOOK_ZIP_LIMITS): Promise<BookZip> {
  let zip: yauzl.ZipFile
  try {
    zip = await openZip(path)
  } catch (error) {
    throw refusalOf(error)
  }
  let entries: Map<string, yauzl.Entry>
  try {
    entries = await listEntries(zip, limits)
  } catch (error) {
    zip.close()
    throw refusalOf(error)
  }
  return {
    has: (name) => entries.has(name),
    async read(name) {
      const entry = entries.get(name)
      if (!entry) throw new BookRefusal('corrupt-archive', `${name} is not in the archive`)
      try {
        const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
          zip.openReadStream(entry, (error, readable) => (error ? reject(error) : resolve(readable))),
        )
        return await buffer(stream)
      } catch (error) {
        throw refusalOf(error)
      }
    },
    close: () => zip.close(),
  }
}
