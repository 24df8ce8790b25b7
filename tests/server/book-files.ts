import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buffer } from 'node:stream/consumers'
import { expect } from 'vitest'
import yazl from 'yazl'
import { Refusal, type RefusalKind } from '../../server/library/refusal.ts'

/** Builds a zip from its entries; `mimetype` is stored uncompressed first, as EPUB wants. */
export async function zipOf(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile()
  for (const [name, content] of Object.entries(entries)) {
    const bytes = typeof content === 'string' ? Buffer.from(content) : content
    zip.addBuffer(bytes, name, { compress: name !== 'mimetype' })
  }
  zip.end()
  return buffer(zip.outputStream)
}

/** Swaps every occurrence of a name in a zip for another of the same length (zip libraries refuse to write unsafe names). */
export function renameInZip(zip: Buffer, from: string, to: string): Buffer {
  expect(to.length).toBe(from.length)
  return Buffer.from(zip.toString('latin1').split(from).join(to), 'latin1')
}

export const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), prefix))

export function writeTemp(dir: string, name: string, bytes: Buffer | string): string {
  const path = join(dir, name)
  writeFileSync(path, bytes)
  return path
}

export async function expectRefusal(promise: Promise<unknown>, kind: RefusalKind) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(Refusal)
  expect((error as Refusal).kind).toBe(kind)
  return error as Refusal
}
