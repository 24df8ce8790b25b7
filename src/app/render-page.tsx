import { PassThrough } from 'node:stream'
import {
  type DehydrateOptions,
  defaultShouldDehydrateQuery,
  dehydrate,
  hashKey,
  type QueryClient,
} from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { createStore } from 'jotai'
import { renderToPipeableStream } from 'react-dom/server'
import { isHomePath } from '../contract/first-screen.ts'
import * as heads from '../contract/head/page-head.ts'
import type { Language } from '../contract/languages.ts'
import { type Posttype, posttypes } from '../contract/posttypes.ts'
import type { PageAt, PageRequest, RenderedPage } from '../contract/rendered-page.ts'
import { homeKeys } from '../features/home/api.ts'
import { transport } from '../shared/api/client.ts'
import { takeDrawnHead } from '../shared/head/drawn-head.ts'
import { activateLanguage } from '../shared/i18n/activate.ts'
import { isLanguage } from '../shared/i18n/languages.ts'
import { App } from './App.tsx'
import { createQueryClient } from './query-client.ts'
import { createAppRouter } from './router.ts'

/** The render in progress: Lingui's active language and the API transport belong to the process. */
let turn: Promise<unknown> = Promise.resolve()

/** A render taking longer is given up (the shell is sent instead), so that it holds no other's turn. */
const RENDER_TIMEOUT_MS = 5000

/**
 * Draws the first screen of `url` with the app's own route tree, loaders and screens. Renders take
 * turns: Lingui's messages and the API client's transport are the process's own, and a page in
 * English must not be drawn while another in Vietnamese is loading. A render is a few milliseconds
 * of work once its answers are read, and the server keeps its result (server/render/pages.ts).
 */
export function renderPage(request: PageRequest): Promise<RenderedPage> {
  const asked = performance.now()
  const rendered = turn.then(() => {
    const drawing = render(request, performance.now() - asked)
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`page not drawn in ${RENDER_TIMEOUT_MS} ms`)),
        RENDER_TIMEOUT_MS,
      )
    })
    return Promise.race([drawing, late]).finally(() => clearTimeout(timer))
  })
  turn = rendered.catch(() => {})
  return rendered
}

/**
 * Whether the app has a page at `url`, by its route tree alone: nothing is loaded or drawn, and
 * undefined when it has none. The server asks it of a page it sends undrawn (past an address's budget
 * of drawings), so that an address the app has no page for is a 404 however many pages were drawn for
 * its sender; for a post's page or reader it names the post, which the server looks up.
 */
export function pageAt(url: string): PageAt | undefined {
  const { pathname } = new URL(url, 'http://localhost')
  if (!isLanguage(pathname.split('/')[1])) return undefined
  // One router, made once: matching an address reads only the route tree.
  matcher ??= createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: ['/'] }))
  const matches = matcher.matchRoutes(pathname, {})
  if (matches.some((match) => match._notFound)) return undefined
  // A post's page (`/$lang/comic/$slug`) or its reader (`/$lang/comic/$slug_/$chapterIndex`).
  const last = matches.at(-1)
  const posttype = /^\/\$lang\/([a-z]+)\/\$slug_?(\/|$)/.exec(last?.routeId ?? '')?.[1]
  const slug = (last?.params as { slug?: string } | undefined)?.slug
  return slug && posttypes.includes(posttype as Posttype)
    ? { post: { posttype: posttype as Posttype, slug } }
    : {}
}
let matcher: ReturnType<typeof createAppRouter> | undefined

async function render({ url, origin, fetch }: PageRequest, wait: number): Promise<RenderedPage> {
  const start = performance.now()
  const { pathname } = new URL(url, 'http://localhost')
  const language = pathname.split('/')[1]
  if (!isLanguage(language)) throw new Error(`no page without a language: ${pathname}`)
  transport.fetch = fetch
  await activateLanguage(language, isHomePath(pathname) ? 'first-screen' : 'all')
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }))
  await router.load()
  await readsInFlight(queryClient)
  // The answers as the page is drawn from them: one a screen asks for while drawn (which it draws as
  // loading) is left for the app to ask for, as it will.
  const state = JSON.stringify(
    dehydrate(queryClient, { shouldDehydrateQuery: sentWith(queryClient, language) }),
  )
  takeDrawnHead()
  const loaded = performance.now()
  const html = await toHtml(<App router={router} queryClient={queryClient} store={createStore()} />)
  queryClient.clear()
  const timings = { wait, load: loaded - start, draw: performance.now() - loaded }
  // The head where the app shows it (src/shared/head/head-updates.ts): the address past the language.
  const place = { language, origin, address: pathname.slice(language.length + 1).replace(/\/+$/, '') || '/' }
  const { matches } = router.state
  // An address past a page's own (`/comic/x/extra`) is found as that page with the rest not found,
  // as the router's own server rendering reads it.
  const notFound = matches.some((match) => match.status === 'notFound' || match._notFound)
  const named = takeDrawnHead()?.(heads, place) || undefined
  // A page whose screen named no head of its own (the device's pages) is named as the site; one
  // drawn as not found (an unknown address, post, chapter or episode) as not found.
  const head = notFound && !named?.noindex ? heads.notFoundHead(place) : (named ?? heads.homeHead(place))
  return {
    status: head.noindex ? 404 : 200,
    html,
    state,
    head,
    routes: matches.map((match) => routeFile(match.routeId)),
    timings,
  }
}

/**
 * The answers a page carries: those it was drawn from, but the menu where the home index that holds
 * it is carried too (the home): the app takes it from there (src/features/layout/site-menu.ts).
 */
function sentWith(queryClient: QueryClient, language: Language): DehydrateOptions['shouldDehydrateQuery'] {
  const menuInIndex = queryClient.getQueryData(homeKeys.index(language)) !== undefined
  const menu = hashKey(homeKeys.menu(language))
  return (query) => defaultShouldDehydrateQuery(query) && !(menuInIndex && query.queryHash === menu)
}

/** A route's file under src/routes, as the build names its code: `/$lang/` is `$lang/index`. */
const routeFile = (routeId: string) => routeId.replace(/^\//, '').replace(/\/$/, '/index')

/**
 * Loaders may start reads they do not wait for (a detail page's chapter list). The page is drawn
 * once they are in, so that it and the answers sent with it show the same: the app, taking it over
 * with those answers, would draw what they hold where the server drew a loading screen.
 */
async function readsInFlight(queryClient: QueryClient) {
  for (let round = 0; round < 3 && queryClient.isFetching() > 0; round++) {
    const fetching = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' })
    await Promise.all(fetching.map((query) => query.fetch().catch(() => {})))
  }
}

/** React's streaming render, read to its end: the page's data is all there before it starts. */
function toHtml(app: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new PassThrough()
    sink.on('data', (chunk: Buffer) => chunks.push(chunk))
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    // React stops working on a page given up (renderPage), rather than finish it for no one.
    const timer = setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS)
    const stream = renderToPipeableStream(app, {
      // Written out only once whole, and with every part in place: a part React would otherwise send
      // apart, to be moved into place by an inline script, is neither shown without script nor
      // allowed to run by the site's policy.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        clearTimeout(timer)
        stream.pipe(sink)
      },
      onShellError: reject,
      onError: (error) => {
        reject(error)
      },
    })
  })
}
