import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { SitemapIndexStream, SitemapStream } from 'sitemap'
import * as v from 'valibot'
import { type Language, languages } from '../../src/contract/languages.ts'
import { type Posttype, posttypes } from '../../src/contract/posttypes.ts'
import type { ServerContext } from '../context.ts'
import { entityTag, noneMatchFails } from '../http/entity-tags.ts'
import { failure } from '../http/envelope.ts'
import { siteOrigin } from './site-origin.ts'
import { publishedCounts, publishedPosts } from './sitemap-data.ts'

/** The most addresses one sitemap may hold (sitemaps.org); tests make parts with a smaller one. */
export const SITEMAP_MAX_URLS = 50_000

/** A post type's sitemap part, `/sitemaps/comic-2.xml`: numbered from 1. */
const partSchema = v.object({
  posttype: v.picklist(posttypes),
  part: v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number)),
})
const PART = /^(?<posttype>[a-z]+)-(?<part>\d+)\.xml$/

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

/**
 * The sitemaps: `/sitemap.xml` is their index, `/sitemaps/pages.xml` the site's fixed pages, and each
 * post type's posts come in parts of at most `maxUrls` addresses (`/sitemaps/comic-1.xml`), each post
 * once per language with its alternates. Only posts visitors see are named. The parts are streamed from
 * the database batch by batch, so a catalogue of any size costs the same memory.
 */
export function sitemapRoutes(app: FastifyInstance, ctx: ServerContext, maxUrls = SITEMAP_MAX_URLS) {
  // Each post is named once per language: a part holds a whole number of posts.
  const postsPerPart = Math.max(1, Math.floor(maxUrls / languages.length))
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
    const counts = await publishedCounts(ctx.db)
    const entries = [{ url: `${origin}/sitemaps/pages.xml` }]
    for (const posttype of posttypes) {
      const found = counts.find((row) => row.posttype === posttype)
      const parts = Math.ceil((found?.posts ?? 0) / postsPerPart)
      const lastmod = found?.lastmod ? new Date(found.lastmod).toISOString() : undefined
      for (let part = 1; part <= parts; part += 1)
        entries.push({ url: `${origin}/sitemaps/${posttype}-${part}.xml`, ...(lastmod ? { lastmod } : {}) })
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
    const { posttype, part } = parsed.output
    const [counts] = (await publishedCounts(ctx.db)).filter((row) => row.posttype === posttype)
    // A part past the last one is not there, whatever the client holds (RFC 9110 §13.2.1).
    if ((part - 1) * postsPerPart >= (counts?.posts ?? 0)) return reply.status(404).send(failure('Not Found'))
    // A part's version without reading its posts: the post type's count and latest change (a post
    // published, edited or taken down moves one of them), and what its addresses are made of.
    const version = [origin, posttype, part, postsPerPart, counts?.posts, counts?.lastmod]
    if (unchanged(request, reply, version)) return reply
    const entries = postEntries(ctx, origin, posttype, (part - 1) * postsPerPart, postsPerPart)
    // Posts taken down since the count: known from the first entry, before anything is sent.
    const first = await entries.next()
    if (first.done) return reply.status(404).removeHeader('etag').send(failure('Not Found'))
    return xml(reply, Readable.from(prepend(first.value, entries)).pipe(sitemap))
  })
}

async function* postEntries(
  ctx: ServerContext,
  origin: string,
  posttype: Posttype,
  skip: number,
  total: number,
) {
  for await (const post of publishedPosts(ctx.db, posttype, skip, total)) {
    const lastmod = new Date(post.updatedAt).toISOString()
    const slug = encodeURIComponent(post.slug)
    for (const entry of alternates(origin, (language) => `/${language}/${posttype}/${slug}`))
      yield { ...entry, lastmod }
  }
}

async function* prepend<T>(first: T, rest: AsyncGenerator<T>) {
  yield first
  yield* rest
}
