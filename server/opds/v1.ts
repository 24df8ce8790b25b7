import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { chapterPagePath, postPagePath } from '../../src/contract/post-paths.ts'
import {
  feedChapterParams,
  feedSlugParams,
  streamedPageParams,
  streamedPageQuery,
} from '../../src/contract/schemas/reader-apps.ts'
import { audienceOf } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import { failure } from '../http/envelope.ts'
import { parse } from '../http/validate.ts'
import type { PostCard } from '../posts/cards.ts'
import { type Image, imageOf } from '../posts/images.ts'
import { localize } from '../posts/localize.ts'
import { atomFeed, atomTypes, type Entry, type Link, openSearchDescription, rels } from './atom.ts'
import { type ChapterRow, findChapter } from './catalogue.ts'
import { readerOf } from './door.ts'
import { fileTypes, sendChapterFile, sendPostFile, sendStreamedPage, storedPages } from './downloads.ts'
import {
  COVER_WIDTHS,
  chapterFilePath,
  coverSizes,
  doorOf,
  type Feed,
  type FeedList,
  type FeedWriter,
  feedAddress,
  postFilePath,
} from './feed.ts'
import { FILES_RETRY_SECONDS, type FilesAtOnce } from './files-at-once.ts'
import { progressionAddress, progressionRel, progressionType } from './progression.ts'
import { wholePostOf } from './whole-post.ts'
import { chapterHeading } from './words.ts'

/*
 * OPDS 1.2: the catalogue's feeds (feeds.ts) written as Atom, a post's chapters as acquisition
 * entries (a CBZ or an EPUB each, and a comic's pages streamed one by one, OPDS-PSE), and the
 * routes only this version has: the OpenSearch description, the files and the streamed pages, which
 * OPDS 2.0's feeds link to as well.
 */

/** A cover as an entry's image and thumbnail links. */
const pictures = (image: Image | null): Link[] =>
  coverSizes(image).map(({ href, width }) => ({
    rel: width === COVER_WIDTHS.page ? rels.image : rels.thumbnail,
    href,
    type: 'image/jpeg',
  }))

/** The feed written as Atom, for the door it was asked through. */
export const writeAtom: FeedWriter = (ctx, door, reply, feed) => {
  const { lang, words, origin } = door
  const base = `${door.door}/v1.2`
  /** A lasting id: an address without the key, nor the page. */
  const idOf = (path: string) => `${door.lastingDoor}/v1.2/${path}`

  const postEntry = (post: PostCard): Entry => {
    const web = origin + postPagePath(lang, post.posttype, post.slug)
    return {
      id: web,
      title: post.title,
      updated: new Date(post.updated_at),
      // No <author>: readers take an entry with one for a book to download, and this one is a
      // folder of chapters. Its author is said in its text instead.
      content: [post.author, post.description].filter(Boolean).join('\n\n'),
      categories: post.categories.map((category) => category.name),
      links: [
        {
          rel: 'subsection',
          href: `${base}/${post.posttype}/post/${post.slug}`,
          type: atomTypes.acquisition,
        },
        { rel: 'alternate', href: web, type: atomTypes.html },
        ...pictures(post.feature),
      ],
    }
  }

  const chapterEntry = (chapter: ChapterRow, withPost: boolean): Entry => {
    const title = chapterHeading(lang, chapter.index, localize(chapter.title, lang))
    const post = localize(chapter.post_title, lang) ?? chapter.slug
    const web = origin + chapterPagePath(lang, chapter.posttype, chapter.slug, chapter.index)
    const file = `${base}/${chapterFilePath(chapter)}`
    const links: Link[] = [
      { rel: rels.acquisition, href: `${file}/download`, type: fileTypes[chapter.posttype] },
      { rel: 'alternate', href: web, type: atomTypes.html },
      { rel: progressionRel, href: progressionAddress(door, chapter), type: progressionType },
      ...pictures(imageOf(ctx, chapter.feature, 'cover')),
    ]
    if (chapter.posttype === 'comic' && chapter.page_count) {
      links.push({
        rel: rels.pageStream,
        href: `${file}/pages/{pageNumber}?width={maxWidth}`,
        type: 'image/jpeg',
        pages: {
          count: chapter.page_count,
          // The page the member is on, counted from 1 (0: not started), as Komga gives it.
          lastRead: chapter.place?.page ?? 0,
          lastReadDate: chapter.read_at === null ? undefined : new Date(Number(chapter.read_at)),
        },
      })
    }
    return {
      id: web,
      title: withPost ? `${post} – ${title}` : title,
      updated: new Date(chapter.updated_at),
      content: withPost ? title : post,
      authors: chapter.author ? [chapter.author] : [],
      links,
    }
  }

  /** A short post whole, as one file: its chapters in one book. */
  const wholeEntry = ({ post, chapters }: NonNullable<Feed['whole']>): Entry => {
    const title = localize(post.title, lang) ?? post.slug
    return {
      id: idOf(postFilePath(post)),
      title: `${title} – ${words.whole}`,
      updated: post.updatedAt,
      content: words.wholeDescription(chapters),
      authors: post.author ? [post.author] : [],
      links: [
        { rel: rels.acquisition, href: `${base}/${postFilePath(post)}`, type: fileTypes[post.posttype] },
        {
          rel: 'alternate',
          href: origin + postPagePath(lang, post.posttype, post.slug),
          type: atomTypes.html,
        },
        ...pictures(imageOf(ctx, post.feature, 'cover')),
      ],
    }
  }

  const listEntry = ({ path, title, content = '', kind = 'navigation' }: FeedList): Entry => ({
    id: idOf(path),
    title,
    updated: new Date(),
    content,
    links: [{ rel: 'subsection', href: `${base}/${path}`, type: atomTypes[kind] }],
  })

  const type = atomTypes[feed.kind]
  const address = (page?: number) => feedAddress(base, feed, page)
  const links: Link[] = [
    { rel: 'self', href: address(feed.page?.number), type },
    { rel: 'start', href: `${base}/catalog`, type: atomTypes.navigation },
    { rel: 'search', href: `${base}/search.xml`, type: atomTypes.openSearch },
    { rel: 'search', href: `${base}/search?q={searchTerms}`, type: atomTypes.navigation },
  ]
  if (feed.up) links.push({ rel: 'up', href: `${base}/${feed.up}`, type: atomTypes.navigation })
  const { page } = feed
  if (page && page.number > 1) links.push({ rel: 'previous', href: address(page.number - 1), type })
  if (page?.isNext) links.push({ rel: 'next', href: address(page.number + 1), type })
  const xml = atomFeed(
    {
      id: idOf(feed.path + (feed.query?.q ? `?q=${encodeURIComponent(feed.query.q)}` : '')),
      title: feed.title,
      updated: new Date(),
      language: lang,
      links,
      entries: [
        ...(feed.whole ? [wholeEntry(feed.whole)] : []),
        ...(feed.lists ?? []).map(listEntry),
        ...(feed.posts ?? []).map(postEntry),
        ...(feed.chapters ?? []).map((chapter) => chapterEntry(chapter, feed.chaptersWithPost ?? false)),
      ],
    },
    { name: words.catalogue, uri: `${origin}/${lang}` },
  )
  return reply.type(`${type};charset=utf-8`).send(xml)
}

