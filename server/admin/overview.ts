import { count, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { overview } from '../../src/contract/endpoints/admin.ts'
import { posttypes } from '../../src/contract/posttypes.ts'
import type { ServerContext } from '../context.ts'
import { chapters, libraryRemovals, members, posts, postViewsDaily } from '../db/schema.ts'
import { serve } from '../http/endpoints.ts'
import { lastFullScan } from './library.ts'

/**
 * The admin area's home in figures, each a count the database already keeps: posts by type and
 * status, members, the views of the last seven days (the days the trending sort adds up), and the
 * library's imported posts with the last full scan's report.
 */
export function adminOverviewRoutes(api: FastifyInstance, ctx: ServerContext) {
  serve(api, ctx, overview, async () => {
    const { db } = ctx
    const [byType, [people], [views], [imported], [removed], [lastScan]] = await Promise.all([
      db
        .select({ posttype: posts.posttype, status: posts.status, n: count() })
        .from(posts)
        .groupBy(posts.posttype, posts.status),
      db
        .select({
          total: count(),
          admins: sql<number>`count(*) filter (where ${members.role} = 'admin')::int`,
          fresh: sql<number>`count(*) filter (where ${members.createdAt} > now() - interval '7 days')::int`,
        })
        .from(members),
      db
        .select({ n: sql<number>`coalesce(sum(${postViewsDaily.views}), 0)::int` })
        .from(postViewsDaily)
        .where(sql`${postViewsDaily.day} > current_date - 7 and ${postViewsDaily.day} <= current_date`),
      db
        .select({
          posts: sql<number>`count(distinct ${posts.id})::int`,
          chapters: sql<number>`count(${chapters.id})::int`,
        })
        .from(posts)
        .leftJoin(chapters, eq(chapters.postId, posts.id))
        .where(eq(posts.origin, 'library')),
      db.select({ n: count() }).from(libraryRemovals),
      lastFullScan(db),
    ])
    const countOf = (posttype: string, status: string) =>
      Number(byType.find((row) => row.posttype === posttype && row.status === status)?.n ?? 0)
    return {
      posts: posttypes.map((posttype) => ({
        posttype,
        published: countOf(posttype, 'published'),
        unpublished: countOf(posttype, 'unpublished'),
      })),
      members: {
        total: Number(people?.total ?? 0),
        admins: Number(people?.admins ?? 0),
        new_this_week: Number(people?.fresh ?? 0),
      },
      views_week: Number(views?.n ?? 0),
      library: {
        configured: ctx.config.libraryDir !== undefined,
        posts: Number(imported?.posts ?? 0),
        chapters: Number(imported?.chapters ?? 0),
        removed: Number(removed?.n ?? 0),
        last_scan: lastScan
          ? {
              finished_at: lastScan.updatedAt.toISOString(),
              state: lastScan.state,
              posts: lastScan.report?.posts ?? {},
              chapters: lastScan.report?.chapters ?? {},
              skipped_total: lastScan.report?.skipped_total ?? 0,
            }
          : null,
      },
    }
  })
}
