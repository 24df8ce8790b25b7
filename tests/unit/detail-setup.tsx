import { createRoute } from '@tanstack/react-router'
import type { PostCard as Card } from '../../src/contract/schemas/cards.ts'
import { Route as ComicRoute } from '../../src/routes/$lang/comic/$slug.tsx'
import { Route as GameRoute } from '../../src/routes/$lang/game/$slug.tsx'
import { Route as MovieRoute } from '../../src/routes/$lang/movie/$slug.tsx'
import { Route as NovelRoute } from '../../src/routes/$lang/novel/$slug.tsx'
import { PostCard } from '../../src/shared/ui/PostCard.tsx'
import { type ApiCall, ok, stubFetch } from './api-stub.ts'
import { mountRoute, renderAppRoutes } from './app-routes.tsx'

// A post's reviews load lazily, with the account words' catalogue, and its facts with theirs. All are compiled here, before any
// screen is drawn: compiled during a file's first render, inside React's act, they held that screen's
// updates back for seconds on a busy machine (a film's episodes stayed 'Đang tải...').
await Promise.all([
  import('../../src/features/reviews/components/Reviews.tsx'),
  import('../../src/locales/vi/account.po'),
  import('../../src/locales/en/account.po'),
  import('../../src/locales/vi/detail-facts.po'),
  import('../../src/locales/en/detail-facts.po'),
  // A film's episode's comments, likewise.
  import('../../src/features/comments/components/CommentsSection.tsx'),
  import('../../src/locales/vi/comments.po'),
  import('../../src/locales/en/comments.po'),
  // The follow row under the post's actions, likewise.
  import('../../src/features/follow/components/FollowControls.tsx'),
  import('../../src/features/follow/messages.ts'),
  import('../../src/locales/vi/follow.po'),
  import('../../src/locales/en/follow.po'),
])

export type Answer = { status?: number; body: unknown; delay?: number }

export { ok }

export const card = (id: number, slug: string, title: string, posttype = 'comic') => ({
  id,
  slug,
  title,
  posttype,
  feature: null,
  categories: [],
})

/** A detail answer as the server gives it, with what a test changes on top. */
export function detail(overrides: Record<string, unknown> = {}) {
  return {
    ...card(13, 'kiem-si-may-troi', 'Kiếm sĩ mây trời'),
    description: 'Cậu bé chăn trâu Lam nhặt được thanh kiếm rơi từ một con thuyền bay.',
    banner: null,
    categories: [
      { id: 9, name: 'Hành động', slug: 'hanh-dong' },
      { id: 12, name: 'Phiêu lưu', slug: 'phieu-luu' },
    ],
    release_year: [{ name: '2019' }],
    like_count: 46,
    views: 250980,
    rating_total: 182,
    rating_count: 21,
    rating_avg: 8.67,
    episode_total: 64,
    author: 'Nguyễn Hải Đăng',
    authors: [],
    artists: [],
    directors: [],
    studios: [],
    actors: [],
    play_url: null,
    facts: null,
    has_video: false,
    first_chapter: { index: 1, title: 'Thanh kiếm rơi' },
    last_chapter: { index: 64, title: 'Chương 64' },
    related_post: {
      label: 'Có thể bạn sẽ thích',
      button: { label: 'Xem thêm', type: 'related', data: { api: '/posts/lists/comic/related/paged/1/' } },
      items: [card(19, 'robot-ban-banh-mi', 'Robot bán bánh mì')],
    },
    ...overrides,
  }
}

/** Chapters `first`..`last` of a post, titled like the demo comic's. */
export const chapters = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i) => {
    const index = first + i
    return {
      id: 100 + index,
      index,
      novel_index: null,
      title: index === 1 ? 'Thanh kiếm rơi' : `Chương ${index}`,
    }
  })

export const chapterPage = (first: number, last: number, isNext: boolean, page: number) =>
  ok(chapters(first, last), { is_next: isNext, paged: page, page })

export const csrfAnswer = ok({ csrf_token: 'token', device_id: 'device', expires_at: '2999-01-01T00:00:00Z' })

export type Call = ApiCall

/** The API as the screens see it: every call recorded with its method and form, answered by `answer`. */
export function stubApi(answer: (path: string, method: string) => Answer | undefined) {
  const { calls } = stubFetch(
    ({ path, method }) =>
      (path === '/auth/csrf_create/' ? csrfAnswer : answer(path, method)) ??
      (path.startsWith('/posts/action/views/') ? ok({ views: 1 }) : undefined),
    { delay: 20 },
  )
  return {
    calls,
    viewCalls: () => calls.filter((call) => call.path.startsWith('/posts/action/views/')),
    chapterCalls: () =>
      calls.filter((call) => call.path.startsWith('/posts/listchapter/')).map((c) => c.path),
  }
}

/** A page of cards, standing in for any list a reader comes from. */
export let listedCards: Card[] = []
export const setListedCards = (cards: unknown[]) => {
  listedCards = cards as Card[]
}

/** The four detail routes as the app declares them, under a language, in StrictMode. */
export async function renderDetail(url: string) {
  const { router, queryClient } = await renderAppRoutes({
    entries: [url],
    strict: true,
    routes: (language) => [
      createRoute({
        getParentRoute: () => language,
        path: 'list',
        component: () => (
          <ul>
            {listedCards.map((post) => (
              <li key={post.id}>
                <PostCard post={post} language="vi" />
              </li>
            ))}
          </ul>
        ),
      }),
      mountRoute(ComicRoute, language, 'comic/$slug'),
      mountRoute(NovelRoute, language, 'novel/$slug'),
      mountRoute(MovieRoute, language, 'movie/$slug'),
      mountRoute(GameRoute, language, 'game/$slug'),
    ],
  })
  return { router, queryClient }
}
