import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { finished, pipeline } from 'node:stream/promises'
import yazl from 'yazl'
import { type Engine, inSnapshot } from './database-io.ts'
import { filesUnder, fingerprinting, fingerprintOf, sha256Of } from './files.ts'
import {
  type FileArea,
  FORMAT,
  FORMAT_VERSION,
  fileEntry,
  MANIFEST_ENTRY,
  type Manifest,
  tableEntry,
} from './manifest.ts'
import { migrationsOf } from './migrations.ts'
import { quoted, sequenceStates, tableShapes } from './tables.ts'

export interface BackupPlaces {
  mediaDir: string
  uploadsDir: string
}

export interface BackupSummary {
  file: string
  bytes: number
  tables: number
  rows: number
  files: number
  filesIncluded: boolean
}

/**
 * Writes one archive (a ZIP anyone can list and test) of the database, read in one snapshot while
 * the site runs, and of the media and uploads, or with `includeFiles` false only their list with
 * each file's checksum. manifest.json, written last, names every entry with its SHA-256; beside the
 * archive, `<file>.sha256` in sha256sum's format. The archive is written under another name and
 * renamed when whole, so a listing never shows half a backup.
 */
export async function takeBackup(
  engine: Engine,
  places: BackupPlaces,
  file: string,
  { includeFiles = true } = {},
): Promise<BackupSummary> {
  await mkdir(dirname(file), { recursive: true })
  const partial = `${file}.partial`
  const zip = new yazl.ZipFile()
  const output = createWriteStream(partial)
  // The archive's own checksum as it is written: no second read of what may be gigabytes.
  const whole = fingerprinting()
  const writing = pipeline(zip.outputStream, whole.stream, output)
  // Awaited below; a failure before then (the snapshot's) ends it by destroying the file.
  writing.catch(() => {})
  const created = new Date()
  const entryOptions = { mtime: created }
  try {
    const database = await inSnapshot(engine, async (reading) => {
      const migrations = await migrationsOf(reading)
      const tables: Manifest['tables'] = []
      for (const shape of await tableShapes(reading)) {
        const rows = await reading.copyOut(
          `select ${shape.columns.map(quoted).join(', ')} from ${quoted(shape.name)}`,
        )
        const entry = tableEntry(shape.name)
        // COPY's text format writes a line a row: a newline inside a value is written as \n.
        const count = rows.reduce((sum, byte) => sum + (byte === 0x0a ? 1 : 0), 0)
        tables.push({ ...shape, rows: count, entry, bytes: rows.length, sha256: sha256Of(rows) })
        zip.addBuffer(rows, entry, { ...entryOptions, compress: true })
      }
      return { migrations, tables, sequences: await sequenceStates(reading) }
    })

    const files: Manifest['files'] = []
    for (const [area, dir] of [
      ['media', places.mediaDir],
      ['uploads', places.uploadsDir],
    ] as [FileArea, string][]) {
      for (const path of await filesUnder(area, dir)) {
        const full = join(dir, path)
        if (!includeFiles) {
          files.push({ area, path, ...(await fingerprintOf(full)) })
          continue
        }
        // Fingerprinted as it is written, so the checksum is of the very bytes in the archive.
        const counted = fingerprinting()
        const reading = pipeline(createReadStream(full), counted.stream)
        // Pictures and video are compressed already: stored as they are.
        zip.addReadStream(counted.stream, fileEntry(area, path), { ...entryOptions, compress: false })
        await Promise.all([reading, finished(counted.stream)])
        files.push({ area, path, ...counted.fingerprint() })
      }
    }

    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      created_at: created.toISOString(),
      engine: engine.engine,
      ...database,
      files_included: includeFiles,
      files,
    }
    zip.addBuffer(Buffer.from(JSON.stringify(manifest)), MANIFEST_ENTRY, { ...entryOptions, compress: true })
    zip.end()
    await writing
    const { sha256, bytes } = whole.fingerprint()
    await rename(partial, file)
    await writeFile(`${file}.sha256`, `${sha256}  ${basename(file)}\n`)
    return {
      file,
      bytes,
      tables: database.tables.length,
      rows: database.tables.reduce((sum, table) => sum + table.rows, 0),
      files: files.length,
      filesIncluded: includeFiles,
    }
  } catch (error) {
    output.destroy()
    await writing.catch(() => {})
    await rm(partial, { force: true })
    throw error
  }
}
