import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { PREVIEW_FORMAT } from '../../src/contract/head/preview.ts'
import type { Language } from '../../src/contract/languages.ts'
import { chapterPagePath } from '../../src/contract/post-paths.ts'
import {
  feedPosttypeParams,
  feedQuery,
  feedSearchQuery,
  feedSlugParams,
  readablePosttypes,
} from '../../src/contract/schemas/reader-apps.ts'
import type { ServerContext } from '../context.ts'
import { siteOrigin } from '../crawl/site-origin.ts'
import { failure } from '../http/envelope.ts'
import { parse } from '../http/validate.ts'
import { type CardRow, cardsOf } from '../posts/cards.ts'
import { findCategory, listCategories } from '../posts/categories.ts'
import { imageOf } from '../posts/images.ts'
import { inCategorySlug, ofType, ofTypes, pageOfPosts, withPerson } from '../posts/lists.ts'
import { localize } from '../posts/localize.ts'
import { searchPosts } from '../search/query.ts'
import {
  type ChapterRow,
  chaptersOf,
  continueReading,
  findPerson,
  findPost,
  peopleOf,
  savedPosts,
} from './catalogue.ts'
import { readerOf } from './door.ts'
import { fileTypes } from './downloads.ts'
import { chapterHeading, feedWords } from './words.ts'

/*
 * OPDS 2.0 (JSON, drafts.opds.io) of the same catalogue as the Atom one (v1.ts): the same lists as
 * navigation, a post's chapters as publications to download (their files are the Atom door's), and
 * search as a templated link. An app without a key is given the authentication document.
 */

export const opdsJson = 'application/opds+json'
export const authenticationType = 'application/opds-authentication+json'

const lists = { new: 'created_at__desc', popular: 'views__desc', updated: 'updated_at__desc' } as const
type ListName = keyof typeof lists

interface JsonLink {
  href: string
  type: string
  rel?: string
  title?: string
  templated?: boolean
}

function doorOf(ctx: ServerContext, request: FastifyRequest) {
  const { lang, key } = request.params as { lang: Language; key?: string }
  const origin = siteOrigin(ctx.config, request)
  const door =
    key === undefined ? `${origin}/${lang}/opds` : `${origin}/${lang}/opds/key/${encodeURIComponent(key)}`
  return { lang, origin, base: `${door}/v2`, files: `${door}/v1.2`, words: feedWords[lang] }
}

/** The authentication document (Authentication for OPDS 1.0): HTTP Basic, with an app key. */
export function authenticationDocument(ctx: ServerContext, request: FastifyRequest) {
  const { lang, origin, words } = doorOf(ctx, request)
  return {
    id: `${origin}/${lang}/opds/v2/authentication`,
    title: words.catalogue,
    description: words.authentication,
    links: [
      { rel: 'start', href: `${origin}/${lang}/opds/v2/catalog`, type: opdsJson },
      { rel: 'register', href: `${origin}/${lang}/user/account`, type: 'text/html' },
    ],
    authentication: [
      { type: 'http://opds-spec.org/auth/basic', labels: { login: words.login, password: words.appKey } },
    ],
  }
}

