import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { SitemapIndexStream, SitemapStream } from 'sitemap'
import * as v from 'valibot'
import { type Language, languages } from '../../src/contract/languages.ts'
import { type Posttype, posttypes } from '../../src/contract/posttypes.ts'
import type { ServerContext } from '../context.ts'
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
  const xml = (reply: FastifyReply, stream: Readable) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(stream)

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
    return xml(reply, Readable.from(entries).pipe(new SitemapIndexStream()))
  })

  app.get('/sitemaps/:name', async (request, reply) => {
    const origin = siteOrigin(ctx.config, request)
    const sitemap = new SitemapStream({ xmlns: { news: false, video: false, image: false, xhtml: true } })
    const { name } = request.params as { name: string }
    if (name === 'pages.xml') {
      const pages = fixedPages.flatMap((page) => alternates(origin, (language) => `/${language}${page}`))
      return xml(reply, Readable.from(pages).pipe(sitemap))
    }
    const parsed = v.safeParse(partSchema, PART.exec(name)?.groups)
    if (!parsed.success) return reply.status(404).send(failure('Not Found'))
    const { posttype, part } = parsed.output
    const entries = postEntries(ctx, origin, posttype, (part - 1) * postsPerPart, postsPerPart)
    // A part past the last one is not there: known from its first entry, before anything is sent.
    const first = await entries.next()
    if (first.done) return reply.status(404).send(failure('Not Found'))
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
