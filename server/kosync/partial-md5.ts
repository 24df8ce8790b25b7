import { createHash } from 'node:crypto'
import { Transform } from 'node:stream'

/*
 * KOReader names a document by a "partial MD5" of its file (frontend/util.lua, util.partialMD5):
 * the MD5 of 1024-byte samples read at 0, 1 KiB, 4 KiB, 16 KiB … 1 GiB (1024 << 2i; LuaJIT's 32-bit
 * shift makes the first, i = -1, offset 0), each cut short by the end of the file, stopping at the
 * first offset past it. A reader's sync then says which file it was reading; the server knows it
 * by the same fingerprint of the file it sent.
 */

const SAMPLE = 1024
export const SAMPLE_OFFSETS = [0, ...Array.from({ length: 11 }, (_, i) => SAMPLE * 4 ** i)]

/** The fingerprint of bytes held whole. */
export function partialMd5(bytes: Buffer): string {
  const hash = createHash('md5')
  for (const offset of SAMPLE_OFFSETS) {
    if (offset >= bytes.length) break
    hash.update(bytes.subarray(offset, offset + SAMPLE))
  }
  return hash.digest('hex')
}

/**
 * A pass-through that fingerprints what flows through it: `onDigest` gets the partial MD5 once the
 * whole file has passed (a download cut short gives none), and the stream ends once what it returns
 * has settled: an app that has the whole file finds its fingerprint known. Only the samples are
 * kept, never the file.
 */
export function partialMd5Tap(onDigest: (digest: string) => void | Promise<void>) {
  const samples = SAMPLE_OFFSETS.map(() => [] as Buffer[])
  let position = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const end = position + chunk.length
      SAMPLE_OFFSETS.forEach((offset, i) => {
        const from = Math.max(offset, position)
        const to = Math.min(offset + SAMPLE, end)
        if (from < to) samples[i]!.push(chunk.subarray(from - position, to - position))
      })
      position = end
      done(null, chunk)
    },
    flush(done) {
      const hash = createHash('md5')
      for (const [i, offset] of SAMPLE_OFFSETS.entries()) {
        if (offset >= position) break
        hash.update(Buffer.concat(samples[i]!))
      }
      Promise.resolve(onDigest(hash.digest('hex'))).then(
        () => done(),
        () => done(),
      )
    },
  })
}
