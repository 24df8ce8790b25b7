import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { PREVIEW_FORMAT } from '../../src/contract/head/preview.ts'
import type { Language } from '../../src/contract/languages.ts'
import { chapterPagePath, postPagePath } from '../../src/contract/post-paths.ts'
import {
  feedChapterParams,
  feedPosttypeParams,
  feedQuery,
  feedSearchQuery,
  feedSlugParams,
  readablePosttypes,
  streamedPageParams,
  streamedPageQuery,
} from '../../src/contract/schemas/reader-apps.ts'
import type { ServerContext } from '../context.ts'
import { siteOrigin } from '../crawl/site-origin.ts'
import { failure } from '../http/envelope.ts'
import { parse } from '../http/validate.ts'
import { type CardRow, cardsOf, type PostCard } from '../posts/cards.ts'
import { findCategory, listCategories } from '../posts/categories.ts'
import { type Image, imageOf } from '../posts/images.ts'
import { inCategorySlug, ofType, ofTypes, pageOfPosts, withPerson } from '../posts/lists.ts'
import { localize } from '../posts/localize.ts'
import type { Sort } from '../posts/sorts.ts'
import { searchPosts } from '../search/query.ts'
import { atomFeed, atomTypes, type Entry, type Link, openSearchDescription, rels } from './atom.ts'
import {
  type ChapterRow,
  chaptersOf,
  continueReading,
  findChapter,
  findPerson,
  findPost,
  type Paged,
  peopleOf,
  savedPosts,
} from './catalogue.ts'
import { readerOf } from './door.ts'
import { fileTypes, sendChapterFile, sendStreamedPage, storedPages } from './downloads.ts'
import { chapterHeading, feedWords } from './words.ts'

/*
 * OPDS 1.2 (Atom) catalogue of one language's comics and novels, for a member's reader app:
 * navigation feeds (the types, their lists, categories and people, the member's saved posts and
 * what they were reading), a post's chapters as an acquisition feed (a CBZ or an EPUB each, and a
 * comic's pages streamed one by one), and search.
 */

/** The lists of a type, each a sort of the site's own lists. */
const lists = {
  new: 'created_at__desc',
  popular: 'views__desc',
  updated: 'updated_at__desc',
} as const satisfies Record<string, Sort>
type ListName = keyof typeof lists

