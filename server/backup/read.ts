import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { Readable } from 'node:stream'
import { openZip, type Zip } from '../library/archive.ts'
import { Refusal } from '../library/refusal.ts'
import { fingerprintOf } from './files.ts'
import { fileEntry, MANIFEST_ENTRY, type Manifest, parseManifest } from './manifest.ts'

/** A backup that is not whole or not one: the restore says why and has changed nothing. */
export class BackupDamagedError extends Error {
  constructor(file: string, why: string) {
    super(`${file} cannot be restored: ${why}. Nothing was changed.`)
  }
}

/** A backup's archive holds a site: many files, some large (films), tables that compress well. */
const backupLimits = {
  entries: 5_000_000,
  entryBytes: 64 * 1024 ** 3,
  totalBytes: 16 * 1024 ** 4,
  ratio: 10_000,
  ratioFromBytes: 1024 * 1024,
}
/** A manifest lists every file: a million files is some 200 MB of JSON. */
const MANIFEST_BYTES = 512 * 1024 * 1024

export interface Backup {
  manifest: Manifest
  read(entry: string): Promise<Buffer>
  stream(entry: string): Promise<Readable>
  close(): void
}

/**
 * Opens a backup and checks all of it before anything is restored: its checksum file when one is
 * beside it, the archive's directory, a manifest this version reads, and every entry's size and
 * SHA-256 against the manifest (no entry missing, none unlisted; with the checksum file matching, its
 * size from the archive's directory).
 */
export async function openBackup(file: string): Promise<Backup> {
  const name = basename(file)
  const sums = await readFile(`${file}.sha256`, 'utf8').catch(() => undefined)
  // The whole archive matches the checksum written with it: its entries are the bytes written, and
  // are not read a second time (a site's backup may be gigabytes).
  const whole = sums !== undefined
  if (whole) {
    const expected = /^([0-9a-f]{64})\s/.exec(sums)?.[1]
    const { sha256 } = await fingerprintOf(file)
    if (expected !== sha256) throw new BackupDamagedError(name, `it does not match ${name}.sha256`)
  }
  let zip: Zip
  try {
    zip = await openZip(file, backupLimits)
  } catch (error) {
    throw error instanceof Refusal
      ? new BackupDamagedError(name, `not a whole archive (${error.message})`)
      : error
  }
  try {
    if (!zip.has(MANIFEST_ENTRY) || zip.size(MANIFEST_ENTRY) > MANIFEST_BYTES)
      throw new BackupDamagedError(name, 'it has no manifest.json: it is not a backup of this site')
    const manifest = parseManifest(await zip.read(MANIFEST_ENTRY))
    if (!manifest) throw new BackupDamagedError(name, 'its manifest.json is not one this version reads')
    const expected = new Map<string, { bytes: number; sha256: string }>()
    for (const table of manifest.tables) expected.set(table.entry, table)
    if (manifest.files_included)
      for (const file of manifest.files) expected.set(fileEntry(file.area, file.path), file)
    for (const entry of zip.names) {
      if (entry !== MANIFEST_ENTRY && !expected.has(entry))
        throw new BackupDamagedError(name, `${entry} is in the archive but not in its manifest`)
    }
    for (const [entry, { bytes, sha256 }] of expected) {
      if (!zip.has(entry)) throw new BackupDamagedError(name, `${entry} is missing`)
      if (whole) {
        if (zip.size(entry) !== bytes)
          throw new BackupDamagedError(name, `${entry} does not match its checksum`)
        continue
      }
      const hash = createHash('sha256')
      let size = 0
      try {
        for await (const chunk of await zip.stream(entry)) {
          hash.update(chunk as Buffer)
          size += (chunk as Buffer).length
        }
      } catch (error) {
        throw new BackupDamagedError(name, `${entry} cannot be read (${(error as Error).message})`)
      }
      if (size !== bytes || hash.digest('hex') !== sha256)
        throw new BackupDamagedError(name, `${entry} does not match its checksum`)
    }
    return {
      manifest,
      read: (entry) => zip.read(entry),
      stream: (entry) => zip.stream(entry),
      close: () => zip.close(),
    }
  } catch (error) {
    zip.close()
    throw error
  }
}