/**
 * What only OPDS 1.2 has: the search description, a chapter's file or a short post's whole, and a
 * comic's streamed pages.
 */
export function opdsV1Routes(door: FastifyInstance, ctx: ServerContext, files: FilesAtOnce) {
  /** A file built and sent while the member has a place for one more (files-at-once.ts). */
  const building = async (request: FastifyRequest, reply: FastifyReply, send: () => Promise<unknown>) => {
    const free = files.take(String(readerOf(request).id))
    if (!free) {
      return reply
        .status(429)
        .header('retry-after', String(FILES_RETRY_SECONDS))
        .send(failure('Too many downloads at once: wait for one to finish'))
    }
    // Freed when the answer is done with, sent whole or cut off.
    reply.raw.once('close', free)
    try {
      return await send()
    } catch (error) {
      free()
      throw error
    }
  }

  door.get('/search.xml', async (request, reply) => {
    const { door: way, lang, words } = doorOf(ctx, request)
    const template = `${way}/v1.2/search?q={searchTerms}`
    return reply
      .type(`${atomTypes.openSearch};charset=utf-8`)
      .send(openSearchDescription(words.catalogue, words.searchDescription, lang, template))
  })

  door.get('/:posttype/post/:slug/download', async (request, reply) => {
    const { lang, origin } = doorOf(ctx, request)
    const { posttype, slug } = parse(feedSlugParams, request.params, request)
    return building(request, reply, async () => {
      const whole = await wholePostOf(ctx, await audienceOf(request, ctx), lang, posttype, slug)
      if ('refused' in whole) return reply.status(404).send(failure(whole.message))
      return sendPostFile(ctx, reply, origin, lang, whole.post, whole.chapters)
    })
  })

  door.get('/:posttype/post/:slug/:index/download', async (request, reply) => {
    const { lang, origin } = doorOf(ctx, request)
    const { posttype, slug, index } = parse(feedChapterParams, request.params, request)
    return building(request, reply, async () => {
      const audience = await audienceOf(request, ctx)
      const chapter = await findChapter(ctx, audience, lang, readerOf(request).id, posttype, slug, index)
      if (!chapter) return reply.status(404).send(failure('Chapter not found'))
      return sendChapterFile(ctx, reply, origin, lang, chapter)
    })
  })

  door.get('/comic/post/:slug/:index/pages/:pageNumber', async (request, reply) => {
    const { lang } = doorOf(ctx, request)
    const { slug, index, pageNumber } = parse(streamedPageParams, request.params, request)
    const { width } = parse(streamedPageQuery, request.query, request)
    const member = readerOf(request)
    const audience = await audienceOf(request, ctx)
    const chapter = await findChapter(ctx, audience, lang, member.id, 'comic', slug, index)
    if (!chapter || !storedPages(chapter, lang)) return reply.status(404).send(failure('Chapter not found'))
    return sendStreamedPage(ctx, reply, member.id, lang, chapter, pageNumber, width)
  })
}
