/**
 * What passes between the server and the app's page renderer (src/app/render-page.tsx), which the
 * build makes for the server to load (server/render/pages.ts).
 */

import type { PageHead } from './head/page-head.ts'
import type { Posttype } from './posttypes.ts'

/** A page to draw: its address, and the site's own API for the answers it reads. */
export interface PageRequest {
  url: string
  /** The site's origin, for the head's absolute addresses (PUBLIC_URL, else that of a host the server serves). */
  origin: string
  /** Answers an API address as the browser's fetch would, without the network. */
  fetch: (url: string, init: RequestInit) => Promise<Response>
}

/** A page drawn as the app would draw it, and the answers it used, for the app to take over without asking again. */
export interface RenderedPage {
  /** 404 when the app drew its not-found screen. */
  status: 200 | 404
  html: string
  /** The query cache's answers (TanStack Query's dehydrated state), as JSON. */
  state: string
  /** The page's head, as its screen named it (src/contract/head/page-head.ts). */
  head: PageHead
  /** The routes drawn, outermost first, by their route files (`$lang/comic/$slug`): their code is preloaded. */
  routes: string[]
  /**
   * Where the page's time went, in milliseconds: waiting for its turn (renders take turns), loading
   * its answers, drawing it. Sent as the page's Server-Timing.
   */
  timings: { wait: number; load: number; draw: number }
}

/** The element holding a drawn page's answers: JSON, which no browser runs. */
export const PAGE_STATE_ID = 'page-state'

/**
 * What the app's routes alone tell of an address (nothing loaded): that it has a page, and the post
 * the page shows when it is a post's page or one of its chapters, whose being there only the
 * database knows.
 */
export interface PageAt {
  post?: { posttype: Posttype; slug: string }
}
