import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { SitemapIndexStream, SitemapStream } from 'sitemap'
import * as v from 'valibot'
import { type Language, languages } from '../../src/contract/languages.ts'
import { type Posttype, posttypes } from '../../src/contract/posttypes.ts'
import { type Audience, visitorAudience } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import { entityTag, noneMatchFails } from '../http/entity-tags.ts'
import { failure } from '../http/envelope.ts'
import { siteOrigin } from './site-origin.ts'
import {
  categoryCount,
  categoryPages,
  chapterCounts,
  personCount,
  personPages,
  publishedCounts,
  publishedPosts,
  type SitemapPage,
  visibleChapters,
} from './sitemap-data.ts'

/** The most addresses one sitemap may hold (sitemaps.org); tests make parts with a smaller one. */
export const SITEMAP_MAX_URLS = 50_000

/**
 * The kinds of pages the sitemaps name beyond the fixed ones, each in numbered parts
 * (`/sitemaps/comic-2.xml`, from 1): a post type's posts by its name, a reader's chapters as
 * `comic-chapters`, and the categories' and the people's pages.
 */
type PartKind = Posttype | `${ReaderPosttype}-chapters` | 'categories' | 'people'

/** The post types read chapter by chapter in a reader, whose chapters are pages (the app's `$slug_/$chapterIndex` routes). */
const readerPosttypes = ['comic', 'novel'] as const satisfies readonly Posttype[]
type ReaderPosttype = (typeof readerPosttypes)[number]

const partKinds: readonly PartKind[] = [
  ...posttypes,
  ...readerPosttypes.map((posttype) => `${posttype}-chapters` as const),
  'categories',
  'people',
]

const partSchema = v.object({
  kind: v.picklist(partKinds),
  part: v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number)),
})
const PART = /^(?<kind>[a-z-]+)-(?<part>\d+)\.xml$/

const [defaultLanguage] = languages

/** The fixed pages of the site: each language's home and its post types' dashboards. */
const fixedPages = ['', ...posttypes.map((posttype) => `/${posttype}s`)]

/** A page in every language, each naming the others, and x-default the default language's. */
function alternates(origin: string, path: (language: Language) => string) {
  return languages.map((language) => ({
    url: `${origin}${path(language)}`,
    links: [
      ...languages.map((lang) => ({ lang, url: `${origin}${path(lang)}` })),
      { lang: 'x-default', url: `${origin}${path(defaultLanguage)}` },
    ],
  }))
}

/** How many pages of a kind there are, and when the latest of them changed (where that is kept). */
async function pageCounts(ctx: ServerContext) {
  // Sitemaps are for anyone: what visitors may see (server/audience/).
  const audience = await visitorAudience(ctx.db)
  const [postCounts, chapterRows, categories, people] = await Promise.all([
    publishedCounts(ctx.db, audience),
    chapterCounts(ctx.db, audience, readerPosttypes),
    categoryCount(ctx.db),
    personCount(ctx.db),
  ])
  const counts = new Map<PartKind, { pages: number; lastmod?: Date | string | null }>()
  for (const row of postCounts) counts.set(row.posttype, { pages: row.posts, lastmod: row.lastmod })
  for (const row of chapterRows) counts.set(`${row.posttype}-chapters`, row)
  counts.set('categories', { pages: categories })
  counts.set('people', { pages: people })
  return counts
}

/** The pages of one kind, from the `skip`-th on, `total` at most. */
function pagesOf(
  ctx: ServerContext,
  audience: Audience,
  kind: PartKind,
  skip: number,
  total: number,
): AsyncGenerator<SitemapPage> {
  if (kind === 'categories') return categoryPages(ctx.db, skip, total)
  if (kind === 'people') return personPages(ctx.db, skip, total)
  const chaptersOf = /^(?<posttype>[a-z]+)-chapters$/.exec(kind)?.groups?.posttype as
    | ReaderPosttype
    | undefined
  if (chaptersOf) return visibleChapters(ctx.db, audience, chaptersOf, skip, total)
  return postPages(ctx, audience, kind as Posttype, skip, total)
}

async function* postPages(
  ctx: ServerContext,
  audience: Audience,
  posttype: Posttype,
  skip: number,
  total: number,
) {
  for await (const post of publishedPosts(ctx.db, audience, posttype, skip, total))
    yield { id: post.id, path: `/${posttype}/${encodeURIComponent(post.slug)}`, updatedAt: post.updatedAt }
}

