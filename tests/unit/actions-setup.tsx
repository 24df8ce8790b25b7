import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { Provider as JotaiProvider } from 'jotai'
import type { PostDetail } from '../../src/contract/schemas/detail.ts'
import { updateLibrary } from '../../src/entities/library/library-store.ts'
import { PostActions } from '../../src/features/actions/components/PostActions.tsx'
import { detailKeys } from '../../src/features/detail/api.ts'
import { forgetCsrfToken } from '../../src/shared/api/csrf.ts'
import { tokenAtom } from '../../src/shared/auth-atoms.ts'
import { store } from '../../src/shared/store.ts'
import { Toaster } from '../../src/shared/ui/toasts/Toaster.tsx'
import { toastsAtom } from '../../src/shared/ui/toasts/toast-atoms.ts'
import { stubFetch } from './api-stub.ts'

// The follow row under the actions loads lazily with its words: compiled here, before any screen is
// drawn (compiled during a file's first render, inside React's act, it holds the screen's updates back).
await Promise.all([
  import('../../src/features/follow/components/FollowControls.tsx'),
  import('../../src/features/follow/messages.ts'),
  import('../../src/locales/vi/follow.po'),
  import('../../src/locales/en/follow.po'),
])

/** A film's detail as the server sends it. */
export const detail: PostDetail = {
  id: 7,
  slug: 'tinh-yeu',
  title: 'Tình yêu',
  posttype: 'movie',
  description: 'Một bộ phim.',
  feature: null,
  banner: null,
  categories: [],
  release_year: [],
  like_count: 12,
  views: 100,
  rating_total: 40,
  rating_count: 5,
  rating_avg: 8,
  episode_total: 3,
  author: null,
  authors: [],
  artists: [],
  directors: [],
  studios: [],
  actors: [],
  play_url: null,
  age_rating: 0,
  facts: null,
  has_video: false,
  first_chapter: null,
  last_chapter: null,
  related_post: { label: '', button: null, items: [] },
}

export const detailKey = detailKeys.post('vi', 'movie', detail.slug)

type Answer = { status?: number; body: unknown }
export interface Call {
  path: string
  method: string
  headers: Headers
  form: Record<string, string>
}

/**
 * The action endpoints: every call is recorded with its form fields. `answer` may answer a call
 * itself; otherwise like and rating succeed, and each CSRF token handed out is new.
 */
export function stubActionsApi(answer: (call: Call) => Answer | undefined = () => undefined) {
  const calls: Call[] = []
  let tokens = 0
  stubFetch(({ url, method, headers, form }) => {
    const call = { path: url.pathname, method, headers, form }
    calls.push(call)
    return answer(call) ?? defaultAnswer(call, () => ++tokens)
  })
  return calls
}

function defaultAnswer(call: Call, nextToken: () => number): Answer {
  if (call.path.endsWith('/auth/csrf_create/')) {
    const expires = new Date(Date.now() + 3_600_000).toISOString()
    const data = { csrf_token: `csrf-${nextToken()}`, device_id: 'device-1', expires_at: expires }
    return { body: { status: 'success', data } }
  }
  if (call.path.includes('/posts/action/like/')) {
    const like = call.form.like === '1'
    return { body: { status: 'success', data: { like_count: like ? 13 : 12, is_like: like } } }
  }
  if (call.path.includes('/posts/action/rating/')) {
    const data = { rating: 8, rating_total: 48, rating_count: 6, rating_avg: 8 }
    return { body: { status: 'success', data } }
  }
  return { status: 404, body: { status: 'error', message: 'Not Found' } }
}

/** The calls that did something, leaving out the anti-forgery token requests. */
export const actionCalls = (calls: Call[]) => calls.filter((call) => call.method === 'POST')

/** A fresh visitor: no session, an empty library, no notices, no token remembered. */
export function resetState() {
  localStorage.clear()
  store.set(tokenAtom, null)
  store.set(toastsAtom, [])
  forgetCsrfToken()
  updateLibrary(() => ({ viewedHistory: [], savedPosts: [], likedPosts: [] }))
}

export const signIn = (token = 'member-token') => store.set(tokenAtom, token)

/** The action bar of a film's detail page, with the app's providers and its cached detail. */
export function renderActions(queryClient: QueryClient, post: PostDetail = detail) {
  queryClient.setQueryData(detailKey, post)
  return render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <PostActions post={post} language="vi" />
          <Toaster />
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  )
}
