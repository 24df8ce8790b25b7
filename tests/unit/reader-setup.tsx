import { createRoute } from '@tanstack/react-router'
import { createStore } from 'jotai'
import { reloadPositions } from '../../src/entities/reading/positions.ts'
import { reloadContinuousReading } from '../../src/features/comic-reader/continuous-reading.ts'
import { reloadPageLayout } from '../../src/features/comic-reader/page-layout.ts'
import { reloadReadingModes } from '../../src/features/comic-reader/reading-mode.ts'
import { reloadNovelStyle } from '../../src/features/novel-reader/novel-style.ts'
import { Route as ViewMoreRoute } from '../../src/routes/$lang/$type/$posttype/lists.tsx'
import { Route as ComicReaderRoute } from '../../src/routes/$lang/comic/$slug_/$chapterIndex.tsx'
import { Route as NovelReaderRoute } from '../../src/routes/$lang/novel/$slug_/$chapterIndex.tsx'
import { stubFetch } from './api-stub.ts'
import { mountRoute, renderAppRoutes } from './app-routes.tsx'

// A chapter's end card shows its comments, whose code and words load lazily: compiled here, before any
// screen is drawn (compiled during a file's first render, inside React's act, they held the reader's
// updates back for seconds on a busy machine).
await Promise.all([
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

export const ok = (data: unknown, extra: Record<string, unknown> = {}): Answer => ({
  body: { status: 'success', data, ...extra },
})
export const notFound = (message = 'Not Found'): Answer => ({
  status: 404,
  body: { status: 'error', message },
})

/** The demo comic: 64 chapters of 800x1200 pages. */
export const comic = {
  id: 13,
  slug: 'kiem-si-may-troi',
  title: 'Kiếm sĩ mây trời',
  posttype: 'comic',
  feature: null,
  categories: [],
  episode_total: 64,
  first_chapter: { index: 1, title: 'Thanh kiếm rơi' },
  last_chapter: { index: 64, title: 'Chương 64' },
}

export const novel = {
  ...comic,
  id: 40,
  slug: 'bi-an-can-phong-so-7',
  title: 'Bí ẩn căn phòng số 7',
  posttype: 'novel',
  episode_total: 3,
}

export const pages = (chapter: number, count: number) =>
  Array.from({ length: count }, (_, i) => `/media/comics/kiem-si-may-troi/${chapter}/${i + 1}.svg?w=800`)

/** A reader's chapter answer as the server gives it; `total` chapters numbered from 1. */
export function chapter(post: typeof comic, index: number, content: unknown, total = post.episode_total) {
  return {
    id: 100 + index,
    index,
    novel_index: post.posttype === 'novel' ? index : null,
    title: index === 1 ? 'Thanh kiếm rơi' : `Chương ${index}`,
    source: [],
    content,
    // Asked for by the story's slug, a chapter brings its story as a whole card.
    comic: post,
    chapter_total: total,
    prev_index: index > 1 ? index - 1 : null,
    next_index: index < total ? index + 1 : null,
  }
}

export const chapterList = (first: number, last: number, isNext: boolean, page: number) =>
  ok(
    Array.from({ length: last - first + 1 }, (_, i) => ({
      id: 100 + first + i,
      index: first + i,
      novel_index: null,
      title: `Chương ${first + i}`,
    })),
    { is_next: isNext, paged: page, page },
  )

/** The API as the readers see it: every path asked for is recorded, then answered by `answer`. */
export function stubApi(answer: (path: string) => Answer | undefined) {
  const paths: string[] = []
  stubFetch(
    ({ path }) => {
      paths.push(path)
      return answer(path)
    },
    { delay: 10 },
  )
  return { paths, chapterCalls: () => paths.filter((path) => path.startsWith('/posts/chapter/')) }
}

/** Starts a test from a clean browser: nothing stored, nothing remembered in memory. */
export function freshStorage() {
  localStorage.clear()
  reloadPositions()
  reloadReadingModes()
  reloadNovelStyle()
  reloadPageLayout()
  reloadContinuousReading()
}

/**
 * The reader routes as the app declares them, under a language, with a fresh Jotai store (a new
 * session reading what is stored), in StrictMode. `entries` is the history; the last one is open.
 */
export async function renderReader(...entries: string[]) {
  return renderAppRoutes({
    entries,
    strict: true,
    store: createStore(),
    routes: (language) => [
      createRoute({ getParentRoute: () => language, path: 'comic/$slug', component: () => <p>detail</p> }),
      mountRoute(ComicReaderRoute, language, 'comic/$slug_/$chapterIndex'),
      mountRoute(NovelReaderRoute, language, 'novel/$slug_/$chapterIndex'),
      mountRoute(ViewMoreRoute, language, '$type/$posttype/lists'),
    ],
  })
}
