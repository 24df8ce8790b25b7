import type { FastifyInstance, FastifyRequest } from 'fastify'
import { chapterPagePath, postPagePath } from '../../src/contract/post-paths.ts'
import type { ServerContext } from '../context.ts'
import { imageOf } from '../posts/images.ts'
import { localize } from '../posts/localize.ts'
import type { ChapterRow } from './catalogue.ts'
import { fileTypes } from './downloads.ts'
import {
  chapterFilePath,
  coverSizes,
  doorOf,
  type Feed,
  type FeedDoor,
  type FeedWriter,
  feedAddress,
  postFilePath,
} from './feed.ts'
import { progressionAddress, progressionRel, progressionType } from './progression.ts'
import { chapterHeading } from './words.ts'

/*
 * OPDS 2.0 (JSON, drafts.opds.io): the catalogue's feeds (feeds.ts) written as JSON, its lists and
 * posts as navigation and a post's chapters as publications to download (their files are OPDS 1.2's
 * door's), search as a templated link. An app without a key is given the authentication document.
 */

export const opdsJson = 'application/opds+json'
export const authenticationType = 'application/opds-authentication+json'

interface JsonLink {
  href: string
  type: string
  rel?: string
  title?: string
  templated?: boolean
}

/** The authentication document (Authentication for OPDS 1.0): HTTP Basic, with an app key. */
export function authenticationDocument(ctx: ServerContext, request: FastifyRequest) {
  const { lang, origin, words, lastingDoor } = doorOf(ctx, request)
  return {
    id: `${lastingDoor}/v2/authentication`,
    title: words.catalogue,
    description: words.authentication,
    links: [
      { rel: 'start', href: `${lastingDoor}/v2/catalog`, type: opdsJson },
      { rel: 'register', href: `${origin}/${lang}/user/account`, type: 'text/html' },
    ],
    authentication: [
      { type: 'http://opds-spec.org/auth/basic', labels: { login: words.login, password: words.appKey } },
    ],
  }
}

/** A post's cover as a publication's images. */
function coverImages(ctx: ServerContext, feature: string | null) {
  const sizes = coverSizes(imageOf(ctx, feature, 'cover'))
  return sizes.length ? { images: sizes.map((size) => ({ ...size, type: 'image/jpeg' })) } : {}
}

/** A chapter as a publication: its metadata, its file to download, its post's cover. */
function publication(ctx: ServerContext, door: FeedDoor, chapter: ChapterRow, withPost: boolean) {
  const { lang, origin } = door
  const heading = chapterHeading(lang, chapter.index, localize(chapter.title, lang))
  const post = localize(chapter.post_title, lang) ?? chapter.slug
  const web = origin + chapterPagePath(lang, chapter.posttype, chapter.slug, chapter.index)
  return {
    metadata: {
      '@type': 'http://schema.org/Book',
      identifier: web,
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
        href: `${door.door}/v1.2/${chapterFilePath(chapter)}/download`,
        type: fileTypes[chapter.posttype],
      },
      { rel: 'alternate', href: web, type: 'text/html' },
      {
        rel: progressionRel,
        href: progressionAddress(door, chapter),
        type: progressionType,
        // The draft's hint: the service needs the same sign-in as the feed.
        properties: { authenticate: { href: `${door.door}/v2/authentication`, type: authenticationType } },
      },
    ],
    ...coverImages(ctx, chapter.feature),
  }
}

/** A short post whole, as one file to download: its chapters in one book. */
function wholePublication(
  ctx: ServerContext,
  door: FeedDoor,
  { post, chapters }: NonNullable<Feed['whole']>,
) {
  const { lang, origin, words } = door
  const title = localize(post.title, lang) ?? post.slug
  const web = origin + postPagePath(lang, post.posttype, post.slug)
  return {
    metadata: {
      '@type': 'http://schema.org/Book',
      identifier: web,
      title: `${title} – ${words.whole}`,
      description: words.wholeDescription(chapters),
      ...(post.author ? { author: post.author } : {}),
      language: lang,
      modified: post.updatedAt.toISOString(),
    },
    links: [
      {
        rel: 'http://opds-spec.org/acquisition',
        href: `${door.door}/v1.2/${postFilePath(post)}`,
        type: fileTypes[post.posttype],
      },
      { rel: 'alternate', href: web, type: 'text/html' },
    ],
    ...coverImages(ctx, post.feature),
  }
}

/** The feed written as OPDS 2.0's JSON, for the door it was asked through. */
export const writeJson: FeedWriter = (ctx, door, reply, feed) => {
  const base = `${door.door}/v2`
  const address = (page?: number) => feedAddress(base, feed, page)
  const links: JsonLink[] = [
    { rel: 'self', href: address(feed.page?.number), type: opdsJson },
    { rel: 'start', href: `${base}/catalog`, type: opdsJson },
    { rel: 'search', href: `${base}/search{?q}`, type: opdsJson, templated: true },
    { rel: 'http://opds-spec.org/auth/document', href: `${base}/authentication`, type: authenticationType },
  ]
  if (feed.up) links.push({ rel: 'up', href: `${base}/${feed.up}`, type: opdsJson })
  const { page } = feed
  if (page && page.number > 1) links.push({ rel: 'previous', href: address(page.number - 1), type: opdsJson })
  if (page?.isNext) links.push({ rel: 'next', href: address(page.number + 1), type: opdsJson })
  const navigation: JsonLink[] = [
    ...(feed.lists ?? []).map(({ path, title }) => ({ href: `${base}/${path}`, type: opdsJson, title })),
    ...(feed.posts ?? []).map((post) => ({
      href: `${base}/${post.posttype}/post/${post.slug}`,
      type: opdsJson,
      title: post.title,
    })),
  ]
  const publications = [
    ...(feed.whole ? [wholePublication(ctx, door, feed.whole)] : []),
    ...(feed.chapters ?? []).map((chapter) =>
      publication(ctx, door, chapter, feed.chaptersWithPost ?? false),
    ),
  ]
  const body = {
    metadata: {
      title: feed.title || door.words.catalogue,
      ...(page ? { currentPage: page.number } : {}),
    },
    links,
    // The drafts ask for a collection of at least one item, and for no empty one: a list with
    // nothing in it (no one credited yet, nothing saved) leads back to the catalogue's start.
    ...(navigation.length ? { navigation } : {}),
    ...(publications.length ? { publications } : {}),
    ...(navigation.length || publications.length
      ? {}
      : { navigation: [{ href: `${base}/catalog`, type: opdsJson, title: door.words.catalogue }] }),
  }
  return reply.type(`${opdsJson}; charset=utf-8`).send(body)
}

/** What only OPDS 2.0 has: the authentication document, the one address open without a key. */
export function opdsV2Routes(door: FastifyInstance, ctx: ServerContext) {
  door.get('/authentication', async (request, reply) =>
    reply.type(`${authenticationType}; charset=utf-8`).send(authenticationDocument(ctx, request)),
  )
}
