import { spawn } from 'node:child_process'
import { mkdir, open, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Readable } from 'node:stream'
import { createTarDecoder } from 'modern-tar'
import { type ArchiveLimits, archiveLimits } from './archive.ts'
import { Refusal } from './refusal.ts'

/**
 * CBR (RAR 4 and RAR 5) and CB7 (7z) chapters. No maintained JavaScript reader reads both RAR
 * versions and 7z, so libarchive reads them, through its `bsdtar` (Debian's libarchive-tools), in a
 * process of its own: asked to write the archive out again as a tar stream on its standard output
 * (`-c @archive`), which this module reads entry by entry, checking each header before any of its
 * bytes are taken. Nothing is extracted by bsdtar itself, so every limit a ZIP has holds here too, and
 * holds while the archive unpacks, not after.
 */
export const unpackedArchiveName = /\.(cbr|rar|cb7|7z)$/i

/** How long bsdtar may take over one archive: past it, it is killed and the archive refused. */
export const unpackSeconds = 120

/**
 * The memory bsdtar may map (its address space, `ulimit -v`), outside the reader's own limit: an
 * archive's header names the dictionary its decoder allocates (7-Zip's largest preset takes 64 MB, a
 * hostile header 1.5 GB). bsdtar and its libraries map some 50 MB before reading anything.
 */
export const unpackMemoryMb = 1024

/** An entry's name that would write outside the folder: absolute, a drive, a backslash or `..`. */
const escapes = (name: string) =>
  name.startsWith('/') || /^[a-z]:/i.test(name) || name.includes('\\') || name.split('/').includes('..')

/** A pattern of bsdtar's (`--include`) for exactly this name: its wildcard characters escaped. */
export const exactly = (name: string) => name.replace(/[[\]*?\\]/g, '\\$&')

/** A pattern of bsdtar's for a file named `name` (any case) in any folder of the archive. */
export const anyCase = (name: string) =>
  `*${[...name].map((c) => (c.toLowerCase() === c.toUpperCase() ? exactly(c) : `[${c.toLowerCase()}${c.toUpperCase()}]`)).join('')}`

export interface UnpackOptions {
  /** Only entries matching one of these bsdtar patterns are unpacked (all, when none). */
  include?: string[]
  /** Which unpacked files are written into the folder; the others are read past, counted all the same. */
  keep?: (name: string) => boolean
  limits?: ArchiveLimits
  seconds?: number
  memoryMb?: number
}

/**
 * Unpacks a CBR or CB7 into `dir` (an empty folder of the caller's), under the entries' own names once
 * checked. Refused, with the reason the report shows (the same words as a CBZ's): a name that escapes
 * the folder, a link, more entries or bytes than a comic has, an archive that unpacks to far more than
 * its size, one bsdtar cannot read, and one that takes longer than `seconds`. Returns the names written.
 */
export async function unpackArchive(file: string, dir: string, options: UnpackOptions = {}) {
  const { include = [], keep = () => true, limits = archiveLimits, seconds = unpackSeconds } = options
  const { memoryMb = unpackMemoryMb } = options
  const archiveBytes = (await stat(file)).size
  const args = ['-c', '-f', '-', '--format', 'pax', '-P', ...include.flatMap((p) => ['--include', p])]
  // The shell sets the limit and becomes bsdtar (`exec`): the process killed at its time is bsdtar.
  const limited = 'ulimit -v "$0" && exec bsdtar "$@"'
  const tool = spawn('sh', ['-c', limited, String(memoryMb * 1024), ...args, `@${file}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: seconds * 1000,
    killSignal: 'SIGKILL',
  })
  let errors = ''
  let missing = false
  tool.stderr.on('data', (chunk: Buffer) => {
    if (errors.length < 4096) errors += chunk.toString('utf8')
  })
  // Its end, never a rejection (an unheard one would end the reader). A missing bsdtar is an error of
  // the server's installation, not of the file.
  const ended = new Promise<number | null>((resolve) => {
    tool.on('error', (error) => {
      missing = (error as NodeJS.ErrnoException).code === 'ENOENT'
      resolve(-1)
    })
    tool.on('close', (code, signal) => resolve(signal === 'SIGKILL' ? null : code))
  })
  const written: string[] = []
  let entries = 0
  let total = 0
  try {
    const stream = Readable.toWeb(tool.stdout) as ReadableStream<Uint8Array>
    for await (const entry of stream.pipeThrough(createTarDecoder())) {
      const { name: raw, size, type = 'file', linkname } = entry.header
      // `./001.jpg` (an archive made of a folder's `.`) is `001.jpg`, not a hidden file.
      const name = raw
        .split('/')
        .filter((part) => part !== '.' && part !== '')
        .join('/')
      if (escapes(raw)) throw new Refusal(`an entry's name escapes the folder (${raw})`, 'unsafe-entry-name')
      if (type === 'symlink' || type === 'link') {
        throw new Refusal(
          `a link inside the archive (${name} → ${linkname}): links are not followed`,
          'symbolic-link',
        )
      }
      if (++entries > limits.entries) throw bomb(`over ${limits.entries} entries`)
      total += size
      if (size > limits.entryBytes) throw bomb(`${name} unpacks to ${size} bytes`)
      if (total > limits.totalBytes) throw bomb(`the archive unpacks to over ${limits.totalBytes} bytes`)
      if (total >= limits.ratioFromBytes && total > limits.ratio * Math.max(1, archiveBytes)) {
        throw bomb(`the archive unpacks to over ${limits.ratio} times its size`)
      }
      if (type !== 'file' || !name || !keep(name)) {
        // Read past, not cancelled: the decoder goes on to the next entry only once a body is read.
        for await (const _ of entry.body) {
        }
        continue
      }
      const target = join(dir, name)
      await mkdir(dirname(target), { recursive: true })
      const out = await open(target, 'w')
      try {
        for await (const chunk of entry.body) await out.write(chunk)
      } finally {
        await out.close()
      }
      written.push(name)
    }
  } catch (error) {
    if (error instanceof Refusal) {
      tool.kill('SIGKILL')
      await ended
      throw error
    }
    // Its output ended in the middle of an entry: killed for its time (by the timeout, the only kill
    // before this one), or what it wrote is no tar.
    const timedOut = tool.killed
    tool.kill('SIGKILL')
    await ended
    throw timedOut ? late(seconds) : unreadable(errors || (error as Error).message)
  }
  const code = await ended
  // 127: the shell found no bsdtar to become.
  if (missing || code === 127) {
    throw new Error('reading a CBR or CB7 needs bsdtar (libarchive-tools), which is not installed')
  }
  if (code === null) throw late(seconds)
  // Out of its memory (a dictionary it could not allocate), libarchive gives no reason at all.
  if (code !== 0 && /^bsdtar: \(null\)$/m.test(errors)) {
    throw new Refusal(
      `could not be unpacked within the ${memoryMb} MB an archive may take (or is damaged)`,
      'too-large',
    )
  }
  if (code !== 0) throw unreadable(errors)
  return written
}

const late = (seconds: number) =>
  new Refusal(`took longer than ${seconds} s to unpack (at most ${seconds} s an archive)`, 'too-slow')

const bomb = (reason: string) => new Refusal(`zip bomb: ${reason}`, 'zip-bomb')

/** bsdtar's first words on what it could not read ("bsdtar: " and its own name left out). */
function unreadable(errors: string) {
  const line = errors.split('\n').find((l) => l.trim()) ?? 'unknown error'
  return new Refusal(
    `corrupt or truncated archive (${line.replace(/^bsdtar: /, '').slice(0, 200)})`,
    'corrupt-archive',
  )
}