export function opdsV2Routes(door: FastifyInstance, ctx: ServerContext) {
  const send = (
    reply: FastifyReply,
    request: FastifyRequest,
    feed: {
      path: string
      title: string
      query?: Record<string, string>
      page?: { number: number; isNext: boolean }
      navigation?: JsonLink[]
      publications?: unknown[]
    },
  ) => {
    const { base, words } = doorOf(ctx, request)
    const address = (page?: number) => {
      const query = new URLSearchParams(feed.query)
      if (page !== undefined && page > 1) query.set('page', String(page))
      const search = query.toString()
      return `${base}/${feed.path}${search ? `?${search}` : ''}`
    }
    const links: JsonLink[] = [
      { rel: 'self', href: address(feed.page?.number), type: opdsJson },
      { rel: 'start', href: `${base}/catalog`, type: opdsJson },
      { rel: 'search', href: `${base}/search{?q}`, type: opdsJson, templated: true },
      { rel: 'http://opds-spec.org/auth/document', href: `${base}/authentication`, type: authenticationType },
    ]
    if (feed.page && feed.page.number > 1)
      links.push({ rel: 'previous', href: address(feed.page.number - 1), type: opdsJson })
    if (feed.page?.isNext) links.push({ rel: 'next', href: address(feed.page.number + 1), type: opdsJson })
    const body = {
      metadata: {
        title: feed.title || words.catalogue,
        ...(feed.page ? { currentPage: feed.page.number } : {}),
      },
      links,
      // The drafts ask for a collection of at least one item, and for no empty one: a list with
      // nothing in it (no one credited yet, nothing saved) leads back to the catalogue's start.
      ...(feed.navigation?.length ? { navigation: feed.navigation } : {}),
      ...(feed.publications?.length ? { publications: feed.publications } : {}),
      ...(feed.navigation?.length || feed.publications?.length
        ? {}
        : { navigation: [{ href: `${base}/catalog`, type: opdsJson, title: words.catalogue }] }),
    }
    return reply.type(`${opdsJson}; charset=utf-8`).send(body)
  }

  const navigation = (request: FastifyRequest, path: string, title: string): JsonLink => ({
    href: `${doorOf(ctx, request).base}/${path}`,
    type: opdsJson,
    title,
  })

  const postLinks = (request: FastifyRequest, rows: CardRow[]) =>
    cardsOf(ctx, doorOf(ctx, request).lang, rows).map((post) =>
      navigation(request, `${post.posttype}/post/${post.slug}`, post.title),
    )

  /** A chapter as a publication: its metadata, its file to download, its post's cover. */
  const publication = (request: FastifyRequest, chapter: ChapterRow, withPost: boolean) => {
    const { lang, origin, files } = doorOf(ctx, request)
    const heading = chapterHeading(lang, chapter.index, localize(chapter.title, lang))
    const post = localize(chapter.post_title, lang) ?? chapter.slug
    const cover = imageOf(ctx, chapter.feature, 'cover')
    const sized = (width: number) =>
      cover && (cover.resizable ? `${cover.path}?w=${width}&format=${PREVIEW_FORMAT}` : cover.path)
    return {
      metadata: {
        '@type': 'http://schema.org/Book',
        identifier: origin + chapterPagePath(lang, chapter.posttype, chapter.slug, chapter.index),
        title: withPost ? `${post} – ${heading}` : heading,
        ...(chapter.author ? { author: chapter.author } : {}),
        language: lang,
        modified: new Date(chapter.updated_at).toISOString(),
        belongsTo: { series: { name: post, position: chapter.index } },
        ...(chapter.page_count ? { numberOfPages: chapter.page_count } : {}),
      },
      links: [
        {
          rel: 'http://opds-spec.org/acquisition',
          href: `${files}/${chapter.posttype}/post/${chapter.slug}/${chapter.index}/download`,
          type: fileTypes[chapter.posttype],
        },
        {
          rel: 'alternate',
          href: origin + chapterPagePath(lang, chapter.posttype, chapter.slug, chapter.index),
          type: 'text/html',
        },
      ],
      ...(cover
        ? {
            images: [
              { href: sized(600)!, type: 'image/jpeg', width: 600 },
              { href: sized(200)!, type: 'image/jpeg', width: 200 },
            ],
          }
        : {}),
    }
  }

  door.get('/authentication', async (request, reply) =>
    reply.type(`${authenticationType}; charset=utf-8`).send(authenticationDocument(ctx, request)),
  )

  door.get('/catalog', async (request, reply) => {
    const { words } = doorOf(ctx, request)
    return send(reply, request, {
      path: 'catalog',
      title: words.catalogue,
      navigation: [
        ...readablePosttypes.map((posttype) => navigation(request, posttype, words[posttype])),
        navigation(request, 'continue', words.continue),
        navigation(request, 'saved', words.saved),
      ],
    })
  })

  door.get('/search', async (request, reply) => {
    const { lang, words } = doorOf(ctx, request)
    const { q, page } = parse(feedSearchQuery, request.query, request)
    const found = await searchPosts(ctx, lang, {
      q,
      posttype: undefined,
      within: ofTypes(readablePosttypes),
      sort: 'views__desc',
      page,
    })
    return send(reply, request, {
      path: 'search',
      query: { q },
      title: words.searchFor(q),
      page: { number: page, isNext: found.isNext },
      navigation: found.cards.map((post) =>
        navigation(request, `${post.posttype}/post/${post.slug}`, post.title),
      ),
    })
  })

  door.get('/continue', async (request, reply) => {
    const { lang, words } = doorOf(ctx, request)
    const { page } = parse(feedQuery, request.query, request)
    const found = await continueReading(ctx, lang, readerOf(request).id, page)
    return send(reply, request, {
      path: 'continue',
      title: words.continue,
      page: { number: page, isNext: found.isNext },
      publications: found.rows.map((chapter) => publication(request, chapter, true)),
    })
  })

  door.get('/saved', async (request, reply) => {
    const { words } = doorOf(ctx, request)
    const { page } = parse(feedQuery, request.query, request)
    const found = await savedPosts(ctx, readerOf(request).id, page)
    return send(reply, request, {
      path: 'saved',
      title: words.saved,
      page: { number: page, isNext: found.isNext },
      navigation: postLinks(request, found.rows),
    })
  })

  door.get('/:posttype', async (request, reply) => {
    const { words } = doorOf(ctx, request)
    const { posttype } = parse(feedPosttypeParams, request.params, request)
    return send(reply, request, {
      path: posttype,
      title: words[posttype],
      navigation: [
        ...(Object.keys(lists) as ListName[]).map((list) =>
          navigation(request, `${posttype}/${list}`, words[list]),
        ),
        navigation(request, `${posttype}/categories`, words.categories),
        navigation(request, `${posttype}/people`, words.people),
      ],
    })
  })

  for (const list of Object.keys(lists) as ListName[]) {
    door.get(`/:posttype/${list}`, async (request, reply) => {
      const { words } = doorOf(ctx, request)
      const { posttype } = parse(feedPosttypeParams, request.params, request)
      const { page } = parse(feedQuery, request.query, request)
      const found = await pageOfPosts(ctx, [ofType(posttype)], lists[list], page)
      return send(reply, request, {
        path: `${posttype}/${list}`,
        title: `${words[posttype]}: ${words[list]}`,
        page: { number: page, isNext: found.isNext },
        navigation: postLinks(request, found.rows),
      })
    })
  }

  door.get('/:posttype/categories', async (request, reply) => {
    const { lang, words } = doorOf(ctx, request)
    const { posttype } = parse(feedPosttypeParams, request.params, request)
    const categories = await listCategories(ctx, lang, posttype)
    return send(reply, request, {
      path: `${posttype}/categories`,
      title: `${words[posttype]}: ${words.categories}`,
      navigation: categories
        .filter((category) => category.post_count > 0)
        .map((category) => navigation(request, `${posttype}/category/${category.slug}`, category.name)),
    })
  })

  door.get('/:posttype/category/:slug', async (request, reply) => {
    const { lang } = doorOf(ctx, request)
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
    return send(reply, request, {
      path: `${posttype}/category/${slug}`,
      title: localize(category.name, lang) ?? slug,
      page: { number: page, isNext: found.isNext },
      navigation: postLinks(request, found.rows),
    })
  })

  door.get('/:posttype/people', async (request, reply) => {
    const { words } = doorOf(ctx, request)
    const { posttype } = parse(feedPosttypeParams, request.params, request)
    const { page } = parse(feedQuery, request.query, request)
    const found = await peopleOf(ctx, posttype, page)
    return send(reply, request, {
      path: `${posttype}/people`,
      title: `${words[posttype]}: ${words.people}`,
      page: { number: page, isNext: found.isNext },
      navigation: found.rows.map((person) =>
        navigation(request, `${posttype}/person/${person.slug}`, person.name),
      ),
    })
  })

  door.get('/:posttype/person/:slug', async (request, reply) => {
    const { posttype, slug } = parse(feedSlugParams, request.params, request)
    const { page } = parse(feedQuery, request.query, request)
    const person = await findPerson(ctx, slug)
    if (!person) return reply.status(404).send(failure('Person not found'))
    const found = await pageOfPosts(ctx, [ofType(posttype), withPerson(person.id)], lists.popular, page)
    return send(reply, request, {
      path: `${posttype}/person/${slug}`,
      title: person.name,
      page: { number: page, isNext: found.isNext },
      navigation: postLinks(request, found.rows),
    })
  })

  door.get('/:posttype/post/:slug', async (request, reply) => {
    const { lang } = doorOf(ctx, request)
    const { posttype, slug } = parse(feedSlugParams, request.params, request)
    const { page } = parse(feedQuery, request.query, request)
    const post = await findPost(ctx, posttype, slug)
    if (!post) return reply.status(404).send(failure('Post not found'))
    const found = await chaptersOf(ctx, lang, readerOf(request).id, post.id, page)
    return send(reply, request, {
      path: `${posttype}/post/${slug}`,
      title: localize(post.title, lang) ?? slug,
      page: { number: page, isNext: found.isNext },
      publications: found.rows.map((chapter) => publication(request, chapter, false)),
    })
  })
}
