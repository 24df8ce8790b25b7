import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { setImmediate } from 'node:timers/promises'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { installManifestPath } from '../../src/contract/install-manifest.ts'
import { isLanguage } from '../../src/contract/languages.ts'
import { SITE_STYLES_ATTRIBUTE } from '../../src/contract/page-styles.ts'
import {
  PAGE_STATE_ID,
  type PageAt,
  type PageRequest,
  type RenderedPage,
} from '../../src/contract/rendered-page.ts'
import { escaped, scriptSafeJson, withHead } from './page-head.ts'

/** The app's page renderer (src/app/render-page.tsx): it draws a page, and tells which addresses have one. */
export interface DrawPage {
  renderPage: (request: PageRequest) => Promise<RenderedPage>
  pageAt: (url: string) => PageAt | undefined
}
/** Draws a page at the site's origin. */
export type RenderPage = (url: string, origin: string) => Promise<RenderedPage>
/** The app's pages as the server uses them. */
export interface PageRenderer {
  draw: RenderPage
  /** Whether the app has a page at this address, and the post it shows, by its routes alone (nothing drawn). */
  pageAt: (url: string) => PageAt | undefined
}

/**
 * The app's own page renderer, built beside the app (`vite build` writes `<appDir>-ssr`), or `draw`
 * when given (the server's tests draw with the app's source), reading the API in-process: a render
 * asks nothing of the network and passes no rate limit. Undefined when the build has none (the shell
 * is then sent as it is, and the app draws the page itself).
 */
export async function pageRenderer(
  appDir: string,
  app: FastifyInstance,
  draw?: DrawPage,
): Promise<PageRenderer | undefined> {
  const entry = resolve(`${resolve(appDir)}-ssr`, 'render-page.js')
  const pages =
    draw ?? (existsSync(entry) ? ((await import(pathToFileURL(entry).href)) as DrawPage) : undefined)
  if (!pages) return undefined
  const fetch: PageRequest['fetch'] = async (url, init) => {
    // An answer asked for in-process, from a database in-process, comes back without the server's
    // thread ever turning to its sockets: a whole drawing would run as one long task, and every other
    // request (another visitor's first byte) would wait for it. Each answer starts on a turn of its own.
    await setImmediate()
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers)),
    })
    const empty = answer.statusCode === 204 || answer.statusCode === 304
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: answer.headers as Record<string, string>,
    })
  }
  // A page's API answers are asked for at its own host, which the server serves (http/allowed-hosts.ts).
  const drawAtHost: RenderPage = (url, origin) => {
    const host = new URL(origin).host
    const fetchAtHost: PageRequest['fetch'] = (path, init) =>
      fetch(path, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), host } })
    return pages.renderPage({ url, origin, fetch: fetchAtHost })
  }
  return { draw: drawAtHost, pageAt: pages.pageAt }
}

/** What starts a drawn page's app (public/app-start.js). */
export const APP_START = '/app-start.js'

/**
 * The rendered page in the shell: its head in place of the site's own, its markup in the app's root,
 * its answers in a block no browser runs. The app's script, and `code` (the page's own scripts),
 * are asked for by APP_START once the page's pictures are in: the page is read before they run. The
 * manifest linked is the page's language's.
 * With `styles`, the page links them in place of the site's, which it names on the link for APP_START
 * to ask for with the app's code.
 */
export function withRenderedPage(
  shell: string,
  page: Pick<RenderedPage, 'html' | 'state' | 'head'>,
  code: readonly string[] = [],
  styles?: string,
): string {
  const state = `<script type="application/json" id="${PAGE_STATE_ID}">${scriptSafeJson(page.state)}</script>`
  // The scripts the build names beside the app's (Rolldown's runtime) are asked for with it.
  const preloads: string[] = []
  const html = withHead(shell, page.head)
    // The page's language's manifest, linked in the HTML so that a browser finds the app installable
    // from the page as sent. Chromium asks for it, and for its 192 px icon, on seeing the link, beside
    // the page's first picture: what that costs the LCP is measured in docs/measurements.md (issue 46).
    .replace(
      /<link rel="manifest" href="[^"]+">/,
      () => `<link rel="manifest" href="${escaped(installManifestPath(page.head.language))}">`,
    )
    .replace(
      /<link rel="stylesheet"((?: crossorigin)?) href="([^"]+)">/,
      (tag, crossorigin: string, site: string) =>
        styles
          ? `<link rel="stylesheet"${crossorigin} href="${escaped(styles)}" ${SITE_STYLES_ATTRIBUTE}="${escaped(site)}">`
          : tag,
    )
    .replace(/\s*<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g, (_tag, href: string) => {
      preloads.push(href)
      return ''
    })
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>${state}`)
  const start = (app: string) =>
    `<script defer src="${APP_START}" data-app="${escaped(app)}" data-code="${escaped([...preloads, ...code].join(' '))}"></script>`
  return html.replace(
    /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/,
    (_tag, app: string) => start(app),
  )
}

/** A drawn page's timings as a Server-Timing header: `wait;dur=0.1, load;dur=2.3, draw;dur=4.5`. */
export const serverTiming = (timings: RenderedPage['timings']) =>
  Object.entries(timings)
    .map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
    .join(', ')

/** The first segment of an address: its language, for a page of the app. */
export const firstSegment = (url: string) => /^\/([^/?#]*)/.exec(url)?.[1]

/** A page under one of the site's languages: the root is sent on to one by the app (spec §2). */
export const isAppPage = (url: string) => isLanguage(firstSegment(url))

/** The style attributes React wrote into the page, as the browser reads them. */
export function styleAttributes(html: string): string[] {
  return [...html.matchAll(/ style="([^"]*)"/g)].map(([, value]) => unescapeAttribute(value!))
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
}
/** An attribute's value as the browser reads it, from the few entities React writes. */
export const unescapeAttribute = (value: string) =>
  value.replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => entities[entity]!)
