import { Route as ViewMoreRoute } from '../../src/routes/$lang/$type/$posttype/lists.tsx'
import { Route as ActorRoute } from '../../src/routes/$lang/actor/$slug.tsx'
import { Route as ComicCategoryRoute } from '../../src/routes/$lang/comic/category/$slug.tsx'
import { Route as ListRoute } from '../../src/routes/$lang/list.tsx'
import { Route as MovieCategoryRoute } from '../../src/routes/$lang/movie/category/$slug.tsx'
import { stubFetch } from './api-stub.ts'
import { mountRoute, renderAppRoutes } from './app-routes.tsx'

export const card = (id: number, title: string, posttype = 'comic') => ({
  id,
  slug: `post-${id}`,
  title,
  posttype,
  feature: null,
})

/** `count` cards numbered from `first`, titled after `name`. */
export const cards = (name: string, first: number, count: number, posttype = 'comic') =>
  Array.from({ length: count }, (_, i) => card(first + i, `${name} ${first + i}`, posttype))

export type Answer = { status?: number; body: unknown }

export const listPage = (posts: unknown[], isNext: boolean, page = 1): Answer => ({
  body: { status: 'success', data: posts, is_next: isNext, paged: page, page },
})

export const comicCategories: Answer = {
  body: {
    status: 'success',
    data: [
      { id: 9, name: 'Hành động', slug: 'hanh-dong', posttype: 'comic', post_count: 3, thumbnails: [] },
      { id: 11, name: 'Hài hước', slug: 'hai-huoc', posttype: 'comic', post_count: 5, thumbnails: [] },
    ],
  },
}

export const notFoundAnswer = (message = 'Not Found'): Answer => ({
  status: 404,
  body: { status: 'error', message },
})

/** How long the stubbed server takes to answer: long enough to see what a screen shows meanwhile. */
const ANSWER_DELAY_MS = 40

/** The API as the screens see it: each call is recorded (path and query), answered by `answer`. */
export function stubApi(answer: (call: string) => Answer | undefined) {
  const calls: string[] = []
  stubFetch(
    ({ url }) => {
      const call = `${url.pathname}${url.search}`
      calls.push(call)
      return answer(call) ?? notFoundAnswer()
    },
    { delay: ANSWER_DELAY_MS },
  )
  return {
    calls,
    /** The list calls made so far, without the `/vi/api/v1` prefix. */
    listCalls: () =>
      calls
        .map((call) => call.replace(/^\/(vi|en)\/api\/v1/, ''))
        .filter((call) => call.startsWith('/posts/lists/') || call.startsWith('/posts/actor/')),
  }
}

/** The list, view-more, category and actor routes as the app declares them, with its query client. */
export async function renderLists(url: string) {
  const { router, queryClient } = await renderAppRoutes({
    entries: [url],
    routes: (language) => [
      mountRoute(ListRoute, language, 'list'),
      mountRoute(ViewMoreRoute, language, '$type/$posttype/lists'),
      mountRoute(ComicCategoryRoute, language, 'comic/category/$slug'),
      mountRoute(MovieCategoryRoute, language, 'movie/category/$slug'),
      mountRoute(ActorRoute, language, 'actor/$slug'),
    ],
  })
  return { router, queryClient }
}

/** jsdom has no layout: give the page a height and a scroll position, then scroll. */
export function scrollTo(scrollY: number, pageHeight = 5000, viewport = 800) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: pageHeight })
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewport })
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY })
  window.dispatchEvent(new Event('scroll'))
}
