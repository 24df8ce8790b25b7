import type { FastifyRequest } from 'fastify'
import {
  feedListNames,
  feedLists,
  feedPosttypeParams,
  feedQuery,
  feedSearchQuery,
  feedSlugParams,
  readablePosttypes,
} from '../../src/contract/schemas/reader-apps.ts'
import { audienceKey, audienceOf } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import { notFound } from '../http/errors.ts'
import type { SharedReads } from '../http/shared-reads.ts'
import { parse } from '../http/validate.ts'
import { cardsOf } from '../posts/cards.ts'
import { findCategory, listCategories } from '../posts/categories.ts'
import { inCategorySlug, ofType, ofTypes, pageOfPosts, withPerson } from '../posts/lists.ts'
import { localize } from '../posts/localize.ts'
import { searchPosts } from '../search/query.ts'
import { chaptersOf, continueReading, findPerson, findPost, peopleOf, savedPosts } from './catalogue.ts'
import { readerOf } from './door.ts'
import type { Feed, FeedDoor } from './feed.ts'
import { measureWholePost } from './whole-post.ts'

/*
 * The reader apps' catalogue of one language's comics and novels, as feeds both OPDS versions
 * write: the types and their lists, categories and people, the member's saved posts and what they
 * were reading, a post's chapters, and search. What is the same for every member (a list's posts, a
 * search) is read once for all (SharedReads); a member's own places are read per request.
 */

type FeedRead = (request: FastifyRequest, door: FeedDoor) => Promise<Feed>

