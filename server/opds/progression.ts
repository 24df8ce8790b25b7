import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { chapterPagePath } from '../../src/contract/post-paths.ts'
import { feedChapterParams, progressionDocument } from '../../src/contract/schemas/reader-apps.ts'
import { audienceOf } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import { notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { localize } from '../posts/localize.ts'
import { mergeLibrary } from '../sync/merge.ts'
import { type ChapterRow, findChapter } from './catalogue.ts'
import { readerOf } from './door.ts'
import { chapterFilePath, doorOf, type FeedDoor } from './feed.ts'
import { chapterHeading } from './words.ts'

/*
 * OPDS Progression 1.0 (drafts.opds.io): a reader app asks where the member is in a chapter, and
 * says where it got to. It is the member's one place in the chapter, the web app's and KOReader's
 * too: a comic's page, a novel's share of the text. The newest change wins, as between devices.
 */

export const progressionType = 'application/opds-progression+json'
export const progressionRel = 'http://opds-spec.org/progression'

/** A chapter's progression service, below OPDS 2.0's door (both versions' entries link to it). */
export const progressionAddress = (
  door: FeedDoor,
  chapter: Pick<ChapterRow, 'posttype' | 'slug' | 'index'>,
) => `${door.door}/v2/${chapterFilePath(chapter)}/progression`

/** The device a place set on the site itself (the web app, another door) is said to come from. */
const siteDevice = (door: FeedDoor) => ({ id: `${door.origin}/`, name: door.words.catalogue })

/** A comic's page named in a reference, as PDF's fragment names one: `#page=12`. */
const PAGE_REFERENCE = /#page=([1-9]\d{0,4})$/

/** The member's progression in the chapter as the draft writes it; undefined before they read it. */
export function progressionOf(door: FeedDoor, chapter: ChapterRow) {
  const { place } = chapter
  if (!place || chapter.read_at === null) return undefined
  const pages = chapter.page_count
  const page = pages ? Math.min(Math.max(place.page ?? 1, 1), pages) : undefined
  // A comic's page counts as reached once open: the last page is the whole chapter.
  const progression = pages && page ? page / pages : Math.min(Math.max(place.fraction ?? 0, 0), 1)
  return {
    title: chapterHeading(door.lang, chapter.index, localize(chapter.title, door.lang)),
    modified: new Date(Number(chapter.read_at)).toISOString(),
    device: chapter.device ?? siteDevice(door),
    progression,
    references: [
      `${door.origin}${chapterPagePath(door.lang, chapter.posttype, chapter.slug, chapter.index)}`,
      ...(page ? [`#page=${page}`] : []),
    ],
  }
}

export function progressionRoutes(
  door: FastifyInstance,
  ctx: ServerContext,
  /** The reader apps' write limit, counted per member. */
  writeLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
) {
  // The draft's media type is JSON: read as JSON, no bigger than a place needs.
  door.addContentTypeParser(
    progressionType,
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    // Fastify's own JSON parser: prototype keys refused as in every other JSON body.
    door.getDefaultJsonParser('error', 'error'),
  )

  const chapterOf = async (request: FastifyRequest) => {
    const where = doorOf(ctx, request)
    const { posttype, slug, index } = parse(feedChapterParams, request.params, request)
    const audience = await audienceOf(request, ctx)
    const chapter = await findChapter(ctx, audience, where.lang, readerOf(request).id, posttype, slug, index)
    if (!chapter) throw notFound('Chapter not found')
    return { where, chapter }
  }

  const url = '/:posttype/post/:slug/:index/progression'

  door.get(url, async (request, reply) => {
    const { where, chapter } = await chapterOf(request)
    const progression = progressionOf(where, chapter)
    reply.header('cache-control', 'no-store')
    // The draft's answer for a chapter not read yet: 200 with nothing in it.
    if (!progression) return reply.status(200).send()
    return reply.type(`${progressionType}; charset=utf-8`).send(progression)
  })

  door.put(url, { onRequest: writeLimit }, async (request, reply) => {
    const document = parse(progressionDocument, request.body, request)
    const { where, chapter } = await chapterOf(request)
    const member = readerOf(request)
    const pages = chapter.page_count
    const named = document.references?.map((reference) => PAGE_REFERENCE.exec(reference)?.[1]).find(Boolean)
    const place = pages
      ? {
          page: Math.min(pages, Math.max(1, named ? Number(named) : Math.ceil(document.progression * pages))),
        }
      : { fraction: document.progression }
    const at = Date.parse(document.modified)
    await mergeLibrary(ctx.db, member.id, {
      changes: [{ list: 'history', id: chapter.post_id, at, removed: false, chapter: chapter.index }],
      positions: [
        {
          kind: 'chapter',
          post: chapter.post_id,
          index: chapter.index,
          at,
          ...place,
          device: { id: document.device.id, name: document.device.name },
        },
      ],
    })
    // The place the member has now: theirs, or a newer one another device set.
    const { chapter: now } = await chapterOf(request)
    return reply
      .header('cache-control', 'no-store')
      .type(`${progressionType}; charset=utf-8`)
      .send(progressionOf(where, now))
  })
}
