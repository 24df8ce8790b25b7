import { cp, mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { count, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { posts } from '../db/schema.ts'
import { sectionArt } from './art.ts'
import { demoComics } from './comics.ts'
import { demoFilms } from './films.ts'
import { demoGames } from './games.ts'
import { insertCatalogue } from './insert.ts'
import { demoNovels } from './novels.ts'
import type { DemoPost, MediaFile } from './types.ts'

/** The committed film clips (made by `npm run media:demo`). */
const filmAssets = fileURLToPath(new URL('./assets/films/', import.meta.url))

/** Every demo post in both languages, and the pictures they need. */
export function demoCatalogue(): { posts: DemoPost[]; files: MediaFile[] } {
  const sections = [demoFilms(), demoComics(), demoNovels(), demoGames()]
  return {
    posts: sections.flatMap((s) => s.posts),
    files: [...sections.flatMap((s) => s.files), ...sectionArt()],
  }
}

async function writeMedia(mediaDir: string, files: MediaFile[]) {
  const folders = new Set(files.map((f) => dirname(join(mediaDir, f.path))))
  for (const folder of folders) await mkdir(folder, { recursive: true })
  // A few dozen writes at a time: quick, without running out of file handles.
  for (let i = 0; i < files.length; i += 64) {
    await Promise.all(files.slice(i, i + 64).map((f) => writeFile(join(mediaDir, f.path), f.body)))
  }
  await cp(filmAssets, join(mediaDir, 'films'), { recursive: true, force: true })
}

/**
 * Loads the demo catalogue when the database has no posts (a first start), and writes its media
 * into `mediaDir`. With posts already there it does nothing, so restarts never duplicate it.
 * Returns whether it seeded.
 */
/** The lock a server seeding the demo catalogue holds (db/leader.ts holds the others). */
const SEED_LOCK = 0x4d6f7402

export async function seedDemoIfEmpty(db: Db, mediaDir: string): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(posts)
  if (existing && existing.n > 0) return false
  const catalogue = demoCatalogue()
  // One transaction: a failed seed leaves an empty database, and the next start tries again.
  return db.transaction(async (tx) => {
    // Servers starting together on a new database (and a shared MEDIA_DIR): one seeds it, media
    // included, and the others then find it seeded.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`)
    const [again] = await tx.select({ n: count() }).from(posts)
    if (again && again.n > 0) return false
    await writeMedia(mediaDir, catalogue.files)
    await insertCatalogue(tx, catalogue.posts)
    return true
  })
}
