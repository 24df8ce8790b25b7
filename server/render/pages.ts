import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { isLanguage } from '../../src/contract/languages.ts'
import { PAGE_STATE_ID, type PageRequest, type RenderedPage } from '../../src/contract/rendered-page.ts'
import { scriptSafeJson } from '../http/page-head.ts'

export type RenderPage = (url: string) => Promise<RenderedPage>

/**
 * The app's own page renderer, built beside the app (`vite build` writes `<appDir>-ssr`), reading
 * the API in-process: a render asks nothing of the network and passes no rate limit. Undefined when
 * the build has none (the shell is then sent as it is, and the app draws the page itself).
 */
export async function pageRenderer(appDir: string, app: FastifyInstance): Promise<RenderPage | undefined> {
  const entry = resolve(`${resolve(appDir)}-ssr`, 'render-page.js')
  if (!existsSync(entry)) return undefined
  const { renderPage } = (await import(pathToFileURL(entry).href)) as {
    renderPage: (request: PageRequest) => Promise<RenderedPage>
  }
  const fetch: PageRequest['fetch'] = async (url, init) => {
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
  return (url) => renderPage({ url, fetch })
}

/** The rendered page in the shell: its markup in the app's root, its answers in a block no browser runs. */
export function withRenderedPage(shell: string, page: RenderedPage): string {
  const state = `<script type="application/json" id="${PAGE_STATE_ID}">${scriptSafeJson(page.state)}</script>`
  return shell.replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>${state}`)
}

/** A page under one of the site's languages: the root is sent on to one by the app (spec §2). */
export const isAppPage = (url: string) => isLanguage(/^\/([^/?#]*)/.exec(url)?.[1])

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
const unescapeAttribute = (value: string) =>
  value.replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => entities[entity]!)
