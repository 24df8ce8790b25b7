import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { libraryRemoved, libraryRemovedPaged, libraryRestore } from '../../src/contract/endpoints/admin.ts'
import type { ServerContext } from '../context.ts'
import { libraryRemovals, members } from '../db/schema.ts'
import { inTransaction } from '../db/transaction.ts'
import { serve } from '../http/endpoints.ts'
import { notFound } from '../http/errors.ts'
import { localized, messages } from '../http/messages.ts'
import { libraryStatusOf } from '../library/status.ts'
import { audit } from './audit.ts'
import { pageRows, sliced } from './paging.ts'

/**
 * The library items whose post an admin deleted (a rescan passes them over), newest first, and
 * importing one again: it leaves the list and a scan of that item is queued at once.
 */
export function adminLibraryRemovalRoutes(api: FastifyInstance, ctx: ServerContext) {
  for (const endpoint of [libraryRemoved, libraryRemovedPaged]) {
    serve(api, ctx, endpoint, async ({ params: { page } }) => {
      const rows = await pageRows(
        ctx.db
          .select({
            path: libraryRemovals.path,
            posttype: libraryRemovals.posttype,
            title: libraryRemovals.title,
            removedAt: libraryRemovals.removedAt,
            removedBy: members.email,
          })
          .from(libraryRemovals)
          .leftJoin(members, eq(members.id, libraryRemovals.memberId))
          .orderBy(desc(libraryRemovals.removedAt), libraryRemovals.path)
          .$dynamic(),
        page,
      )
      const removals = rows.map((row) => ({
        path: row.path,
        posttype: row.posttype,
        title: row.title,
        removed_at: row.removedAt.toISOString(),
        removed_by: row.removedBy,
      }))
      return sliced(removals, page)
    })
  }

  serve(api, ctx, libraryRestore, async ({ request, member: admin, body: form }) => {
    const restored = await inTransaction(ctx.db, async (tx) => {
      const [row] = await tx.delete(libraryRemovals).where(eq(libraryRemovals.path, form.path)).returning()
      if (!row) return undefined
      await audit(
        tx,
        { memberId: admin.id, email: admin.email },
        { action: 'library.restore', target: `library:${row.path}`, before: { title: row.title } },
      )
      return row
    })
    if (!restored) throw notFound(localized(request, messages.removalNotFound))
    // Imported at once where this server watches the library; otherwise by the next scan.
    const { queue } = libraryStatusOf(ctx)
    const queued = queue !== undefined && ctx.config.libraryDir !== undefined
    if (queued) await queue('scan', restored.path)
    return { path: restored.path, queued }
  })
}
