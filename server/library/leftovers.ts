import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.ts'
import type { Db } from '../db/client.ts'
import { rowsOf } from '../posts/rows.ts'
import { kinds } from './kinds.ts'
import { isNamed, isUnfinished } from './unused-media.ts'

/** The media folders imports keep posts' files in: `library/<kind>/<slug>/` (media.ts). */
const kindFolders = kinds.map((kind) => kind.folder)

/**
 * Removes what killed imports left in the media store (docs/library.md, "Limits"): files and folders
 * under a staging name, and the folder of a post that was never committed (no post has its slug). Each
 * only when no stored row names it, and only once nothing has changed in it for `quietMs`: a younger
 * one may be another server's import under way (every file's reading ends within its time limit, so
 * an import under way changes its folder at least that often). Answers what it removed.
 */
export async function removeLeftovers(db: Db, mediaDir: string, quietMs: number, now = Date.now()) {
  const removed: string[] = []
  const quiet = async (path: string) => {
    const changed = await stat(join(mediaDir, path)).then(
      (s) => s.mtimeMs,
      () => now,
    )
    return now - changed >= quietMs
  }
  const remove = async (path: string) => {
    if (!(await quiet(path)) || (await isNamed(db, path))) return
    await rm(join(mediaDir, path), { recursive: true, force: true })
    removed.push(path)
  }
  const folders = async (path: string) =>
    (await readdir(join(mediaDir, path), { withFileTypes: true }).catch(() => [])).filter((e) =>
      e.isDirectory(),
    )
  for (const kind of kindFolders) {
    for (const { name: slug } of await folders(`library/${kind}`)) {
      const folder = `library/${kind}/${slug}`
      const entries = await readdir(join(mediaDir, folder), { withFileTypes: true }).catch(() => [])
      const [post] = await rowsOf(db, sql`select 1 from posts where slug = ${slug}`)
      if (!post) {
        // A new post's import killed before its commit: its folder goes, once all of it is quiet.
        const all = await Promise.all(entries.map((e) => quiet(`${folder}/${e.name}`)))
        if (all.every(Boolean)) await remove(folder)
        continue
      }
      for (const entry of entries) {
        const path = `${folder}/${entry.name}`
        if (isUnfinished(entry.name)) await remove(path)
        else if (entry.isDirectory()) {
          // An episode's captions are written whole inside its folder.
          for (const inner of await readdir(join(mediaDir, path)).catch(() => [])) {
            if (isUnfinished(inner)) await remove(`${path}/${inner}`)
          }
        }
      }
    }
  }
  return removed
}

/**
 * At start, and once more when the leftovers of an import killed just before it have been quiet
 * long enough (twice a file's time limit), removes what killed imports left in the media store.
 */
export function removeLeftoversAtStart(app: FastifyInstance, ctx: ServerContext) {
  const quietMs = 2 * ctx.config.importFileSeconds * 1000
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  const sweep = () => {
    running = removeLeftovers(ctx.db, ctx.config.mediaDir, quietMs).then(
      (removed) => {
        if (removed.length > 0)
          app.log.info({ removed }, `library: removed ${removed.length} unfinished imports' files`)
      },
      (error) => app.log.warn({ err: error }, 'library: the unfinished imports could not be looked for'),
    )
  }
  app.addHook('onReady', async () => {
    sweep()
    timer = setTimeout(sweep, quietMs)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearTimeout(timer)
    await running
  })
}