/** Everything a feed of this request writes its addresses with. */
function feedOf(ctx: ServerContext, request: FastifyRequest) {
  const { lang, key } = request.params as { lang: Language; key?: string }
  const origin = siteOrigin(ctx.config, request)
  // The feeds' own addresses keep the way in the app came by: a key in the address stays in it.
  const door = key === undefined ? `/${lang}/opds` : `/${lang}/opds/key/${encodeURIComponent(key)}`
  const base = `${origin}${door}/v1.2`
  const words = feedWords[lang]
  /** A feed's lasting id: its address without the key, nor the page. */
  const idOf = (path: string) => `${origin}/${lang}/opds/v1.2/${path}`
  const navigation = (path: string) => ({ href: `${base}/${path}`, type: atomTypes.navigation })
  const acquisition = (path: string) => ({ href: `${base}/${path}`, type: atomTypes.acquisition })

  /** A cover, as a JPEG at a card's width and a page's: what every e-reader can draw. */
  const pictures = (image: Image | null): Link[] => {
    if (!image) return []
    const sized = (width: number) =>
      image.resizable ? `${image.path}?w=${width}&format=${PREVIEW_FORMAT}` : image.path
    return [
      { rel: rels.image, href: sized(600), type: 'image/jpeg' },
      { rel: rels.thumbnail, href: sized(200), type: 'image/jpeg' },
    ]
  }

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
        { rel: 'subsection', ...acquisition(`${post.posttype}/post/${post.slug}`) },
        { rel: 'alternate', href: web, type: atomTypes.html },
        ...pictures(post.feature),
      ],
    }
  }

  const chapterEntry = (chapter: ChapterRow, withPost: boolean): Entry => {
    const title = chapterHeading(lang, chapter.index, localize(chapter.title, lang))
    const post = localize(chapter.post_title, lang) ?? chapter.slug
    const web = origin + chapterPagePath(lang, chapter.posttype, chapter.slug, chapter.index)
    const file = `${chapter.posttype}/post/${chapter.slug}/${chapter.index}`
    const links: Link[] = [
      { rel: rels.acquisition, href: `${base}/${file}/download`, type: fileTypes[chapter.posttype] },
      { rel: 'alternate', href: web, type: atomTypes.html },
      ...pictures(imageOf(ctx, chapter.feature, 'cover')),
    ]
    if (chapter.posttype === 'comic' && chapter.page_count) {
      const page = chapter.place?.page
      links.push({
        rel: rels.pageStream,
        href: `${base}/${file}/pages/{pageNumber}?width={maxWidth}`,
        type: 'image/jpeg',
        pages: {
          count: chapter.page_count,
          // The page the member is on, counted from 1 (0: not started), as Komga gives it.
          lastRead: page ?? 0,
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

  /** The feed: its links (self, start, up, search, the pages around) and entries. */
  const send = (
    reply: FastifyReply,
    options: {
      path: string
      query?: Record<string, string>
      title: string
      kind: 'navigation' | 'acquisition'
      up?: string
      entries: Entry[]
      page?: { number: number; isNext: boolean }
    },
  ) => {
    const address = (page?: number) => {
      const query = new URLSearchParams(options.query)
      if (page !== undefined && page > 1) query.set('page', String(page))
      const search = query.toString()
      return `${base}/${options.path}${search ? `?${search}` : ''}`
    }
    const type = atomTypes[options.kind]
    const links: Link[] = [
      { rel: 'self', href: address(options.page?.number), type },
      { rel: 'start', ...navigation('catalog') },
      { rel: 'search', href: `${base}/search.xml`, type: atomTypes.openSearch },
      { rel: 'search', href: `${base}/search?q={searchTerms}`, type: atomTypes.navigation },
    ]
    if (options.up) links.push({ rel: 'up', ...navigation(options.up) })
    const page = options.page
    if (page && page.number > 1) links.push({ rel: 'previous', href: address(page.number - 1), type })
    if (page?.isNext) links.push({ rel: 'next', href: address(page.number + 1), type })
    const xml = atomFeed(
      {
        id: idOf(options.path + (options.query?.q ? `?q=${encodeURIComponent(options.query.q)}` : '')),
        title: options.title,
        updated: new Date(),
        language: lang,
        links,
        entries: options.entries,
      },
      { name: words.catalogue, uri: `${origin}/${lang}` },
    )
    return reply.type(`${type};charset=utf-8`).send(xml)
  }

  const postsFeed = (
    reply: FastifyReply,
    path: string,
    title: string,
    up: string,
    page: number,
    found: Paged<CardRow>,
    query?: Record<string, string>,
  ) =>
    send(reply, {
      path,
      query,
      title,
      kind: 'navigation',
      up,
      entries: cardsOf(ctx, lang, found.rows).map(postEntry),
      page: { number: page, isNext: found.isNext },
    })

  /** A navigation entry: a list of the catalogue. */
  const listEntry = (
    path: string,
    title: string,
    content = '',
    kind: 'navigation' | 'acquisition' = 'navigation',
  ) => ({
    id: idOf(path),
    title,
    updated: new Date(),
    content,
    links: [{ rel: 'subsection', href: `${base}/${path}`, type: atomTypes[kind] }],
  })

  return { lang, words, origin, base, send, postsFeed, postEntry, chapterEntry, listEntry }
}

export function opdsV1Routes(door: FastifyInstance, ctx: ServerContext) {
  door.get('/catalog', async (request, reply) => {
    const feed = feedOf(ctx, request)
    const { words } = feed
    return feed.send(reply, {
      path: 'catalog',
      title: words.catalogue,
      kind: 'navigation',
      entries: [
        ...readablePosttypes.map((posttype) => feed.listEntry(posttype, words[posttype])),
        feed.listEntry('continue', words.continue, '', 'acquisition'),
        feed.listEntry('saved', words.saved),
      ],
    })
  })

  door.get('/search.xml', async (request, reply) => {
    const feed = feedOf(ctx, request)
    const template = `${feed.base}/search?q={searchTerms}`
    return reply
      .type(`${atomTypes.openSearch};charset=utf-8`)
      .send(openSearchDescription(feed.words.catalogue, feed.words.searchDescription, feed.lang, template))
  })

  door.get('/search', async (request, reply) => {
    const feed = feedOf(ctx, request)
    const { q, page } = parse(feedSearchQuery, request.query, request)
    const found = await searchPosts(ctx, feed.lang, {
      q,
      posttype: undefined,
      within: ofTypes(readablePosttypes),
      sort: 'views__desc',
      page,
    })
    return feed.send(reply, {
      path: 'search',
      query: { q },
      title: feed.words.searchFor(q),
      kind: 'navigation',
      up: 'catalog',
      entries: found.cards.map(feed.postEntry),
      page: { number: page, isNext: found.isNext },
    })
  })

  door.get('/continue', async (request, reply) => {
    const feed = feedOf(ctx, request)
    const { page } = parse(feedQuery, request.query, request)
    const found = await continueReading(ctx, feed.lang, readerOf(request).id, page)
    return feed.send(reply, {
      path: 'continue',
      title: feed.words.continue,
      kind: 'acquisition',
      up: 'catalog',
      entries: found.rows.map((chapter) => feed.chapterEntry(chapter, true)),
      page: { number: page, isNext: found.isNext },
    })
  })

  door.get('/saved', async (request, reply) => {
    const feed = feedOf(ctx, request)
    const { page } = parse(feedQuery, request.query, request)
    const found = await savedPosts(ctx, readerOf(request).id, page)
    return feed.postsFeed(reply, 'saved', feed.words.saved, 'catalog', page, found)
  })

  door.get('/:posttype', async (request, reply) => {
    const feed = feedOf(ctx, request)
    const { posttype } = parse(feedPosttypeParams, request.params, request)
    const { words } = feed
    return feed.send(reply, {
      path: posttype,
      title: words[posttype],
      kind: 'navigation',
      up: 'catalog',
      entries: [
        ...(Object.keys(lists) as ListName[]).map((list) =>
          feed.listEntry(`${posttype}/${list}`, words[list]),
        ),
        feed.listEntry(`${posttype}/categories`, words.categories),
        feed.listEntry(`${posttype}/people`, words.people),
      ],
    })
  })

  for (const list of Object.keys(lists) as ListName[]) {
    door.get(`/:posttype/${list}`, async (request, reply) => {
      const feed = feedOf(ctx, request)
      const { posttype } = parse(feedPosttypeParams, request.params, request)
      const { page } = parse(feedQuery, request.query, request)
      const found = await pageOfPosts(ctx, [ofType(posttype)], lists[list], page)
      const title = `${feed.words[posttype]}: ${feed.words[list]}`
      return feed.postsFeed(reply, `${posttype}/${list}`, title, posttype, page, found)
    })
  }

  door.get('/:posttype/categories', async (request, reply) => {
    const feed = feedOf(ctx, request)
    const { posttype } = parse(feedPosttypeParams, request.params, request)
    const categories = await listCategories(ctx, feed.lang, posttype)
    return feed.send(reply, {
      path: `${posttype}/categories`,
      title: `${feed.words[posttype]}: ${feed.words.categories}`,
      kind: 'navigation',
      up: posttype,
      entries: categories
        .filter((category) => category.post_count > 0)
        .map((category) =>
          feed.listEntry(
            `${posttype}/category/${category.slug}`,
            category.name,
            feed.words.titles(category.post_count),
          ),
        ),
    })
  })

  door.get('/:posttype/category/:slug', async (request, reply) => {
    const feed = feedOf(ctx, request)
    const { posttype, slug } = parse(feedSlugParams, request.params, request)
    const { page } = parse(feedQuery, request.query, request)
    const category = await findCategory(ctx, posttype, slug)
    if (!category) return reply.status(404).send(failure('Category not found'))
    const found = await pageOfPosts(
      ctx,
      [ofType(posttype), inCategorySlug(posttype, slug)],
      lists.popular,
      page,
    )
    const name = localize(category.name, feed.lang) ?? slug
    return feed.postsFeed(reply, `${posttype}/category/${slug}`, name, `${posttype}/categories`, page, found)
  })

  door.get('/:posttype/people', async (request, reply) => {
    const feed = feedOf(ctx, request)
    const { posttype } = parse(feedPosttypeParams, request.params, request)
    const { page } = parse(feedQuery, request.query, request)
    const found = await peopleOf(ctx, posttype, page)
    return feed.send(reply, {
      path: `${posttype}/people`,
      title: `${feed.words[posttype]}: ${feed.words.people}`,
      kind: 'navigation',
      up: posttype,
      entries: found.rows.map((person) => feed.listEntry(`${posttype}/person/${person.slug}`, person.name)),
      page: { number: page, isNext: found.isNext },
    })
  })

  door.get('/:posttype/person/:slug', async (request, reply) => {
    const feed = feedOf(ctx, request)
    const { posttype, slug } = parse(feedSlugParams, request.params, request)
    const { page } = parse(feedQuery, request.query, request)
    const person = await findPerson(ctx, slug)
    if (!person) return reply.status(404).send(failure('Person not found'))
    const found = await pageOfPosts(ctx, [ofType(posttype), withPerson(person.id)], lists.popular, page)
    return feed.postsFeed(reply, `${posttype}/person/${slug}`, person.name, `${posttype}/people`, page, found)
  })

  door.get('/:posttype/post/:slug', async (request, reply) => {
    const feed = feedOf(ctx, request)
    const { posttype, slug } = parse(feedSlugParams, request.params, request)
    const { page } = parse(feedQuery, request.query, request)
    const post = await findPost(ctx, posttype, slug)
    if (!post) return reply.status(404).send(failure('Post not found'))
    const found = await chaptersOf(ctx, feed.lang, readerOf(request).id, post.id, page)
    return feed.send(reply, {
      path: `${posttype}/post/${slug}`,
      title: localize(post.title, feed.lang) ?? slug,
      kind: 'acquisition',
      up: posttype,
      entries: found.rows.map((chapter) => feed.chapterEntry(chapter, false)),
      page: { number: page, isNext: found.isNext },
    })
  })

  door.get('/:posttype/post/:slug/:index/download', async (request, reply) => {
    const { lang, origin } = feedOf(ctx, request)
    const { posttype, slug, index } = parse(feedChapterParams, request.params, request)
    const chapter = await findChapter(ctx, lang, readerOf(request).id, posttype, slug, index)
    if (!chapter) return reply.status(404).send(failure('Chapter not found'))
    return sendChapterFile(ctx, reply, origin, lang, chapter)
  })

  door.get('/comic/post/:slug/:index/pages/:pageNumber', async (request, reply) => {
    const { lang } = feedOf(ctx, request)
    const { slug, index, pageNumber } = parse(streamedPageParams, request.params, request)
    const { width } = parse(streamedPageQuery, request.query, request)
    const member = readerOf(request)
    const chapter = await findChapter(ctx, lang, member.id, 'comic', slug, index)
    if (!chapter || !storedPages(chapter, lang)) return reply.status(404).send(failure('Chapter not found'))
    return sendStreamedPage(ctx, reply, member.id, lang, chapter, pageNumber, width)
  })
}
