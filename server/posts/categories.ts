import { type SQL, sql } from 'drizzle-orm'
import type { Language as Lang } from '../../src/contract/languages.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import { type Audience, categoryShown, seenByP, seesAll } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import type { Localized } from '../db/schema.ts'
import { resizedLink } from './images.ts'
import { localize } from './localize.ts'
import { rowsOf } from './rows.ts'

/** A category card shows four covers (spec §9), small. */
const THUMBNAILS = 4
const THUMBNAIL_WIDTH = 300

interface CategoryRow {
  id: number
  slug: string
  name: Localized
  post_count: number
  thumbnails: string[]
}

/** Below this many posts, a category's covers are found from its own posts rather than by rank. */
const SMALL_CATEGORY = 500

/**
 * The categories of a post type with their post count and the covers of their most viewed posts.
 * A big category meets its top four early in the type's views index; a small one would make that
 * walk long, so its own posts are sorted instead. CASE runs only the branch it picks. Unpublished
 * posts are neither counted (the few of them are taken off the category's total, found by their
 * partial index) nor shown.
 */
export async function listCategories(ctx: ServerContext, audience: Audience, lang: Lang, posttype: Posttype) {
  const seen = seenByP(audience)
  // An audience that may not see everything counts what it sees; everyone else, by the quick way.
  const counted = seesAll(audience)
    ? sql`select ((select count(*) from post_categories pc where pc.category_id = c.id) - (
        select count(*) from posts p join post_categories pc on pc.post_id = p.id and pc.category_id = c.id
        where p.status <> 'published'))::int as post_count`
    : sql`select count(*)::int as post_count from posts p join post_categories pc on pc.post_id = p.id
        and pc.category_id = c.id where ${seen}`
  const shown = categoryShown(audience, 'c.id')
  const top = (from: SQL) => sql`(select json_agg(top.feature) from (
    select p.feature ${from} and p.feature is not null
    order by p.views desc, p.id desc limit ${THUMBNAILS}) top)`
  const rows = await rowsOf<CategoryRow>(
    ctx.db,
    sql`
    select c.id, c.slug, c.name, counted.post_count,
      coalesce(case
        when counted.post_count = 0 then null
        when counted.post_count <= ${SMALL_CATEGORY} then ${top(sql`from post_categories pc
          join posts p on p.id = pc.post_id where pc.category_id = c.id and ${seen}`)}
        else ${top(sql`from posts p where p.posttype = c.posttype and ${seen} and exists (
          select 1 from post_categories pc where pc.post_id = p.id and pc.category_id = c.id)`)}
      end, '[]'::json) as thumbnails
    from categories c
    cross join lateral (${counted}) counted
    where c.posttype = ${posttype}${shown ? sql` and ${shown}` : sql``}
    order by c.id`,
  )
  return rows.map((row) => ({
    id: row.id,
    name: localize(row.name, lang) ?? '',
    slug: row.slug,
    posttype,
    post_count: row.post_count,
    thumbnails: row.thumbnails.map((path) => resizedLink(ctx, path, THUMBNAIL_WIDTH)),
  }))
}

/** A category of a post type by slug, for list filters and the feeds that name it. */
export async function findCategory(ctx: ServerContext, posttype: Posttype, slug: string) {
  const rows = await rowsOf<{ id: number; name: Localized }>(
    ctx.db,
    sql`select id, name from categories where posttype = ${posttype} and slug = ${slug} limit 1`,
  )
  return rows[0] ?? null
}
