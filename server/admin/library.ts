import { and, desc, eq, inArray, ne } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  libraryJobs as libraryJobsEndpoint,
  libraryJobsPaged,
  libraryRescan,
  readerAppsRead,
  readerAppsSave,
} from '../../src/contract/endpoints/admin.ts'
import type { ServerContext } from '../context.ts'
import type { Db } from '../db/handle.ts'
import { libraryJobs } from '../db/schema.ts'
import { serve } from '../http/endpoints.ts'
import { HttpError } from '../http/errors.ts'
import { localized, messages } from '../http/messages.ts'
import { libraryStatusOf } from '../library/status.ts'
import { readerAppsOpen, setReaderAppsOpen } from '../opds/doors-open.ts'
import { PUSH_JOB } from '../push/queue.ts'
import { audit } from './audit.ts'
import { pageRows, sliced } from './paging.ts'

type JobRow = typeof libraryJobs.$inferSelect

const jobOf = (row: JobRow) => ({
  id: row.id,
  kind: row.kind,
  key: row.key,
  state: row.state,
  attempts: row.attempts,
  error: row.error,
  report: row.report ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

/**
 * The library in the admin area: this server's watcher, the jobs of every server (running and
 * queued, then finished ones with their reports, newest first), and a full rescan on demand.
 */
/** The last scan of the whole library (key '') that ended, done or failed, with its report. */
export const lastFullScan = (db: Db) =>
  db
    .select({ state: libraryJobs.state, report: libraryJobs.report, updatedAt: libraryJobs.updatedAt })
    .from(libraryJobs)
    .where(
      and(
        eq(libraryJobs.kind, 'scan'),
        eq(libraryJobs.key, ''),
        inArray(libraryJobs.state, ['done', 'failed']),
      ),
    )
    .orderBy(desc(libraryJobs.updatedAt))
    .limit(1)

export function adminLibraryRoutes(api: FastifyInstance, ctx: ServerContext) {
  for (const endpoint of [libraryJobsEndpoint, libraryJobsPaged]) {
    serve(api, ctx, endpoint, async ({ params: { page } }) => {
      const rows = await pageRows(
        ctx.db
          .select()
          .from(libraryJobs)
          // Notifications go through the same queue, one job a follower: not the library's work.
          .where(ne(libraryJobs.kind, PUSH_JOB))
          .orderBy(desc(libraryJobs.createdAt), desc(libraryJobs.id))
          .$dynamic(),
        page,
      )
      const [lastScan] = await lastFullScan(ctx.db)
      const status = libraryStatusOf(ctx)
      const watcher = {
        configured: ctx.config.libraryDir !== undefined,
        watching: status.watching,
        polling: status.polling,
        rescan_minutes: ctx.config.libraryScanMinutes,
        error: status.error ?? null,
        last_scan: lastScan ? { finished_at: lastScan.updatedAt.toISOString(), state: lastScan.state } : null,
      }
      return sliced(rows.map(jobOf), page, { watcher })
    })
  }

  serve(api, ctx, libraryRescan, async ({ request, member: admin }) => {
    if (ctx.config.libraryDir === undefined) throw new HttpError(409, localized(request, messages.noLibrary))
    const { queue } = libraryStatusOf(ctx)
    if (!queue) throw new HttpError(503, localized(request, messages.libraryStarting))
    // A scan of the whole library not started yet already covers this one: it is the job shown.
    await queue('scan', '')
    const [job] = await ctx.db
      .select()
      .from(libraryJobs)
      .where(and(eq(libraryJobs.kind, 'scan'), eq(libraryJobs.key, '')))
      .orderBy(desc(libraryJobs.id))
      .limit(1)
    await audit(
      ctx.db,
      { memberId: admin.id, email: admin.email },
      { action: 'library.rescan', target: 'library:', after: { job: job?.id ?? null } },
    )
    return job ? jobOf(job) : null
  })

  serve(api, ctx, readerAppsRead, async () => ({ open: await readerAppsOpen(ctx.db, { fresh: true }) }))
  serve(api, ctx, readerAppsSave, async ({ body, member: admin }) => {
    const before = await readerAppsOpen(ctx.db, { fresh: true })
    await setReaderAppsOpen(ctx.db, body.open)
    await audit(
      ctx.db,
      { memberId: admin.id, email: admin.email },
      {
        action: 'site.reader-apps',
        target: 'site:reader-apps',
        before: { open: before },
        after: { open: body.open },
      },
    )
    return { open: body.open }
  })
}
