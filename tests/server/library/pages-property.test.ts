import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chapters, posts } from '../../../server/db/schema.ts'
import { importLibrary } from '../../../server/library/import.ts'
import { FileReaders } from '../../../server/library/reading/readers.ts'
import { createTestServer, type TestServer } from '../harness.ts'
import { clip } from './film-fixtures.ts'
import { encrypted, page, writeTree, zipOf } from './fixtures.ts'

/*
 * A property of every import: whatever happens to a library's files between scans (chapters and
 * episodes added, changed, renamed, refused, removed; two of them often the same content), no stored
 * chapter ever names a page, video or caption the media store does not have. Random sequences of those
 * steps, from a seed: set PAGES_SEED to replay one that failed.
 */

const SEED = Number(process.env.PAGES_SEED ?? Date.now() % 2 ** 31)
const SEQUENCES = 3
const STEPS = 10

/** mulberry32: a small seeded generator, so a failing sequence can be run again. */
function generator(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

let server: TestServer
let readers: FileReaders
let library: string

/** A chapter that is a folder: its pages by name. */
type Pages = Record<string, Buffer>

/** What one kind of item's files can hold: contents that import, and contents that are refused. */
interface Kind {
  folder: (sequence: number) => string
  name: (n: number) => string
  contents: (Buffer | Pages)[]
  refused: (Buffer | Pages)[]
  /** Files that go with a chapter file (an episode's captions), by its name. */
  companions?: (name: string) => string[]
}
let kinds: Kind[]

const caption = (words: string) => `WEBVTT\n\n00:00.000 --> 00:01.000\n${words}\n`

beforeAll(async () => {
  server = await createTestServer()
  readers = new FileReaders()
  library = mkdtempSync(join(tmpdir(), 'mot-pages-property-'))
  const pages = await Promise.all(
    [1, 2, 3].map(async (seed) =>
      zipOf([
        { name: '01.jpg', data: await page(seed) },
        { name: '02.jpg', data: await page(seed + 10) },
      ]),
    ),
  )
  const videos = [1, 2].map((seed) => {
    const file = join(library, `clip-${seed}.mp4`)
    clip(file, 'h264-aac.mp4', { seed })
    const bytes = readFileSync(file)
    rmSync(file)
    return bytes
  })
  const folders = await Promise.all(
    [1, 2, 3].map(async (seed) => ({ '01.jpg': await page(seed + 20), '02.jpg': await page(seed + 30) })),
  )
  kinds = [
    {
      folder: (sequence) => `comics/Tính Chất ${sequence}`,
      name: (n) => `Chương ${n}.cbz`,
      contents: pages,
      // A password-protected copy of a good chapter (the same fingerprint), and one cut short.
      refused: [encrypted(pages[0]!), encrypted(pages[1]!), pages[2]!.subarray(0, 120)],
    },
    {
      folder: (sequence) => `films/Tính Chất ${sequence}`,
      name: (n) => `Tập ${n}.mp4`,
      contents: videos,
      refused: [Buffer.from('not a video, named like one')],
      companions: (name) => [name.replace(/\.mp4$/, '.vtt')],
    },
    {
      // Chapters that are folders of pages, fingerprinted by their pages' names, sizes and times.
      folder: (sequence) => `comics/Thư Mục ${sequence}`,
      name: (n) => `Chương ${n}`,
      contents: folders,
      // A page that is no picture: the folder's fingerprint reads, its copy is refused.
      refused: [{ '01.jpg': Buffer.from('not a picture, named like one') }],
    },
  ]
}, 180_000)
afterAll(async () => {
  await readers?.close()
  await server?.close()
  rmSync(library, { recursive: true, force: true })
})

/** Every page, cover, video or caption a stored row names that the media store does not have. */
async function missingFiles() {
  const rows = await server.db
    .select({ content: chapters.content, source: chapters.source, subtitles: chapters.subtitles })
    .from(chapters)
  const named = [
    ...(await server.db.select({ feature: posts.feature }).from(posts)).map((p) => p.feature),
    ...rows.flatMap((c) => [
      ...(Array.isArray(c.content?.vi) ? (c.content.vi as string[]) : []),
      ...(c.source ?? []).map((s) => s.link),
      ...(c.subtitles ?? []).map((s) => s.link),
    ]),
  ].filter((path): path is string => typeof path === 'string' && path.startsWith('library/'))
  return named.filter((path) => !existsSync(join(server.mediaDir, path)))
}

describe('whatever happens to the files between scans', () => {
  it('no stored chapter points at a missing file', async () => {
    const random = generator(SEED)
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!
    const log: string[] = []
    const check = async () =>
      expect(await missingFiles(), `PAGES_SEED=${SEED}: ${log.join(', ')}`).toEqual([])
    for (let sequence = 0; sequence < SEQUENCES; sequence++) {
      const items = kinds.map((kind) => ({ kind, folder: kind.folder(sequence), files: new Set<string>() }))
      let named = 0
      const write = (item: (typeof items)[number], name: string, content: Buffer | Pages) => {
        const path = `${item.folder}/${name}`
        rmSync(join(library, path), { recursive: true, force: true })
        if (Buffer.isBuffer(content)) writeTree(library, { [path]: content })
        else
          writeTree(library, Object.fromEntries(Object.entries(content).map(([p, b]) => [`${path}/${p}`, b])))
        item.files.add(name)
        // Captions come and go with their episode, and change on their own.
        for (const companion of item.kind.companions?.(name) ?? []) {
          if (random() < 0.7)
            writeTree(library, { [`${item.folder}/${companion}`]: caption(pick(['Một', 'Hai'])) })
        }
      }
      const move = (item: (typeof items)[number], from: string, to: string | null) => {
        const names = [
          [from, to],
          ...(item.kind.companions?.(from) ?? []).map((c, i) => [c, to && item.kind.companions!(to)[i]!]),
        ]
        for (const [a, b] of names) {
          if (!existsSync(join(library, item.folder, a!))) continue
          if (b) renameSync(join(library, item.folder, a!), join(library, item.folder, b))
          else rmSync(join(library, item.folder, a!), { recursive: true, force: true })
        }
        item.files.delete(from)
        if (to) item.files.add(to)
      }
      const steps: Record<string, (item: (typeof items)[number]) => void> = {
        add: (item) => write(item, item.kind.name(++named), pick(item.kind.contents)),
        change: (item) => item.files.size > 0 && write(item, pick([...item.files]), pick(item.kind.contents)),
        refuse: (item) =>
          write(
            item,
            random() < 0.5 && item.files.size > 0 ? pick([...item.files]) : item.kind.name(++named),
            pick(item.kind.refused),
          ),
        rename: (item) => item.files.size > 0 && move(item, pick([...item.files]), item.kind.name(++named)),
        remove: (item) => item.files.size > 0 && move(item, pick([...item.files]), null),
      }
      for (const item of items) write(item, item.kind.name(0), item.kind.contents[0]!)
      for (let step = 0; step < STEPS; step++) {
        const name = step % 3 === 2 ? 'rescan' : pick(Object.keys(steps))
        const item = pick(items)
        log.push(`${sequence}.${step} ${name}${name === 'rescan' ? '' : ` ${item.folder}`}`)
        if (name !== 'rescan') {
          steps[name]!(item)
          continue
        }
        await importLibrary({ db: server.db, mediaDir: server.mediaDir, library, readers })
        await check()
      }
      await importLibrary({ db: server.db, mediaDir: server.mediaDir, library, readers })
      await check()
      // The next sequence starts from a library without these items: their posts' chapters are hidden.
      for (const item of items) rmSync(join(library, item.folder), { recursive: true, force: true })
    }
  }, 600_000)
})
