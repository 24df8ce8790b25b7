import { createRoute, Outlet } from '@tanstack/react-router'
import type { Posttype } from '../../src/contract/posttypes.ts'
import type { PostCard } from '../../src/contract/schemas/cards.ts'
import { Route as FinderRoute } from '../../src/routes/$lang/finder.tsx'
import { Route as HistoryRoute } from '../../src/routes/$lang/history.tsx'
import { Route as SavedRoute } from '../../src/routes/$lang/saved.tsx'
import { Route as ConfirmEmailRoute } from '../../src/routes/$lang/user/confirm-email.tsx'
import { Route as ForgotPasswordRoute } from '../../src/routes/$lang/user/forgot-password.tsx'
import { Route as LoginRoute } from '../../src/routes/$lang/user/login.tsx'
import { Route as RegisterRoute } from '../../src/routes/$lang/user/register.tsx'
import { Route as ResetPasswordRoute } from '../../src/routes/$lang/user/reset-password.tsx'
import { Toaster } from '../../src/shared/ui/toasts/Toaster.tsx'
import { stubFetch } from './api-stub.ts'
import { mountRoute, renderAppRoutes } from './app-routes.tsx'
import { postCard } from './post-card.ts'

export const post = (id: number, title: string, posttype: Posttype = 'movie'): PostCard =>
  postCard({ id, title, posttype })

type Answer = { status?: number; body: unknown }
export interface Call {
  url: URL
  init?: RequestInit
}

/** The API as these pages see it: each call is recorded, each answer comes from `answer`. */
export function stubApi(answer: (call: Call) => Answer | Error | undefined) {
  const calls: Call[] = []
  stubFetch(({ url, init }) => {
    const call = { url, init }
    calls.push(call)
    return answer(call)
  })
  return calls
}

/** The app's history, saved, finder and account routes under a language, over a stand-in home. */
export async function renderPages(url: string) {
  const { router } = await renderAppRoutes({
    entries: [url],
    root: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
    routes: (language) => [
      createRoute({ getParentRoute: () => language, path: '/', component: () => <h1>Home page</h1> }),
      mountRoute(HistoryRoute, language, 'history'),
      mountRoute(SavedRoute, language, 'saved'),
      mountRoute(FinderRoute, language, 'finder'),
      mountRoute(LoginRoute, language, 'user/login'),
      mountRoute(RegisterRoute, language, 'user/register'),
      mountRoute(ForgotPasswordRoute, language, 'user/forgot-password'),
      mountRoute(ResetPasswordRoute, language, 'user/reset-password'),
      mountRoute(ConfirmEmailRoute, language, 'user/confirm-email'),
    ],
  })
  return { router }
}
