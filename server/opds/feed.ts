import type { FastifyReply, FastifyRequest } from 'fastify'
import { PREVIEW_FORMAT } from '../../src/contract/head/preview.ts'
import type { Language } from '../../src/contract/languages.ts'
import type { ServerContext } from '../context.ts'
import { siteOrigin } from '../crawl/site-origin.ts'
import type { PostCard } from '../posts/cards.ts'
import type { Image } from '../posts/images.ts'
import type { ChapterRow, PostRow } from './catalogue.ts'
import { type FeedWords, feedWords } from './words.ts'

/*
 * A feed of the reader apps' catalogue as neither OPDS writes it: what it lists and where it sits.
 * Each feed is read once (feeds.ts) and written as Atom for OPDS 1.2 (v1.ts) or as JSON for OPDS 2.0
 * (v2.ts), so the two doors cannot drift apart. Addresses in it are paths below a door's version
 * (`comic/new`); a writer makes them whole.
 */

/** A list to go into: a type, one of its lists, a category, a person. */
export interface FeedList {
  path: string
  title: string
  /** What is in it, in a few words ('12 truyện'). */
  content?: string
  /** A list of chapters to take is an acquisition feed; a list of lists, a navigation one. */
  kind?: 'navigation' | 'acquisition'
}

export interface Feed {
  path: string
  /** The query that is part of the feed's address (a search's `q`); the page is apart. */
  query?: Record<string, string>
  title: string
  /** Navigation: lists and posts to go into. Acquisition: chapters to take. */
  kind: 'navigation' | 'acquisition'
  /** The feed one level up, where there is one. */
  up?: string
  page?: { number: number; isNext: boolean }
  lists?: FeedList[]
  /** Posts, each a feed of its chapters. */
  posts?: PostCard[]
  chapters?: ChapterRow[]
  /** Chapters of several posts (what the member was reading): each is named with its post. */
  chaptersWithPost?: boolean
  /** The post these chapters are of, when it is short enough to take whole (whole-post.ts). */
  whole?: { post: PostRow; chapters: number }
}

/** Who a feed is written for and where: the address's language and door, and the site's origin. */
export interface FeedDoor {
  lang: Language
  words: FeedWords
  origin: string
  /** `{origin}/{lang}/opds` or, for a key in the address, `{origin}/{lang}/opds/key/{key}`. */
  door: string
  /** The door without a key: what a feed's lasting id is made from. */
  lastingDoor: string
}

export function doorOf(ctx: ServerContext, request: FastifyRequest): FeedDoor {
  const { lang, key } = request.params as { lang: Language; key?: string }
  const origin = siteOrigin(ctx.config, request)
  const lastingDoor = `${origin}/${lang}/opds`
  // The feeds' own addresses keep the way in the app came by: a key in the address stays in it.
  const door = key === undefined ? lastingDoor : `${origin}/${lang}/opds/key/${encodeURIComponent(key)}`
  return { lang, words: feedWords[lang], origin, door, lastingDoor }
}

/** A feed's address in a door's version, at a page (the first has none). */
export function feedAddress(base: string, feed: Pick<Feed, 'path' | 'query'>, page?: number) {
  const query = new URLSearchParams(feed.query)
  if (page !== undefined && page > 1) query.set('page', String(page))
  const search = query.toString()
  return `${base}/${feed.path}${search ? `?${search}` : ''}`
}

/** Where a chapter's file and pages are, below OPDS 1.2's door (both versions link to them). */
export const chapterFilePath = (chapter: Pick<ChapterRow, 'posttype' | 'slug' | 'index'>) =>
  `${chapter.posttype}/post/${chapter.slug}/${chapter.index}`

/**
 * A post's cover as reader apps take it: a JPEG at a page's width and at a card's (the full picture
 * first), what every e-reader can draw; none without a cover.
 */
export const COVER_WIDTHS = { page: 600, card: 200 } as const

export function coverSizes(image: Image | null): { href: string; width: number }[] {
  if (!image) return []
  return [COVER_WIDTHS.page, COVER_WIDTHS.card].map((width) => ({
    width,
    href: image.resizable ? `${image.path}?w=${width}&format=${PREVIEW_FORMAT}` : image.path,
  }))
}

/** Where a whole post's file is, below OPDS 1.2's door. */
export const postFilePath = (post: Pick<PostRow, 'posttype' | 'slug'>) =>
  `${post.posttype}/post/${post.slug}/download`

/** How a door's version sends a feed. */
export type FeedWriter = (ctx: ServerContext, door: FeedDoor, reply: FastifyReply, feed: Feed) => unknown