/**
 * The sitemaps: `/sitemap.xml` is their index, `/sitemaps/pages.xml` the site's fixed pages, and each
 * kind of page (a post type's posts, a reader's chapters, the categories, the people) comes in parts
 * of at most `maxUrls` addresses (`/sitemaps/comic-1.xml`, `/sitemaps/comic-chapters-1.xml`), each page
 * once per language with its alternates. Only what visitors see is named. The parts are streamed from
 * the database batch by batch, so a catalogue of any size costs the same memory.
 */
export function sitemapRoutes(app: FastifyInstance, ctx: ServerContext, maxUrls = SITEMAP_MAX_URLS) {
  // Each page is named once per language: a part holds a whole number of pages.
  const pagesPerPart = Math.max(1, Math.floor(maxUrls / languages.length))
  const xml = (reply: FastifyReply, body: Readable | string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body)
  /**
   * A sitemap is streamed, so its entity tag is the version of what it is written from rather than its
   * body's hash. Known before the stream starts: a client holding this version gets the headers alone,
   * which http/entity-tags.ts answers as a 304. True when it was sent so.
   */
  const unchanged = (request: FastifyRequest, reply: FastifyReply, version: unknown) => {
    const tag = entityTag(JSON.stringify(version))
    reply.header('etag', tag)
    if (!noneMatchFails(request.headers['if-none-match'], tag)) return false
    xml(reply, '')
    return true
  }

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOrigin(ctx.config, request)
    const counts = await pageCounts(ctx)
    const entries = [{ url: `${origin}/sitemaps/pages.xml` }]
    for (const kind of partKinds) {
      const found = counts.get(kind)
      const parts = Math.ceil((found?.pages ?? 0) / pagesPerPart)
      const lastmod = found?.lastmod ? new Date(found.lastmod).toISOString() : undefined
      for (let part = 1; part <= parts; part += 1)
        entries.push({ url: `${origin}/sitemaps/${kind}-${part}.xml`, ...(lastmod ? { lastmod } : {}) })
    }
    if (unchanged(request, reply, entries)) return reply
    return xml(reply, Readable.from(entries).pipe(new SitemapIndexStream()))
  })

  app.get('/sitemaps/:name', async (request, reply) => {
    const origin = siteOrigin(ctx.config, request)
    const sitemap = new SitemapStream({ xmlns: { news: false, video: false, image: false, xhtml: true } })
    const { name } = request.params as { name: string }
    if (name === 'pages.xml') {
      const pages = fixedPages.flatMap((page) => alternates(origin, (language) => `/${language}${page}`))
      if (unchanged(request, reply, pages)) return reply
      return xml(reply, Readable.from(pages).pipe(sitemap))
    }
    const parsed = v.safeParse(partSchema, PART.exec(name)?.groups)
    if (!parsed.success) return reply.status(404).send(failure('Not Found'))
    const { kind, part } = parsed.output
    const found = (await pageCounts(ctx)).get(kind)
    // A part past the last one is not there, whatever the client holds (RFC 9110 §13.2.1).
    if ((part - 1) * pagesPerPart >= (found?.pages ?? 0)) return reply.status(404).send(failure('Not Found'))
    // A part's version without reading its pages: the kind's count and latest change (a page
    // published, edited or taken down moves one of them), and what its addresses are made of. Kinds
    // whose changes are not dated (categories, people: a rename changes an address) have no tag.
    if (found?.lastmod) {
      const version = [origin, kind, part, pagesPerPart, found.pages, found.lastmod]
      if (unchanged(request, reply, version)) return reply
    }
    const entries = pageEntries(
      origin,
      pagesOf(ctx, await visitorAudience(ctx.db), kind, (part - 1) * pagesPerPart, pagesPerPart),
    )
    // Pages taken down since the count: known from the first entry, before anything is sent.
    const first = await entries.next()
    if (first.done) return reply.status(404).removeHeader('etag').send(failure('Not Found'))
    return xml(reply, Readable.from(prepend(first.value, entries)).pipe(sitemap))
  })
}

/** Each page once per language, with its alternates and its last change where it is kept. */
async function* pageEntries(origin: string, pages: AsyncGenerator<SitemapPage>) {
  for await (const page of pages) {
    const lastmod = page.updatedAt ? { lastmod: new Date(page.updatedAt).toISOString() } : {}
    for (const entry of alternates(origin, (language) => `/${language}${page.path}`))
      yield { ...entry, ...lastmod }
  }
}

async function* prepend<T>(first: T, rest: AsyncGenerator<T>) {
  yield first
  yield* rest
}