export function catalogueFeeds(ctx: ServerContext, shared: SharedReads): [url: string, read: FeedRead][] {
  const pageOf = (request: FastifyRequest) => parse(feedQuery, request.query, request).page

  const feeds: [string, FeedRead][] = [
    [
      '/catalog',
      async (_, { words }) => ({
        path: 'catalog',
        title: words.catalogue,
        kind: 'navigation',
        lists: [
          ...readablePosttypes.map((posttype) => ({ path: posttype, title: words[posttype] })),
          { path: 'continue', title: words.continue, kind: 'acquisition' },
          { path: 'saved', title: words.saved },
        ],
      }),
    ],
    [
      '/search',
      async (request, { lang, words }) => {
        const { q, page } = parse(feedSearchQuery, request.query, request)
        const audience = await audienceOf(request, ctx)
        const found = await shared.read(`search ${lang} ${q} ${page}${audienceKey(audience)}`, () =>
          searchPosts(ctx, audience, lang, {
            q,
            posttype: undefined,
            within: ofTypes(readablePosttypes),
            sort: 'views__desc',
            page,
          }),
        )
        return {
          path: 'search',
          query: { q },
          title: words.searchFor(q),
          kind: 'navigation',
          up: 'catalog',
          posts: found.cards,
          page: { number: page, isNext: found.isNext },
        }
      },
    ],
    [
      '/continue',
      async (request, { lang, words }) => {
        const page = pageOf(request)
        const audience = await audienceOf(request, ctx)
        const found = await continueReading(ctx, audience, lang, readerOf(request).id, page)
        return {
          path: 'continue',
          title: words.continue,
          kind: 'acquisition',
          up: 'catalog',
          chapters: found.rows,
          chaptersWithPost: true,
          page: { number: page, isNext: found.isNext },
        }
      },
    ],
    [
      '/saved',
      async (request, { lang, words }) => {
        const page = pageOf(request)
        const found = await savedPosts(ctx, await audienceOf(request, ctx), readerOf(request).id, page)
        return {
          path: 'saved',
          title: words.saved,
          kind: 'navigation',
          up: 'catalog',
          posts: cardsOf(ctx, lang, found.rows),
          page: { number: page, isNext: found.isNext },
        }
      },
    ],
    [
      '/:posttype',
      async (request, { words }) => {
        const { posttype } = parse(feedPosttypeParams, request.params, request)
        return {
          path: posttype,
          title: words[posttype],
          kind: 'navigation',
          up: 'catalog',
          lists: [
            ...feedListNames.map((list) => ({ path: `${posttype}/${list}`, title: words[list] })),
            { path: `${posttype}/categories`, title: words.categories },
            { path: `${posttype}/people`, title: words.people },
          ],
        }
      },
    ],
    ...feedListNames.map((list): [string, FeedRead] => [
      `/:posttype/${list}`,
      async (request, { lang, words }) => {
        const { posttype } = parse(feedPosttypeParams, request.params, request)
        const page = pageOf(request)
        const audience = await audienceOf(request, ctx)
        const found = await shared.read(`list ${posttype} ${list} ${page}${audienceKey(audience)}`, () =>
          pageOfPosts(ctx, audience, [ofType(posttype)], feedLists[list], page),
        )
        return {
          path: `${posttype}/${list}`,
          title: `${words[posttype]}: ${words[list]}`,
          kind: 'navigation',
          up: posttype,
          posts: cardsOf(ctx, lang, found.rows),
          page: { number: page, isNext: found.isNext },
        }
      },
    ]),
    [
      '/:posttype/categories',
      async (request, { lang, words }) => {
        const { posttype } = parse(feedPosttypeParams, request.params, request)
        const audience = await audienceOf(request, ctx)
        const categories = await shared.read(`categories ${lang} ${posttype}${audienceKey(audience)}`, () =>
          listCategories(ctx, audience, lang, posttype),
        )
        return {
          path: `${posttype}/categories`,
          title: `${words[posttype]}: ${words.categories}`,
          kind: 'navigation',
          up: posttype,
          lists: categories
            .filter((category) => category.post_count > 0)
            .map((category) => ({
              path: `${posttype}/category/${category.slug}`,
              title: category.name,
              content: words.titles(category.post_count),
            })),
        }
      },
    ],
    [
      '/:posttype/category/:slug',
      async (request, { lang }) => {
        const { posttype, slug } = parse(feedSlugParams, request.params, request)
        const page = pageOf(request)
        const audience = await audienceOf(request, ctx)
        const [category, found] = await shared.read(
          `category ${posttype} ${slug} ${page}${audienceKey(audience)}`,
          () =>
            Promise.all([
              findCategory(ctx, posttype, slug),
              pageOfPosts(
                ctx,
                audience,
                [ofType(posttype), inCategorySlug(posttype, slug)],
                feedLists.popular,
                page,
              ),
            ]),
        )
        if (!category || audience.hiddenCategoryIds.includes(category.id))
          throw notFound('Category not found')
        return {
          path: `${posttype}/category/${slug}`,
          title: localize(category.name, lang) ?? slug,
          kind: 'navigation',
          up: `${posttype}/categories`,
          posts: cardsOf(ctx, lang, found.rows),
          page: { number: page, isNext: found.isNext },
        }
      },
    ],
    [
      '/:posttype/people',
      async (request, { words }) => {
        const { posttype } = parse(feedPosttypeParams, request.params, request)
        const page = pageOf(request)
        const audience = await audienceOf(request, ctx)
        const found = await shared.read(`people ${posttype} ${page}${audienceKey(audience)}`, () =>
          peopleOf(ctx, audience, posttype, page),
        )
        return {
          path: `${posttype}/people`,
          title: `${words[posttype]}: ${words.people}`,
          kind: 'navigation',
          up: posttype,
          lists: found.rows.map((person) => ({
            path: `${posttype}/person/${person.slug}`,
            title: person.name,
          })),
          page: { number: page, isNext: found.isNext },
        }
      },
    ],
    [
      '/:posttype/person/:slug',
      async (request, { lang }) => {
        const { posttype, slug } = parse(feedSlugParams, request.params, request)
        const page = pageOf(request)
        const audience = await audienceOf(request, ctx)
        const found = await shared.read(
          `person ${posttype} ${slug} ${page}${audienceKey(audience)}`,
          async () => {
            const person = await findPerson(ctx, slug)
            if (!person) return undefined
            const posts = await pageOfPosts(
              ctx,
              audience,
              [ofType(posttype), withPerson(person.id)],
              feedLists.popular,
              page,
            )
            return { person, posts }
          },
        )
        if (!found) throw notFound('Person not found')
        return {
          path: `${posttype}/person/${slug}`,
          title: found.person.name,
          kind: 'navigation',
          up: `${posttype}/people`,
          posts: cardsOf(ctx, lang, found.posts.rows),
          page: { number: page, isNext: found.posts.isNext },
        }
      },
    ],
    [
      '/:posttype/post/:slug',
      async (request, { lang }) => {
        const { posttype, slug } = parse(feedSlugParams, request.params, request)
        const page = pageOf(request)
        const audience = await audienceOf(request, ctx)
        const post = await shared.read(`post ${posttype} ${slug}${audienceKey(audience)}`, () =>
          findPost(ctx, audience, posttype, slug),
        )
        if (!post) throw notFound('Post not found')
        // Each chapter with where this member is in it: the member's own, read for them.
        const found = await chaptersOf(ctx, lang, readerOf(request).id, post.id, page)
        // A short post is offered whole as well, first, on the first page.
        const measured =
          page === 1
            ? await shared.read(`whole ${lang} ${post.id}`, () => measureWholePost(ctx, lang, post.id))
            : undefined
        const whole = measured && !('refused' in measured) ? { post, chapters: measured.chapters } : undefined
        return {
          path: `${posttype}/post/${slug}`,
          title: localize(post.title, lang) ?? slug,
          kind: 'acquisition',
          up: posttype,
          chapters: found.rows,
          whole,
          page: { number: page, isNext: found.isNext },
        }
      },
    ],
  ]
  return feeds
}
