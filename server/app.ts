import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import zlib from 'node:zlib'
import compress from '@fastify/compress'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import type { DestinationStream } from 'pino'
import { cookieLanguage, defaultLanguage, isLanguage, languages } from '../src/contract/languages.ts'
import { holdsSecret, pageAddress } from '../src/contract/page-address.ts'
import { apiUrl, homeIndexPath } from '../src/contract/shell-paths.ts'
import { accountRoutes } from './account/routes.ts'
import { adminCommentRoutes } from './admin/comments.ts'
import { adminOverviewRoutes } from './admin/overview.ts'
import { adminPostRoutes } from './admin/posts.ts'
import { adminRoutes } from './admin/routes.ts'
import { adminSiteRoutes } from './admin/site-routes.ts'
import { adminUploadRoutes } from './admin/uploads/routes.ts'
import { audienceKey, audienceOf, saysWhoAsks } from './audience/index.ts'
import { MemoryFailures } from './auth/login-throttle.ts'
import { passwordResetRoutes } from './auth/password-reset.ts'
import { authRoutes } from './auth/routes.ts'
import { commentRoutes } from './comments/routes.ts'
import type { Config } from './config.ts'
import type { ServerContext } from './context.ts'
import { robotsRoute } from './crawl/robots.ts'
import { siteOrigin } from './crawl/site-origin.ts'
import { sitemapRoutes } from './crawl/sitemaps.ts'
import { touchIconRoutes } from './crawl/touch-icons.ts'
import type { Db } from './db/client.ts'
import type { SiteWork } from './db/leader.ts'
import { finderRoutes } from './finder/routes.ts'
import { homeRoutes } from './home/routes.ts'
import { addressGroup } from './http/address-group.ts'
import { allowedHostsOnly } from './http/allowed-hosts.ts'
import { apiDocumentRoutes, apiReferenceAssets } from './http/api-reference.ts'
import { recordApiRoutes } from './http/api-routes.ts'
import { diskFull, isDiskFull } from './http/disk-full.ts'
import { COMPRESSIBLE_TYPES, conditionalRequests } from './http/entity-tags.ts'
import { failure } from './http/envelope.ts'
import { HttpError } from './http/errors.ts'
import { headAnswersAsGet } from './http/head.ts'
import { healthRoutes } from './http/health.ts'
import type { WriteLimits, WriterOf } from './http/limit.ts'
import {
  capMultipart,
  clientErrorHandler,
  defaultLimits,
  type Limits,
  serverTimeouts,
} from './http/limits.ts'
import { loggingOptions } from './http/logging.ts'
import { PublicCache } from './http/public-cache.ts'
import { securityHeaders, withStyleHashes } from './http/security-headers.ts'
import { defaultWriteLimits, writeLimiter } from './http/write-limits.ts'
import { kosyncRoutes } from './kosync/routes.ts'
import { stopFilmPackaging } from './library/films/package.ts'
import { keepLibraryInStep } from './library/keep-in-step.ts'
import { removeLeftoversAtStart } from './library/leftovers.ts'
import { createMailer } from './mail/mailer.ts'
import { mediaRoutes } from './media/routes.ts'
import { Metrics } from './metrics/metrics.ts'
import { metricsRoutes } from './metrics/routes.ts'
import { readerAppRoutes } from './opds/routes.ts'
import { StreamedPlaces } from './opds/streamed-places.ts'
import { actionRoutes } from './posts/actions.ts'
import { publishedPosts } from './posts/published.ts'
import { postRoutes } from './posts/routes.ts'
import { pushRoutes } from './push/routes.ts'
import type { PushRules } from './push/send.ts'
import { drawsAtOnce } from './render/draws-at-once.ts'
import { pageScripts, readManifest } from './render/page-scripts.ts'
import { pageStyles } from './render/page-styles.ts'
import {
  type DrawPage,
  firstSegment,
  isAppPage,
  type PageRenderer,
  pageRenderer,
  serverTiming,
  styleAttributes,
  withRenderedPage,
} from './render/pages.ts'
import { searchRoutes } from './search/routes.ts'
import { connectSharedState } from './shared-state/shared-state.ts'
import { syncRoutes } from './sync/routes.ts'
import { termRoutes } from './terms/routes.ts'

export const API_PREFIX = '/:lang/api/v1'
/** How many pages one address may have drawing at once (a browser opens one page at a time). */
const DRAWS_AT_ONCE_PER_ADDRESS = 2

