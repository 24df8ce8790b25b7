import { and, eq, sql } from 'drizzle-orm'
import type { AgeRating } from '../../src/contract/age-ratings.ts'
import type { Language as Lang } from '../../src/contract/languages.ts'
import { type PersonRole, personRoles } from '../../src/contract/person-roles.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import type { PostFacts } from '../../src/contract/schemas/facts.ts'
import { type Audience, audienceKey, seenBy } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import { prepared, slot } from '../db/prepared.ts'
import { posts } from '../db/schema.ts'
import { cardColumns, cardOf, cardsOf, outerPostId, type PostCard } from './cards.ts'
import { ofType, pageOfPosts, relatedToSlug } from './lists.ts'
import { localizedSql } from './localize.ts'

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
  authors: PersonRef[]
  artists: PersonRef[]
  directors: PersonRef[]
  actors: PersonRef[]
  studios: PersonRef[]
  play_url: string | null
  /** Who the post is for (src/contract/age-ratings.ts): the page shows 13+, 16+, 18+. */
  age_rating: AgeRating
  facts: PostFacts | null
  has_video: boolean
  first_chapter: ChapterRef | null
  last_chapter: ChapterRef | null
  related_post: {
    label: string
    button: { label: string; type: string; data: { api: string } }
    items: PostCard[]
  }
}

/** A stored credit as the detail query reads it: its role says which list it joins. */
interface CreditRow extends PersonRef {
  role: PersonRole
}

/**
 * The post with everything its page shows, in two queries run side by side: the post itself with its
 * categories, credits and chapter ends (correlated subqueries, one round trip), and its related posts
 * (found from the slug, so they need not wait for the post's id).
 */
export async function loadDetail(
  ctx: ServerContext,
  audience: Audience,
  lang: Lang,
  posttype: Posttype,
  slug: string,
) {
  const [[row], related] = await Promise.all([
    postQuery(ctx, audience, lang, posttype).execute({ posttype, slug }),
    pageOfPosts(
      ctx,
      audience,
      [ofType(posttype), relatedToSlug(posttype, slug)],
      'views_day__desc',
      1,
      RELATED_ON_DETAIL,
    ),
  ])
  if (!row) return null
  const credits = Object.fromEntries(personRoles.map((role) => [role, [] as PersonRef[]])) as Record<
    PersonRole,
    PersonRef[]
  >
  for (const { role, ...person } of row.credits) credits[role]?.push(person)
  const texts = relatedTexts[lang]
  return {
    ...cardOf(ctx, lang, row),
    authors: credits.author,
    artists: credits.artist,
    directors: credits.director,
    actors: credits.actor,
    studios: credits.studio,
    play_url: row.playUrl,
    age_rating: row.ageRating,
    facts: row.facts ?? null,
    has_video: Boolean(row.hasVideo),
    first_chapter: row.firstChapter ?? null,
    last_chapter: row.lastChapter ?? null,
    related_post: {
      label: texts.label,
      button: {
        label: texts.button,
        type: 'related',
        data: { api: `/posts/lists/${posttype}/related/paged/1/?filter=post_id__${row.id}` },
      },
      items: cardsOf(ctx, lang, related.rows),
    },
  } satisfies PostDetail
}

/** The post's own query, built once per language and for films or not (db/prepared.ts). */
const postQuery = (ctx: ServerContext, audience: Audience, lang: Lang, posttype: Posttype) =>
  prepared(
    ctx.db,
    `detail ${lang} ${posttype === 'movie' ? 'film' : 'other'}${audienceKey(audience)}`,
    (name) =>
      ctx.db
        .select({
          ...cardColumns,
          playUrl: posts.playUrl,
          ageRating: posts.ageRating,
          facts: posts.facts,
          credits: creditsColumn,
          firstChapter: chapterEnd(lang, 'asc'),
          lastChapter: chapterEnd(lang, 'desc'),
          hasVideo: hasVideoColumn(posttype),
        })
        .from(posts)
        .where(and(eq(posts.posttype, slot('posttype')), eq(posts.slug, slot('slug')), seenBy(audience)))
        .limit(1)
        .prepare(name),
  )

/** Directors and actors in credit order. */
const creditsColumn = sql<CreditRow[]>`(
  select coalesce(json_agg(json_build_object('id', pe.id, 'title', pe.title, 'slug', pe.slug, 'role', pp.role)
    order by pp.position, pe.id), '[]')
  from post_people pp join people pe on pe.id = pp.person_id
  where pp.post_id = ${outerPostId})`

/** The first or last chapter (the reader's two buttons). */
const chapterEnd = (lang: Lang, direction: 'asc' | 'desc') => sql<ChapterRef | null>`(
  select json_build_object('index', ch.index, 'title', ${localizedSql(sql.raw('ch.title'), lang)})
  from chapters ch where ch.post_id = ${outerPostId} and ch.hidden_at is null order by ch.index ${sql.raw(direction)} limit 1)`

/** For films, whether anything plays. */
const hasVideoColumn = (
  posttype: Posttype,
) => sql<boolean>`${sql.raw(String(posttype === 'movie'))} and exists (
  select 1 from chapters ch where ch.post_id = ${outerPostId} and ch.hidden_at is null
  and jsonb_typeof(ch.source) = 'array' and jsonb_array_length(ch.source) > 0)`
