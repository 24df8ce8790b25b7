import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { PassThrough, Readable } from 'node:stream'
import sharp from 'sharp'
import yazl from 'yazl'

/** A small page picture, a different colour for each seed so every page has its own content. */
export const page = (seed: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({
    create: { width: 60, height: 90, channels: 3, background: { r: seed * 37, g: 90, b: 200 - seed } },
  })
    [format]()
    .toBuffer()

/** A JPEG that says it is 20,000 × 20,000 pixels: the header alone is a pixel bomb. */
export async function pixelBomb() {
  const bytes = Buffer.from(await page(1))
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]))
  bytes.writeUInt16BE(20_000, sof + 5)
  bytes.writeUInt16BE(20_000, sof + 7)
  return bytes
}

export interface Entry {
  name: string
  data: Buffer | string
}

const collect = (stream: NodeJS.ReadableStream) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => resolve(Buffer.concat(chunks)))
    stream.on('error', reject)
  })

/** A ZIP of these entries. */
export function zipOf(entries: Entry[]) {
  const zip = new yazl.ZipFile()
  for (const e of entries) zip.addBuffer(Buffer.from(e.data), e.name)
  zip.end()
  return collect(zip.outputStream)
}

/**
 * A ZIP whose entry is named `name`, which yazl itself would refuse to write: written under a
 * stand-in of the same length, then renamed in the bytes (local header and central directory).
 */
export async function zipWithName(name: string, data: Buffer) {
  const standIn = 'x'.repeat(name.length)
  const bytes = await zipOf([{ name: standIn, data }])
  let at = bytes.indexOf(standIn)
  while (at !== -1) {
    bytes.write(name, at, 'latin1')
    at = bytes.indexOf(standIn, at + 1)
  }
  return bytes
}

/** A ZIP with one page of `size` zeros: a few hundred kilobytes for hundreds of megabytes. */
export async function zipBomb(size: number) {
  const zip = new yazl.ZipFile()
  const zeros = Buffer.alloc(1024 * 1024)
  let left = size
  const source = new Readable({
    read() {
      if (left <= 0) return this.push(null)
      const n = Math.min(left, zeros.length)
      left -= n
      this.push(zeros.subarray(0, n))
    },
  })
  zip.addReadStream(source, 'page-001.jpg', { compressionLevel: 1 })
  zip.end()
  return collect(zip.outputStream.pipe(new PassThrough()))
}

/** The same ZIP, its directory claiming the first entry is only `size` bytes: a lying header. */
export function withDeclaredSize(zip: Buffer, size: number) {
  const copy = Buffer.from(zip)
  const central = copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
  copy.writeUInt32LE(size, central + 24)
  return copy
}

export function writeTree(root: string, files: Record<string, Buffer | string>) {
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(dirname(`${root}/${path}`), { recursive: true })
    writeFileSync(`${root}/${path}`, data)
  }
}

/**
 * The same ZIP with every entry marked encrypted (general purpose bit 0, in the local headers and the
 * directory), as a password-protected archive of the same pages: same names, sizes and CRC-32s.
 */
export function encrypted(zip: Buffer) {
  const copy = Buffer.from(zip)
  for (const [signature, flagsAt] of [
    [0x04034b50, 6],
    [0x02014b50, 8],
  ] as const) {
    const marker = Buffer.alloc(4)
    marker.writeUInt32LE(signature)
    for (let at = copy.indexOf(marker); at !== -1; at = copy.indexOf(marker, at + 4)) {
      copy.writeUInt16LE(copy.readUInt16LE(at + flagsAt) | 1, at + flagsAt)
    }
  }
  return copy
}
