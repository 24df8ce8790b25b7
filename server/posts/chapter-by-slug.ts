import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { chapterBySlug } from '../../src/contract/endpoints/posts.ts'
import type { Language as Lang } from '../../src/contract/languages.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import { chapterNotFound } from '../../src/contract/schemas/chapters.ts'
import { type Audience, audienceOf, seenBy } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import { posts } from '../db/schema.ts'
import { serve } from '../http/endpoints.ts'
import { notFound } from '../http/errors.ts'
import { cardColumns, cardOf } from './cards.ts'
import { loadChapter } from './chapters.ts'
import { langOf } from './localize.ts'

/**
 * A chapter asked for by its post's slug, as a reader's address names it, with the post as a whole
 * card in `comic`: a reader opened from a link needs no other call (no slug → detail → chapter).
 * Null with what is missing, the post or the chapter, so the reader can say which.
 */
export async function loadChapterBySlug(
  ctx: ServerContext,
  audience: Audience,
  lang: Lang,
  posttype: Posttype,
  slug: string,
  index: number,
) {
  // The post and the chapter side by side: the chapter finds its post by the same slug.
  const [[post], chapter] = await Promise.all([
    ctx.db
      .select(cardColumns)
      .from(posts)
      .where(and(eq(posts.slug, slug), eq(posts.posttype, posttype), seenBy(audience)))
      .limit(1),
    loadChapter(ctx, audience, lang, posttype, { slug }, index),
  ])
  if (!post) return { missing: 'post' } as const
  if (!chapter) return { missing: 'chapter' } as const
  return { chapter: { ...chapter, comic: cardOf(ctx, lang, post) } }
}

/** `GET /posts/chapter/{posttype}/slug/{slug}/{chapterIndex}` (docs/api.md), cached like the id one. */
export function chapterBySlugRoutes(api: FastifyInstance, ctx: ServerContext) {
  serve(api, ctx, chapterBySlug, async ({ request, params: { posttype, slug, chapterIndex } }) => {
    const audience = await audienceOf(request, ctx)
    const found = await loadChapterBySlug(ctx, audience, langOf(request), posttype, slug, chapterIndex)
    if (found.missing) throw notFound(chapterNotFound[found.missing])
    return found.chapter
  })
}