export interface AppOptions {
  /** Request sizes and times (tests shorten them); the server uses the defaults. */
  limits?: Partial<Limits>
  /** Tests that write thousands of times from one client raise these; the server uses the defaults. */
  writeLimits?: Partial<WriteLimits>
  /** Addresses per sitemap (tests split a small catalogue); the server uses the sitemaps' limit. */
  sitemapUrls?: number
  /** The app's page renderer; the server loads the build's (`<APP_DIR>-ssr`), tests give the app's source. */
  drawPage?: DrawPage
  /**
   * Where work that runs once per site goes (the library's watcher and rescans): the server's
   * leadership (db/leader.ts); without it (tests), it runs with this app and stops when it closes.
   */
  siteWork?: (work: SiteWork) => void
  /** Where pushes may go (push/send.ts): tests run a push service of their own on 127.0.0.1. */
  pushRules?: PushRules
  /** Where the log's lines go (http/logging.ts): standard output, unless a test reads them. */
  logDestination?: DestinationStream
}

export async function createApp(config: Config, db: Db, options: AppOptions = {}): Promise<FastifyInstance> {
  const limits = { ...defaultLimits, ...options.limits }
  const app = Fastify({
    ...loggingOptions(config, options.logDestination),
    bodyLimit: limits.bodyBytes,
    // A client that promises a body and never sends it, or trickles it, would hold its connection for ever.
    ...serverTimeouts(limits),
    clientErrorHandler,
    trustProxy: config.trustProxy,
    // A stopping server answers 503 with the envelope itself (http/health.ts).
    return503OnClosing: false,
    routerOptions: { maxParamLength: 300 },
    // A URL the router cannot even decode (broken %-encoding) still gets the envelope.
    frameworkErrors: (error, _request, reply) => {
      const message = error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : error.message
      void (reply as FastifyReply).status(400).send(failure(message))
    },
  })
  const cache = new PublicCache({
    seconds: config.publicCacheSeconds,
    maxBytes: config.publicCacheMb * 1024 * 1024,
  })
  const metrics = new Metrics(db, cache)
  // Several servers share their limits, sign-in throttle and cache invalidations through Redis.
  const shared = config.redisUrl ? connectSharedState(config.redisUrl, app.log) : undefined
  if (shared) {
    shared.shareCache(cache)
    app.addHook('onClose', shared.close)
    await shared.ready()
  }
  const writeLimits = { ...defaultWriteLimits, ...options.writeLimits }
  const namedWriterLimits = new Map<WriterOf, Map<string, ReturnType<ServerContext['writeLimit']>>>()
  const ctx: ServerContext = {
    db,
    config,
    cache,
    secret: config.secret ?? randomBytes(32).toString('hex'),
    mail: createMailer(config, app.log),
    signInFailures: shared?.signInFailures ?? new MemoryFailures(),
    mediaUrl: (path) => `${config.mediaBaseUrl}/media/${path.replace(/^\/+/, '')}`,
    // Called as routes are added, after @fastify/rate-limit is registered below.
    writeLimit: (kind, writerOf) => {
      // A writer named outside the session (an app key's member) is counted once per kind, whichever
      // routes ask: KOReader's pushes and OPDS Progression's PUTs are one count of the member's.
      if (!writerOf) return writeLimiter(app, ctx, writeLimits)(kind)
      const byKind = namedWriterLimits.get(writerOf) ?? new Map()
      namedWriterLimits.set(writerOf, byKind)
      const made = byKind.get(kind) ?? writeLimiter(app, ctx, writeLimits)(kind, writerOf)
      byKind.set(kind, made)
      return made
    },
    streamedPlaces: new StreamedPlaces(db, app.log),
    metrics,
  }

  // A mail still waiting for its next try is kept in the outbox when the server stops.
  app.addHook('onClose', () => ctx.mail.close())
  // The last pages streamed to reader apps are written before the database closes.
  app.addHook('onClose', () => ctx.streamedPlaces.close())
  securityHeaders(app, config)
  // Before the cache and every route: a host the site does not serve gets nothing of it.
  allowedHostsOnly(app, config)
  // Their hooks before every plugin's routes: each answer is counted (the cache's too), and a
  // stopping server refuses every request.
  metricsRoutes(app, config, metrics)
  healthRoutes(app, db)
  // Kept answers apart by what the asker may see (server/audience/).
  cache.variantBy(async (request) => ({
    key: audienceKey(await audienceOf(request, ctx)),
    own: saysWhoAsks(request),
  }))
  cache.register(app)
  conditionalRequests(app)
  await app.register(compress, {
    threshold: 1024,
    // Named, so the Vary every compressible answer carries follows the same types (entity-tags.ts).
    customTypes: COMPRESSIBLE_TYPES,
    // identity too, so a client that prefers answers as they are (`gzip;q=0.5, identity`) gets them so.
    encodings: ['br', 'gzip', 'identity'],
    // What is compressed here is compressed for every request (the public cache keeps its own copies,
    // made once). Brotli's default quality (11) costs more than the query behind the answer. For the
    // catalogue's JSON, 2 comes within 1% of 4's size at half its time (72 µs against 160 µs for a
    // 15 kB detail, 121 against 297 µs for a 26 kB list): docs/measurements.md.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
    // Answers up to 256 kB (every API answer; the home, the largest, is about 110 kB) are compressed in
    // one call: at quality 2 that takes 0.3 ms at most. Above the plugin's default (8 kB on two cores)
    // they went through a stream on the thread pool, whose chunks each wait for a turn of a busy event
    // loop: lists and details took 100 ms under load where small answers took 1 ms.
    syncThreshold: 256 * 1024,
  })
  headAnswersAsGet(app)
  await app.register(formbody, { bodyLimit: 16 * 1024 })
  await app.register(multipart, {
    limits: { fieldNameSize: 100, fieldSize: 8 * 1024, fields: 10, fileSize: 0, files: 0, parts: 10 },
  })
  capMultipart(app, limits.multipartBytes)
  await app.register(rateLimit, { global: false, store: shared?.limitStore })

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A write the disk had no room for (a file, or the database's own): the client may try again later.
    if (isDiskFull(error)) {
      request.log.error({ err: error }, 'no space left on the disk')
      return reply.status(507).send(failure(diskFull(request).message))
    }
    const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500)
    // An HttpError of 5xx is a state the server names on purpose (507 for a full disk); others are bugs.
    if (status >= 500 && !(error instanceof HttpError)) {
      request.log.error({ err: error }, 'request failed')
      return reply.status(500).send(failure('Internal Server Error'))
    }
    return reply.status(status).send(failure(clientMessage(error)))
  })
  // The shell is revalidated on every load, so a deploy reaches people at once. A page under a
  // language is drawn in it by the app's own renderer (src/app/render-page.tsx): its screen, its
  // head, its status, and the code it runs, asked for with the app's script (public/app-start.js).
  const renderer = await pageRenderer(config.appDir, app, options.drawPage)
  const manifest = readManifest(config.appDir)
  const scriptsOf = pageScripts(manifest)
  const stylesOf = pageStyles(manifest)
  // Each address has a budget of new pages to draw: past it a page is sent undrawn, and still works.
  const renderBudget = app.createRateLimit({
    max: config.pageRendersPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `page-render:${addressGroup(request.ip)}`,
  })
  // Nor may it draw many at once (render/draws-at-once.ts).
  const places = drawsAtOnce(DRAWS_AT_ONCE_PER_ADDRESS)
  /** The page drawn, or undefined when this address may not have it drawn now, or it could not be. */
  const drawn = async (request: FastifyRequest, pages: PageRenderer, address: string, origin: string) => {
    if (config.pageRendersPerMinute === 0) return undefined
    // Taken before the budget is asked, so that many requests at once cannot all pass the count.
    const free = places.take(addressGroup(request.ip))
    if (!free) return undefined
    try {
      const verdict = await renderBudget(request)
      if (!verdict.isAllowed && verdict.isExceeded) return undefined
      return await pages.draw(address, origin)
    } catch (error) {
      request.log.warn({ err: error }, 'page not rendered')
      return undefined
    } finally {
      free()
    }
  }
  const isPublishedPost = publishedPosts(ctx)
  const hasPage = async (pages: PageRenderer, address: string) => {
    const page = pages.pageAt(address)
    return page !== undefined && (!page.post || (await isPublishedPost(page.post.posttype, page.post.slug)))
  }
  const shellFile = resolve(config.appDir, 'index.html')
  const shell = existsSync(shellFile) ? readFileSync(shellFile, 'utf8') : undefined
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = siteOrigin(config, request)
    // One page however its address is written (`//`, `/VI/`, a trailing slash): drawn, kept and
    // judged by the same address, so no spelling of a secret page slips past the rule below.
    const address = pageAddress(request.url)
    // A page whose address holds a secret (a password reset link) is neither kept here nor by anyone.
    const secret = holdsSecret(address)
    // One address a page: another spelling of it (`/VI/`, `//`, a section in capitals) is sent on to
    // it for good, so no crawler keeps two. With or without its last slash it is the same page, which
    // its canonical link names.
    const trimmed = (url: string) => url.split('?')[0]!.replace(/(.)\/$/, '$1')
    if (trimmed(request.url) !== trimmed(address)) {
      // A backslash stays written out: browsers read `/\host` in a Location as another site's address.
      return reply
        .header('cache-control', secret ? 'no-store' : 'public, max-age=3600')
        .redirect(address.replaceAll('\\', '%5C'), 301)
    }
    const cacheControl = secret ? 'no-store' : 'no-cache'
    if (!secret && cache.sendPage(request, reply, origin + address)) return reply
    const generation = cache.generation
    // The app draws a page the server could not: it loads the same, only later.
    const rendered =
      shell && renderer && isAppPage(address) ? await drawn(request, renderer, address, origin) : undefined
    if (!shell || !rendered) {
      // Undrawn, the page starts with the home index every page reads (its menus): fetched beside
      // the app's script rather than after it has run.
      const language = firstSegment(address)
      if (isLanguage(language))
        reply.header('link', `<${apiUrl(language, homeIndexPath)}>; rel=preload; as=fetch; crossorigin`)
      // Undrawn or not, an address the app has no page for, or whose post is not there, is a 404, as
      // it is when drawn. So is any address outside the site's languages but its root (`/nope`,
      // `/xx/movies`, `/.well-known/…`): the app sends a person on to a home, a crawler must not
      // take it for a page of the site.
      if (
        (renderer && isLanguage(language) && !(await hasPage(renderer, address))) ||
        (address !== '/' && !isLanguage(language))
      ) {
        reply.status(404).header('x-robots-tag', 'noindex')
        // A 404 ignores the client's conditions (RFC 9110 §13.2.1): @fastify/send would answer a
        // matching If-None-Match with no body, which a 404 status then sends as an empty page.
        delete request.raw.headers['if-none-match']
        delete request.raw.headers['if-modified-since']
      }
      // Sent as read at start, as a drawn page's shell is: not opened, read and streamed anew each time.
      if (shell)
        return reply.header('cache-control', cacheControl).type('text/html; charset=utf-8').send(shell)
      return reply.header('cache-control', cacheControl).sendFile('index.html', resolve(config.appDir), {
        cacheControl: false,
      })
    }
    const headers: Record<string, string> = { 'cache-control': cacheControl }
    // A page the app shows as not found is one for search engines too.
    if (rendered.status === 404) headers['x-robots-tag'] = 'noindex'
    const policy = String(reply.getHeader('content-security-policy') ?? '')
    headers['content-security-policy'] = withStyleHashes(policy, styleAttributes(rendered.html))
    const code = scriptsOf({ language: rendered.head.language, url: address, routes: rendered.routes })
    const body = withRenderedPage(shell, rendered, code, stylesOf(rendered.routes))
    const contentType = 'text/html; charset=utf-8'
    if (!secret)
      cache.keepPage(origin + address, generation, {
        body,
        contentType,
        status: rendered.status,
        headers,
      })
    // Where this drawing's time went, for the browser's tools and the page bench (a kept page has none).
    reply.header('server-timing', serverTiming(rendered.timings))
    return reply.status(rendered.status).headers(headers).type(contentType).send(body)
  }

  const unrouted = (request: FastifyRequest, reply: FastifyReply) => {
    const apiLang = /^\/([^/]*)\/api\//.exec(request.url)?.[1]
    if (apiLang !== undefined && !languages.includes(apiLang as never)) {
      return reply.status(400).send(failure(unsupportedLanguage(apiLang)))
    }
    // A build asset that is not there (a tab older than the last deploy) must fail as a 404, not as the shell.
    if (request.url.includes('/api/') || /^\/(media|assets)\//.test(request.url)) {
      return reply.status(404).send(failure('Not Found'))
    }
    if (existsSync(resolve(config.appDir, 'index.html')) && ['GET', 'HEAD'].includes(request.method)) {
      // Every app route is deep-linkable: the shell boots and the router takes over.
      return sendShell(request, reply)
    }
    return reply.status(404).send(failure('Not Found'))
  }
  app.setNotFoundHandler(unrouted)
  // The same as a route for GET: @fastify/compress only compresses what a route answers, and the
  // shell is most pages' first answer. Every other route is more specific and matches first.
  app.get('/*', unrouted)

  robotsRoute(app, config)
  touchIconRoutes(app)
  recordApiRoutes(app, API_PREFIX)
  sitemapRoutes(app, ctx, options.sitemapUrls)
  await readerAppRoutes(app, ctx)
  await kosyncRoutes(app, ctx)

  await app.register(
    async (api) => {
      api.addHook('onRequest', async (request) => {
        const { lang } = request.params as { lang?: string }
        if (!languages.includes(lang as never)) {
          throw new HttpError(400, unsupportedLanguage(String(lang)))
        }
      })
      // PostgreSQL text cannot hold NUL; refuse it up front rather than fail in a query.
      api.addHook('preHandler', async (request) => {
        for (const part of [request.params, request.query, request.body]) {
          if (holdsNul(part)) throw new HttpError(400, 'Request contains a NUL character')
        }
      })
      homeRoutes(api, ctx)
      postRoutes(api, ctx)
      actionRoutes(api, ctx)
      commentRoutes(api, ctx)
      syncRoutes(api, ctx)
      searchRoutes(api, ctx)
      termRoutes(api, ctx)
      authRoutes(api, ctx)
      passwordResetRoutes(api, ctx)
      accountRoutes(api, ctx)
      finderRoutes(api, ctx)
      pushRoutes(api, ctx, options.pushRules)
      adminRoutes(api, ctx)
      adminOverviewRoutes(api, ctx)
      adminPostRoutes(api, ctx)
      adminUploadRoutes(api, ctx)
      adminSiteRoutes(api, ctx)
      adminCommentRoutes(api, ctx)
      // What the table above is, for reader apps and operators: OpenAPI, and a page to read it.
      apiDocumentRoutes(api)
    },
    { prefix: API_PREFIX },
  )

  mkdirSync(config.mediaDir, { recursive: true })
  // Decorates reply.sendFile (Range, ETag, 304) for media and the app shell; serves nothing itself.
  await app.register(fastifyStatic, { root: resolve(config.mediaDir), serve: false })
  await mediaRoutes(app, ctx)
  await apiReferenceAssets(app)
  // A film being packaged for streaming stops with the server; its job can run again later.
  app.addHook('onClose', async () => stopFilmPackaging())
  // What an import killed halfway wrote (pages, images) goes at the next start.
  removeLeftoversAtStart(app, ctx)
  if (config.libraryDir) {
    const stops: (() => Promise<void>)[] = []
    app.addHook('onClose', async () => {
      await Promise.all(stops.map((stop) => stop()))
    })
    const siteWork = options.siteWork ?? ((work: SiteWork) => void stops.push(work()))
    keepLibraryInStep(app, ctx, config.libraryDir, siteWork)
  }

  if (existsSync(resolve(config.appDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: resolve(config.appDir),
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // The build writes each asset also Brotli- and gzip-compressed as hard as they go (vite.config.ts):
      // sent as they are, they are smaller than answers compressed on the fly and cost no CPU.
      preCompressed: true,
      setHeaders(res, path) {
        // Hashed build assets never change; the shell and the service worker must be revalidated.
        const immutable = /\/assets\//.test(path)
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
    // The root sends a visitor on to the home of the language their device chose (spec §2: its
    // cookie, kept beside the stored choice), else to the Vietnamese home, keeping the query.
    app.get('/', (request, reply) => {
      const language = cookieLanguage(request.headers.cookie) ?? defaultLanguage
      const query = request.url.slice(1)
      return reply
        .header('vary', 'Cookie')
        .header('cache-control', 'no-cache')
        .redirect(`/${language}${query}`, 302)
    })
  }
  return app
}

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 8 || value === null || typeof value !== 'object') return false
  return Object.values(value).some((item) => holdsNul(item, depth + 1))
}

const unsupportedLanguage = (lang: string) =>
  `Unsupported language '${lang.slice(0, 20).replace(/[^\w-]/g, '?')}': use vi or en`

/** Fastify's own client errors (bad JSON, wrong content type, body too large) keep their status. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
      return 'Request body is too large'
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty'
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Request body is not valid JSON'
    default:
      return error.message || 'Bad Request'
  }
}
