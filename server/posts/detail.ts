import { and, asc, eq, sql } from 'drizzle-orm'
import type { Language as Lang } from '../../src/contract/languages.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import type { ServerContext } from '../context.ts'
import { type PersonRole, people, postPeople, posts } from '../db/schema.ts'
import { cardColumns, cardOf, categoriesOf, type PostCard } from './cards.ts'
import { ofType, pageOfPosts, relatedTo } from './lists.ts'
import { localizedSql } from './localize.ts'
import { rowsOf } from './rows.ts'

/** Related posts shown on a detail page; the rest are a "see more" away. */
const RELATED_ON_DETAIL = 10

const relatedTexts = {
  vi: { label: 'Có thể bạn sẽ thích', button: 'Xem thêm' },
  en: { label: 'You may also like', button: 'See more' },
} satisfies Record<Lang, unknown>

interface PersonRef {
  id: number
  title: string
  slug: string
}
interface ChapterRef {
  index: number
  title: string
}

export interface PostDetail extends PostCard {
  directors: PersonRef[]
  actors: PersonRef[]
  play_url: string | null
  has_video: boolean
  first_chapter: ChapterRef | null
  last_chapter: ChapterRef | null
  related_post: {
    label: string
    button: { label: string; type: string; data: { api: string } }
    items: PostCard[]
  }
}

export async function loadDetail(ctx: ServerContext, lang: Lang, posttype: Posttype, slug: string) {
  const [row] = await ctx.db
    .select({ ...cardColumns, playUrl: posts.playUrl })
    .from(posts)
    .where(and(eq(posts.posttype, posttype), eq(posts.slug, slug)))
    .limit(1)
  if (!row) return null
  const [credits, chapterEnds, related] = await Promise.all([
    creditsOf(ctx, row.id),
    chapterEndsOf(ctx, lang, row.id, posttype),
    pageOfPosts(ctx, [ofType(posttype), relatedTo(ctx, row.id)], 'views_day__desc', 1, RELATED_ON_DETAIL),
  ])
  const byPost = await categoriesOf(ctx, lang, [row.id, ...related.rows.map((r) => r.id)])
  const texts = relatedTexts[lang]
  return {
    ...cardOf(ctx, lang, row, byPost.get(row.id)),
    directors: credits.director,
    actors: credits.actor,
    play_url: row.playUrl,
    ...chapterEnds,
    related_post: {
      label: texts.label,
      button: {
        label: texts.button,
        type: 'related',
        data: { api: `/posts/lists/${posttype}/related/paged/1/?filter=post_id__${row.id}` },
      },
      items: related.rows.map((r) => cardOf(ctx, lang, r, byPost.get(r.id))),
    },
  } satisfies PostDetail
}

/** Directors and actors in credit order. */
async function creditsOf(ctx: ServerContext, postId: number) {
  const rows = await ctx.db
    .select({ id: people.id, title: people.title, slug: people.slug, role: postPeople.role })
    .from(postPeople)
    .innerJoin(people, eq(people.id, postPeople.personId))
    .where(eq(postPeople.postId, postId))
    .orderBy(asc(postPeople.position), asc(people.id))
  const credits: Record<PersonRole, PersonRef[]> = { director: [], actor: [] }
  for (const { role, ...person } of rows) credits[role]?.push(person)
  return credits
}

/** The first and last chapter (the reader's two buttons) and, for films, whether anything plays. */
async function chapterEndsOf(ctx: ServerContext, lang: Lang, postId: number, posttype: Posttype) {
  const title = localizedSql(sql.raw('title'), lang)
  const end = (direction: 'asc' | 'desc') => sql`(
    select json_build_object('index', index, 'title', ${title}) from chapters
    where post_id = ${postId} order by index ${sql.raw(direction)} limit 1)`
  const rows = await rowsOf<{
    first_chapter: ChapterRef | null
    last_chapter: ChapterRef | null
    has_video: boolean
  }>(
    ctx.db,
    sql`select ${end('asc')} as first_chapter, ${end('desc')} as last_chapter,
    ${posttype === 'movie'} and exists (
      select 1 from chapters where post_id = ${postId}
      and jsonb_typeof(source) = 'array' and jsonb_array_length(source) > 0
    ) as has_video`,
  )
  const [ends] = rows
  return {
    has_video: Boolean(ends?.has_video),
    first_chapter: ends?.first_chapter ?? null,
    last_chapter: ends?.last_chapter ?? null,
  }
}
